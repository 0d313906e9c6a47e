import type { Socket } from 'node:net';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

/**
 * pglite-socket (0.2.17) hands PGlite one protocol message at a time: a query with parameters,
 * which pg sends as one write of Bind, Describe, Execute and Sync, took four turns of its queue,
 * four calls into PGlite and four socket writes back, and the three extra turns cost more than the
 * query (a page of 12 resumes: 127 µs of CPU against 75 when PGlite reads the four at once).
 * PostgreSQL's own loop reads every message it is given in order, errors included (after an error
 * it skips to the Sync, as a server does), so each chunk's complete messages now go to PGlite in
 * one call. The connection's start (SSL request, cancel request, startup packet), which has no
 * message type, is left to pglite-socket as before.
 *
 * The handler's fields read here are private to pglite-socket; package.json pins its version
 * and pglite-message-batches.test.ts fails if they change (decision 115).
 */
type HandlerInternals = {
  socket: Socket | null;
  active: boolean;
  messageBuffer: Buffer;
  id: number;
  queryQueue: { enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> };
  handleData(data: Buffer): Promise<number>;
};

// The untyped packets of a connection's start carry one of these codes after their length.
const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;

/** Handlers past the start of their connection: from then on every message has a type. */
const started = new WeakSet<object>();

/** Where the last complete typed message in `buffer` ends (0 when the first is incomplete). */
function endOfCompleteMessages(buffer: Buffer): number {
  let end = 0;
  while (end + 5 <= buffer.length) {
    const next = end + 1 + buffer.readInt32BE(end + 1);
    if (next > buffer.length) break;
    end = next;
  }
  return end;
}

function startsWithUntypedPacket(buffer: Buffer): boolean {
  if (buffer.length < 8) return true; // too short to tell; pglite-socket buffers it
  const code = buffer.readInt32BE(4);
  return code === PROTOCOL_3 || code === SSL_REQUEST || code === CANCEL_REQUEST;
}

let installed = false;

/** Makes every pglite-socket connection of this process pass its messages to PGlite in batches. */
export function batchPgliteMessages(): void {
  if (installed) return;
  const prototype = PGLiteSocketHandler.prototype as unknown as HandlerInternals;
  const oneAtATime = prototype.handleData;
  if (typeof oneAtATime !== 'function') throw new Error('pglite-socket has changed: its handler has no handleData to batch');
  installed = true;

  prototype.handleData = async function handleData(this: HandlerInternals, data: Buffer): Promise<number> {
    const buffer = this.messageBuffer.length > 0 ? Buffer.concat([this.messageBuffer, data]) : data;
    if (!started.has(this)) {
      if (startsWithUntypedPacket(buffer)) return oneAtATime.call(this, data);
      started.add(this);
    }
    if (!this.socket || !this.active) return 0;
    const end = endOfCompleteMessages(buffer);
    // Set before the first await: the next chunk's call appends to what this one leaves.
    this.messageBuffer = buffer.subarray(end);
    if (end === 0) return 0;

    let written = 0;
    let writeError: Error | undefined;
    // A copy, as pglite-socket makes: the chunk's memory is the socket's, not the queue's.
    await this.queryQueue.enqueue(this.id, new Uint8Array(buffer.subarray(0, end)), (answer) => {
      written += answer.length;
      if (answer.length === 0 || !this.socket?.writable || !this.active) return;
      // A copy: PGlite's answer may be a view of its memory, which the next query reuses.
      this.socket.write(Buffer.from(answer), (error) => {
        if (error) writeError = error;
      });
    });
    if (writeError) throw writeError;
    return written;
  };
}
