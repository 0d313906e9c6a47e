import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config, LoadedConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { PrismaClient } from './database.js';

const SESSION_KEY = 'session';

/**
 * The settings with their session key: JWT_SECRET when it is set, else the key the database keeps
 * (decision 103). Every replica of a deployment then signs and checks sessions, download links,
 * codes and device cookies with the same key, so what one issued the others accept.
 */
export async function withSessionSecret(config: LoadedConfig, prisma: PrismaClient, logger: Logger): Promise<Config> {
  const jwtSecret = config.jwtSecret ?? (await keptSessionSecret(prisma, config.dataDir, logger));
  return { ...config, jwtSecret };
}

/**
 * Whichever replica starts first stores a random key (INSERT ... ON CONFLICT DO NOTHING), and every
 * replica reads back the one stored, so two starting at once still agree. One statement each: no
 * transaction or lock waits on anything (the embedded database has one connection).
 */
async function keptSessionSecret(prisma: PrismaClient, dataDir: string, logger: Logger): Promise<string> {
  // Earlier versions kept the generated key in DATA_DIR/jwt-secret. The first start of this one
  // moves it into the database, so the sessions and links issued before the upgrade stay valid.
  const file = path.join(dataDir, 'jwt-secret');
  const earlier = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    },
  );
  await prisma.generatedSecret.createMany({
    data: [{ name: SESSION_KEY, value: earlier || randomBytes(48).toString('base64url') }],
    skipDuplicates: true,
  });
  const { value } = await prisma.generatedSecret.findUniqueOrThrow({ where: { name: SESSION_KEY } });
  if (earlier !== undefined) {
    // One copy of a key: the database's. (Another replica's key may have got there first; then
    // the file's is no longer used by anyone.)
    await rm(file, { force: true });
    logger.info({ file }, 'session key moved from DATA_DIR into the database; the file is removed');
  }
  return value;
}
