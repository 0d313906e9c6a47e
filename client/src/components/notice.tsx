import type { ReactNode } from 'react';

export type NoticeTone = 'danger' | 'success' | 'info' | 'warning';

/** A coloured message box, announced to screen readers: errors at once, the rest politely. */
export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
