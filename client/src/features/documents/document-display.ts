import type { BadgeTone } from '../../components/status-badge';

const STATUS_TONES: Record<string, BadgeTone> = { uploaded: 'warning', processed: 'success' };

/** The spec's document colours: uploaded yellow, processed green, any other value (failed included) red. */
export function documentStatusTone(status: string): BadgeTone {
  return STATUS_TONES[status] ?? 'danger';
}

/** Cosine similarity (0 to 1) as a percentage to one decimal: 0.8734 -> "87.3%". */
export function formatSimilarity(similarity: number): string {
  const bounded = Number.isFinite(similarity) ? Math.min(Math.max(similarity, 0), 1) : 0;
  return `${(bounded * 100).toFixed(1)}%`;
}
