import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'danger' | 'info' | 'warning' | 'purple' | 'indigo' | 'neutral';

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
