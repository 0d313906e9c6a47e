import type { SMTPServer } from 'smtp-server';

/**
 * smtp-server reports a sender's connection reset as an 'error' on the server, which unhandled
 * ends the process. A sender killed mid-conversation (a replica the cluster's failover check
 * kills, a server a crash test stops) is what those tests are about, not a fault of the sink;
 * any other error still ends the run.
 */
export function tolerateDroppedSenders(server: SMTPServer): void {
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
}
