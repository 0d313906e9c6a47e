import type { Logger } from '../logger.js';

type Hook = { name: string; stop: () => Promise<void> | void };

/**
 * What must stop, and be awaited, before the process exits: background workers (the outreach
 * send queue), the admin socket, mail and database connections. main.ts runs them after the HTTP
 * server has drained its requests; they run in reverse order of registration, so something
 * registered later (a worker using the database) stops before what it depends on (the database).
 */
export class ShutdownHooks {
  private readonly hooks: Hook[] = [];

  onShutdown(name: string, stop: Hook['stop']): void {
    this.hooks.push({ name, stop });
  }

  /** Runs every hook once, newest first; a failing hook is logged and the others still run. */
  async run(logger: Logger): Promise<void> {
    for (const hook of this.hooks.splice(0).reverse()) {
      try {
        await hook.stop();
      } catch (error) {
        logger.error({ err: error, hook: hook.name }, 'a shutdown step failed');
      }
    }
  }
}
