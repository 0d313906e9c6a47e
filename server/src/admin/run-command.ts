import { AdminError, parseOptions, type AdminContext, type ParsedOptions } from './command.js';
import { adminCommands } from './commands/index.js';

/** A command ready to run: checked on the operator's side, run where the database is open. */
export type CommandRequest = { command: string; options: ParsedOptions };

export function commandList(): string {
  const width = Math.max(...adminCommands.map((command) => command.name.length));
  return [
    'Usage: npm run admin -- <command> [options]',
    '',
    'Commands:',
    ...adminCommands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    'Run `npm run admin -- <command> --help` for its options.',
  ].join('\n');
}

const findCommand = (name: string) => {
  const command = adminCommands.find((candidate) => candidate.name === name);
  if (!command) throw new AdminError(`Unknown command "${name}".\n\n${commandList()}`);
  return command;
};

/** Reads the command line: the text to print for help, or the request to run. Throws AdminError. */
export function readCommandLine(argv: string[], env: NodeJS.ProcessEnv): { help: string } | CommandRequest {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') return { help: commandList() };
  const command = findCommand(name);
  if (args.includes('--help') || args.includes('-h')) return { help: command.help };
  const options = parseOptions(command, args);
  for (const [option, variable] of Object.entries(command.fromEnv ?? {})) {
    if (options[option] === undefined && env[variable]) options[option] = env[variable];
  }
  return { command: command.name, options };
}

/** Runs a request against an open database; the answer is the text for the operator. */
export async function executeCommand(ctx: AdminContext, request: CommandRequest): Promise<string> {
  return findCommand(request.command).run(ctx, request.options);
}
