import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'danger' | 'info' | 'warning' | 'purple' | 'indigo' | 'neutral';

/** `title`: more about the status on hover (the date of a "Contacted"). */
export function StatusBadge({ tone, children, title }: { tone: BadgeTone; children: ReactNode; title?: string }) {
  return (
    <span className={`badge badge--${tone}`} title={title}>
      {children}
    </span>
  );
}
