/** A worker started by main.ts and stopped by its shutdown hooks. */
export type BackgroundLoop = { stop(): Promise<void> };

/**
 * Runs `step` at once and again after the delay it returns, until stopped. A step that throws is
 * reported to `onError` and the loop goes on after `delayAfterError`. `stop` waits for the step in
 * hand, so a worker never leaves its work half-done (an e-mail on the wire, a VACUUM under way).
 */
export function startBackgroundLoop(options: {
  step: (isStopping: () => boolean) => Promise<number>;
  delayAfterError: number;
  onError: (error: unknown) => void;
}): BackgroundLoop {
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const run = async () => {
    let delay = options.delayAfterError;
    try {
      delay = await options.step(() => isStopped);
    } catch (error) {
      options.onError(error);
    }
    if (!isStopped) timer = setTimeout(() => (current = run()), delay);
  };
  current = run();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
