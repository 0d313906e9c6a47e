import type { ReactNode } from 'react';

/** A calm empty panel for screens whose feature is still being built. */
export function PlaceholderPanel({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <section className="card placeholder-panel">
      {icon ? <div className="placeholder-panel__icon">{icon}</div> : null}
      <p>{children}</p>
    </section>
  );
}
