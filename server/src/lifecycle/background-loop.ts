/** A worker started by main.ts and stopped by its shutdown hooks. */
export type BackgroundLoop = {
  stop(): Promise<void>;
  /** Runs the next step now instead of after its delay (at once after the step in hand, if one runs). */
  wake(): void;
};

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
  let isRunning = false;
  let isWoken = false;
  const run = async () => {
    isRunning = true;
    isWoken = false;
    let delay = options.delayAfterError;
    try {
      delay = await options.step(() => isStopped);
    } catch (error) {
      options.onError(error);
    }
    isRunning = false;
    if (!isStopped) timer = setTimeout(() => (current = run()), isWoken ? 0 : delay);
  };
  current = run();
  return {
    wake() {
      if (isStopped) return;
      if (isRunning) {
        isWoken = true;
        return;
      }
      clearTimeout(timer);
      current = run();
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
