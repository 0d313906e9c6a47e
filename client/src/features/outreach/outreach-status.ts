import type { BadgeTone } from '../../components/status-badge';

// The spec's colours: draft gray, sent blue, delivered green, opened purple, replied indigo, failed red; others gray.
const TONES: Record<string, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  delivered: 'success',
  opened: 'purple',
  replied: 'indigo',
  failed: 'danger',
};

export function outreachStatusTone(status: string): BadgeTone {
  return TONES[status] ?? 'neutral';
}

export const isDraft = (outreach: { status: string }): boolean => outreach.status === 'draft';
