import { chmodSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { AdminError, type AdminContext } from './command.js';
import { executeCommand, type CommandRequest } from './run-command.js';

export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

const MAX_REQUEST_BYTES = 64 * 1024;

export type AdminAnswer = { isOk: boolean; text: string };

/**
 * Lets admin commands run inside the server, which holds the database: the embedded database
 * admits one process only, and the server's session cache then sees a revocation at once. A
 * Unix socket in DATA_DIR, owner-only (0600): reaching it needs the server's own account.
 */
export async function startAdminSocket(ctx: AdminContext, socketPath: string): Promise<{ close(): Promise<void> }> {
  const server = createServer(async (req, res) => {
    const answer = (status: number, body: { output?: string; message?: string }) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/commands') return answer(404, { message: 'Not found' });
    let raw = '';
    for await (const chunk of req) {
      raw += chunk;
      if (raw.length > MAX_REQUEST_BYTES) return answer(413, { message: 'The command is too long.' });
    }
    try {
      const request = JSON.parse(raw) as CommandRequest;
      ctx.logger.info({ command: request.command }, 'admin command');
      answer(200, { output: await executeCommand(ctx, request) });
    } catch (error) {
      if (error instanceof AdminError) return answer(400, { message: error.message });
      ctx.logger.error({ err: error }, 'admin command failed');
      answer(500, { message: 'The command failed; the server log has the details.' });
    }
  });
  // A socket left by a crashed server would block listen(); the embedded database's lock (or the
  // port) already guarantees that no other server of this DATA_DIR is running.
  rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Sends a command to the running server; undefined when no server listens on the socket. */
export function askRunningServer(socketPath: string, request: CommandRequest): Promise<AdminAnswer | undefined> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ socketPath, path: '/commands', method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => {
      let raw = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (raw += chunk));
      res.on('end', () => {
        const body = JSON.parse(raw) as { output?: string; message?: string };
        resolve({ isOk: res.statusCode === 200, text: body.output ?? body.message ?? '' });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    req.end(JSON.stringify(request));
  });
}
