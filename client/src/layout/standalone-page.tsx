import type { ReactNode } from 'react';
import { PRODUCT_NAME, ProductMark } from './product-mark';

/** Frame of the two standalone verification pages: a single centred card. */
export function StandalonePage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <main className="standalone-page">
      <ProductMark caption={PRODUCT_NAME} />
      <div className="auth-card">
        <div className="auth-card__icon">{icon}</div>
        <h1 className="auth-card__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
