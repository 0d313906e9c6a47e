import { Outlet } from 'react-router-dom';
import { CheckIcon } from '../components/icons';
import { PRODUCT_NAME, ProductMark } from './product-mark';

const HIGHLIGHTS = [
  'Resume analysis with AI summaries',
  'Candidate outreach by e-mail',
  'A document library you can search in plain words',
];

/** Frame of the public account pages: a brand panel beside the form on wide screens. */
export function AuthLayout() {
  return (
    <div className="auth-layout">
      <aside className="auth-layout__brand" aria-label={PRODUCT_NAME}>
        <ProductMark caption={PRODUCT_NAME} />
        <div className="auth-layout__pitch">
          <p className="auth-layout__headline">Hire with less busywork.</p>
          <ul className="auth-layout__highlights">
            {HIGHLIGHTS.map((item) => (
              <li key={item}>
                <CheckIcon width={18} height={18} />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <p className="auth-layout__footnote">Healthcare · Capital Holdings</p>
      </aside>
      <main className="auth-layout__main">
        <div className="auth-layout__compact-mark">
          <ProductMark caption={PRODUCT_NAME} />
        </div>
        <div className="auth-card">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
