import { createServer, type Socket } from 'node:net';

/**
 * An SMTP server on loopback that takes the envelope and the message text, then never answers
 * the end of DATA: a send stays "in flight" as long as the test wants, so a kill lands mid-send
 * every time. `dataStarted` resolves when the first message text begins to arrive.
 */
export async function startStallingSmtp() {
  const sockets = new Set<Socket>();
  let markDataStarted!: () => void;
  const dataStarted = new Promise<void>((resolve) => (markDataStarted = resolve));
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => {}); // the client process is killed under it: that is the point
    let inData = false;
    socket.write('220 stall.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      if (inData) return; // swallow the message, never say 250
      for (const line of chunk.toString('latin1').split('\r\n').filter(Boolean)) {
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 stall.test\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
          markDataStarted();
          return;
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    dataStarted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
