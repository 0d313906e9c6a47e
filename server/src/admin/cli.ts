// `npm run admin -- <command>` (in the container: `node server/dist/admin/cli.js <command>`).
// With DATABASE_URL, opens that database itself; on the embedded database, asks the running
// server over its admin socket, or opens the database itself when no server runs.
import path from 'node:path';
import { pino } from 'pino';
import { createEmbedder } from '../ai/embedder.js';
import { ConfigError, loadConfig, type LoadedConfig } from '../config.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/database.js';
import { createFileStorage } from '../files/storage.js';
import { PASSWORD_HASH_COST } from '../modules/auth/passwords.js';
import { adminSocketPath, askRunningServer, type AdminAnswer } from './admin-socket.js';
import { AdminError } from './command.js';
import { executeCommand, readCommandLine, type CommandRequest } from './run-command.js';

/**
 * Runs the command in this process on the database. What it changes reaches every replica's
 * session cache through the database's NOTIFY (forgetUserSessions), like a change made by a replica.
 */
async function runOnDatabase(config: LoadedConfig, request: CommandRequest): Promise<AdminAnswer> {
  const logger = pino({ level: 'warn' });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDataDir: path.join(config.dataDir, 'pglite'),
    logger,
  });
  try {
    const ctx = { prisma: database.prisma, passwordHashCost: PASSWORD_HASH_COST, embedder: createEmbedder(config), storage: createFileStorage(config.storage), logger };
    return { isOk: true, text: await executeCommand(ctx, request) };
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
    const config = loadConfig();
    // A shared database serves any number of replicas, on any machine: the command needs none of
    // them. The embedded one admits one process, so the server that holds it runs the command.
    const answer = config.databaseUrl
      ? await runOnDatabase(config, line)
      : ((await askRunningServer(adminSocketPath(config.dataDir), line)) ?? (await runOnDatabase(config, line)));
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
