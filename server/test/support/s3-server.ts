import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3StorageConfig } from '../../src/config.js';

export type S3TestServer = { endpoint: string; storageConfig(prefix?: string): S3StorageConfig; close(): Promise<void> };

const S3RVER_BIN = path.join(path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin/s3rver.js');
// s3rver accepts any key pair that signs well-formed requests; these are its documented defaults.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A real S3-compatible server in its own process on loopback (s3rver, from npm: it speaks the S3
 * REST protocol with signature checks over HTTP, needs no binary download and starts in under a
 * second), with an empty bucket, so tests use the storage exactly as against MinIO or AWS.
 * `host`: another address of this machine to listen on (the cluster test's bridge).
 */
export async function startS3Server({ bucket = 'uploads', host = '127.0.0.1' } = {}): Promise<S3TestServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const child = spawn(process.execPath, [S3RVER_BIN, '-d', dir, '-a', host, '-p', '0', '--silent', '--configure-bucket', bucket], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const listening = /listening on [\d.]+:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}:\n${output}`)));
  });
  const endpoint = `http://${host}:${port}`;
  return {
    endpoint,
    storageConfig: (prefix = '') => ({
      kind: 's3',
      bucket,
      prefix,
      endpoint,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      forcePathStyle: true,
    }),
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
