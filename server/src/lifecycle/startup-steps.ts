import type { Logger } from '../logger.js';

/**
 * Runs the steps of a start one after the other and logs each with its time, so a replica that
 * is slow to become ready says where it waits. Times count from the process's start, which also
 * covers loading the code before the first step.
 */
export function startupSteps(logger: Logger) {
  logger.info({ step: 'load code', ms: Math.round(performance.now()) }, 'start: code loaded');
  return {
    async step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
      const started = performance.now();
      const result = await run();
      logger.info({ step: name, ms: Math.round(performance.now() - started) }, `start: ${name}`);
      return result;
    },
    /** Milliseconds since the process started. */
    elapsed: () => Math.round(performance.now()),
  };
}
