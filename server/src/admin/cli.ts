// `npm run admin -- <command>` (in the container: `node server/dist/admin/cli.js <command>`).
// Asks the running server over its admin socket; with no server running, opens the database itself.
import path from 'node:path';
import { pino } from 'pino';
import { createEmbedder } from '../ai/embedder.js';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/database.js';
import { PASSWORD_HASH_COST } from '../modules/auth/passwords.js';
import { adminSocketPath, askRunningServer, type AdminAnswer } from './admin-socket.js';
import { AdminError } from './command.js';
import { executeCommand, readCommandLine, type CommandRequest } from './run-command.js';

async function runWithoutServer(request: CommandRequest): Promise<AdminAnswer> {
  const config = loadConfig();
  const logger = pino({ level: 'warn' });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDataDir: path.join(config.dataDir, 'pglite'),
    logger,
  });
  try {
    return { isOk: true, text: await executeCommand({ prisma: database.prisma, passwordHashCost: PASSWORD_HASH_COST, embedder: createEmbedder(config), logger }, request) };
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  try {
    const line = readCommandLine(process.argv.slice(2), process.env);
    if ('help' in line) {
      console.log(line.help);
      return 0;
    }
    const socketPath = adminSocketPath(loadConfig().dataDir);
    const answer = (await askRunningServer(socketPath, line)) ?? (await runWithoutServer(line));
    (answer.isOk ? console.log : console.error)(answer.text);
    return answer.isOk ? 0 : 1;
  } catch (error) {
    if (error instanceof AdminError || error instanceof ConfigError || error instanceof DataDirInUseError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
