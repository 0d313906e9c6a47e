// Preloaded into the server by `npm run bench -- --soak` (node --import), never by the app: the
// server exposes no metrics, and a public endpoint for them would be one more thing to defend.
// Every 10 s it appends one JSON line to $SOAK_PROBE_FILE with the process's memory, the event
// loop's delay and the garbage collector's pauses over those 10 s. SIGUSR2 (sent when the measured run starts) restarts the
// whole-run delay histogram, so the warm-up and the data preparation stay out of it.
// Plain JavaScript: the built server runs on plain node, without a TypeScript loader.
import { appendFileSync } from 'node:fs';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.SOAK_PROBE_FILE;
const RESOLUTION_MS = 10;
const EVERY_MS = 10_000;

if (file) {
  // Two monitors: one reset every line, one for the whole measured run (histograms of this kind cannot be added up).
  const interval = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const run = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  interval.enable();
  run.enable();

  // The heap right after the last full collection: live objects only, the figure a leak moves.
  // And the collector's pauses, to tell its stalls from others.
  /** @type {number | undefined} */
  let heapAfterMajorGc;
  let gc = { longestMs: 0, totalMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.longestMs = Math.max(gc.longestMs, entry.duration);
      gc.totalMs += entry.duration;
      if (/** @type {{ kind?: number }} */ (entry.detail)?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) heapAfterMajorGc = process.memoryUsage().heapUsed;
    }
  }).observe({ entryTypes: ['gc'] });

  // The histogram holds whole timer intervals; the delay is what exceeds the resolution.
  /** @param {import('node:perf_hooks').IntervalHistogram} histogram */
  const delay = (histogram) => {
    /** @param {number} ns */
    const late = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
    return histogram.count === 0
      ? null
      : { p50: late(histogram.percentile(50)), p99: late(histogram.percentile(99)), max: late(histogram.max) };
  };

  process.on('SIGUSR2', () => run.reset());
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    const line = { at: Date.now(), rss, heapUsed, heapTotal, external, arrayBuffers, heapAfterMajorGc, gc, loop: delay(interval), runLoop: delay(run) };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    interval.reset();
    gc = { longestMs: 0, totalMs: 0 };
  }, EVERY_MS).unref();
}
