export type LatencySummary = { count: number; p50: number; p95: number; p99: number; max: number; mean: number };

export function summarize(samplesMs: number[]): LatencySummary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    count: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1)!,
    mean: sorted.reduce((sum, x) => sum + x, 0) / sorted.length,
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
