// What the soak prints: answers per kind, latency, the server's memory over the run with a leak
// verdict, and the event loop's delay, from the tally and the probe's lines (bench/soak-probe.mjs).
import { readFileSync } from 'node:fs';
import { MIX, type Kind, type Tally } from './soak-mix.js';
import type { LatencySummary } from './stats.js';

type Delay = { p50: number; p99: number; max: number } | null;
export type ProbeLine = {
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  heapAfterMajorGc?: number;
  gc: { longestMs: number; totalMs: number };
  loop: Delay;
  runLoop: Delay;
};

export const readProbe = (file: string): ProbeLine[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProbeLine);

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const latency = (s: LatencySummary) => `p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`;

/** Least-squares slope of y over x. */
function slope(points: [x: number, y: number][]): number {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const sxy = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const sxx = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

// Memory is flat when the heap's slope over the second half is under 1% of the heap a minute
// (under a tenth over a 10-minute run). Slower growth is within what the heap after a full GC
// moves between samples on a busy host; a leak of a few hundred bytes an answer is above it even
// at the 70-odd answers a second of a shared 2-core host.
const FLAT_SHARE_PER_MINUTE = 0.01;

export type MemoryVerdict = { isFlat: boolean; lines: string[] };

/** Start (first line after the warm-up), middle and end figures, and the second half's slopes. */
export function memoryReport(lines: ProbeLine[], startedAt: number, endedAt: number, answersPerMinute: number): MemoryVerdict {
  const run = lines.filter((line) => line.at >= startedAt && line.at <= endedAt + 10_000);
  if (run.length < 3) return { isFlat: false, lines: [`  too few memory samples (${run.length}); run longer`] };
  const middleAt = (startedAt + endedAt) / 2;
  const middle = run.reduce((best, line) => (Math.abs(line.at - middleAt) < Math.abs(best.at - middleAt) ? line : best));
  const row = (label: string, line: ProbeLine) =>
    `  ${label.padEnd(7)} ${(((line.at - startedAt) / 60_000).toFixed(1) + ' min').padStart(8)}  RSS ${mb(line.rss).padStart(9)}  heap used ${mb(line.heapUsed).padStart(8)}` +
    `  after last full GC ${line.heapAfterMajorGc ? mb(line.heapAfterMajorGc) : 'n/a'}  external ${mb(line.external)}`;
  const secondHalf = run.filter((line) => line.at >= middleAt);
  const minutes = (line: ProbeLine) => (line.at - startedAt) / 60_000;
  const perMinute = (value: (line: ProbeLine) => number | undefined) =>
    slope(secondHalf.filter((line) => value(line) !== undefined).map((line) => [minutes(line), value(line)! / MB]));
  // The heap after a full collection holds live objects only; the sampled heap also holds garbage.
  const isAfterGc = secondHalf.every((line) => line.heapAfterMajorGc !== undefined);
  const heapOf = (line: ProbeLine) => (isAfterGc ? line.heapAfterMajorGc : line.heapUsed);
  const heapSlope = perMinute(heapOf);
  const meanHeap = secondHalf.reduce((sum, line) => sum + heapOf(line)!, 0) / secondHalf.length / MB;
  const isFlat = heapSlope < FLAT_SHARE_PER_MINUTE * meanHeap;
  const bytesPerAnswer = (heapSlope * MB) / answersPerMinute;
  return {
    isFlat,
    lines: [
      row('start', run[0]!),
      row('middle', middle),
      row('end', run.at(-1)!),
      `  second half (${secondHalf.length} samples, every 10 s), least-squares slope: heap ${isAfterGc ? 'after full GC' : 'used'} ${heapSlope.toFixed(2)} MB/min` +
        ` (mean ${meanHeap.toFixed(1)} MB; ${bytesPerAnswer.toFixed(0)} bytes per answer), heap used ${perMinute((line) => line.heapUsed).toFixed(2)} MB/min,` +
        ` RSS ${perMinute((line) => line.rss).toFixed(2)} MB/min`,
      `  verdict: ${isFlat ? 'memory flat' : 'MEMORY GROWING'} (flat = a slope under ${FLAT_SHARE_PER_MINUTE * 100}% of the heap a minute,` +
        ` here ${((100 * heapSlope) / meanHeap).toFixed(2)}%)${endedAt - startedAt < 5 * 60_000 ? '; under 5 minutes the JIT warm-up still moves the heap: too short to judge' : ''}`,
    ],
  };
}

/** The whole run's delay (the probe's histogram restarted when the run began) and the worst 10 s. */
export function eventLoopReport(lines: ProbeLine[], startedAt: number, endedAt: number): string[] {
  const run = lines.filter((line) => line.at >= startedAt && line.at <= endedAt + 10_000 && line.loop);
  const last = run.at(-1)?.runLoop;
  if (!last) return ['  no event-loop samples; run longer'];
  const worst = run.reduce((best, line) => (line.loop!.max > best.loop!.max ? line : best));
  const gcMs = run.reduce((sum, line) => sum + line.gc.totalMs, 0);
  const longestGc = Math.max(...run.map((line) => line.gc.longestMs));
  return [
    `  whole run: p50 ${last.p50.toFixed(1)} ms  p99 ${last.p99.toFixed(1)} ms  max ${last.max.toFixed(1)} ms`,
    `  worst 10 s: p99 ${worst.loop!.p99.toFixed(1)} ms  max ${worst.loop!.max.toFixed(1)} ms (longest GC pause in it ${worst.gc.longestMs.toFixed(1)} ms),` +
      ` at ${((worst.at - startedAt) / 60_000).toFixed(1)} min`,
    `  garbage collection: ${((100 * gcMs) / (run.length * 10_000)).toFixed(1)}% of the time, longest pause ${longestGc.toFixed(1)} ms`,
  ];
}

/** Requests per kind of the mix with their share and latency, then the total. */
export function answersReport(tally: Tally, seconds: number, kinds: Kind[]): string[] {
  const total = tally.count;
  const rows = MIX.filter((m) => kinds.includes(m.kind)).map(({ kind, label }) => {
    const count = tally.latencies.get(kind)!.length;
    const statuses = [...tally.statuses.get(kind)!].map(([status, n]) => `${status} x${n}`).join(', ');
    return `  ${label.padEnd(42)} ${String(count).padStart(7)} ${((100 * count) / total).toFixed(1).padStart(5)}%  ${count ? latency(tally.summary(kind)) : ''}  [${statuses}]`;
  });
  return [
    ...rows,
    `  ${'all'.padEnd(42)} ${String(total).padStart(7)} ${(total / seconds).toFixed(0).padStart(5)}/s ${latency(tally.summary())}`,
  ];
}
