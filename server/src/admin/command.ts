import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { AppContext } from '../context.js';

/** What a command may use: the database, the hashing cost, the embedder, the file storage, the log. The same in the server and the CLI. */
export type AdminContext = Pick<AppContext, 'prisma' | 'passwordHashCost' | 'embedder' | 'storage' | 'logger'>;

type Options = NonNullable<ParseArgsConfig['options']>;
export type ParsedOptions = Record<string, string | boolean | string[] | undefined>;

/**
 * One admin command: its name, one line for the command list, the text of --help, its options
 * (node:util parseArgs), and what it does. Adding a command is one file in commands/ and one line
 * in commands/index.ts.
 */
export type AdminCommand = {
  name: string;
  summary: string;
  help: string;
  options: Options;
  /** Options that may come from the environment of the one running the command (a password). */
  fromEnv?: Record<string, string>;
  /** Returns the text printed on success; throws AdminError for anything the operator must fix. */
  run(ctx: AdminContext, options: ParsedOptions): Promise<string>;
};

/** A problem the operator can fix (unknown e-mail, missing option): printed as is, exit code 1. */
export class AdminError extends Error {
  override name = 'AdminError';
}

export function parseOptions(command: AdminCommand, args: string[]): ParsedOptions {
  try {
    return parseArgs({ args, options: command.options, strict: true, allowPositionals: false }).values as ParsedOptions;
  } catch (error) {
    // parseArgs explains unknown or malformed options in words; add where to look.
    throw new AdminError(`${(error as Error).message}\nSee: npm run admin -- ${command.name} --help`);
  }
}

export function requiredText(options: ParsedOptions, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || !value.trim()) throw new AdminError(`--${name} is required.`);
  return value.trim();
}
