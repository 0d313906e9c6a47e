import type { Server } from 'node:http';
import type { Express } from 'express';
import { ConfigError } from '../config.js';

/**
 * Starts serving `app` on `host`:`port`. Express 5 hands a listen error to the callback instead of
 * throwing, so a process that ignores it runs on, answering nothing, after logging that it
 * listens. Here a port that is taken or not allowed, or a HOST that is no address here, stops the
 * start with a ConfigError that names the setting.
 */
export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error) => (error ? reject(listenError(error, port, host)) : resolve(server)));
  });
}

function listenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  switch (error.code) {
    case 'EADDRINUSE':
      return new ConfigError(`PORT ${port} is already in use on ${host}: stop what listens there, or set PORT to a free port.`);
    case 'EACCES':
      return new ConfigError(`PORT ${port} on ${host} needs privileges this user lacks: set PORT to 1024 or above.`);
    case 'EADDRNOTAVAIL':
      return new ConfigError(`${host} is no address of this machine, so PORT ${port} cannot be served there: set HOST to one of its addresses.`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new ConfigError(`HOST ${host} names no address this machine can find: set HOST to one of its addresses, such as 127.0.0.1 or 0.0.0.0.`);
    default:
      return error;
  }
}
