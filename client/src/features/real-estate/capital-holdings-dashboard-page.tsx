import { BuildingIcon, CheckIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { usePageTitle } from '../../layout/use-page-title';

const COMING_SOON_CARDS = [
  { title: 'Properties', metric: 'Total Properties' },
  { title: 'Tenants', metric: 'Active Tenants' },
  { title: 'Revenue', metric: 'Monthly Revenue' },
];

const PLANNED_FEATURES = [
  'Property portfolio management',
  'Tenant and lease tracking',
  'Financial analytics and reporting',
  'Maintenance request tracking',
  'Document management system',
];

export function CapitalHoldingsDashboardPage() {
  usePageTitle('Dashboard');
  return (
    <>
      <PageHeader
        title="Capital Holdings Dashboard"
        subtitle="The Real Estate Management Module is under development."
      />
      <div className="card-grid">
        {COMING_SOON_CARDS.map((card) => (
          <section key={card.title} className="card stat-card">
            <div className="stat-card__top">
              <h2 className="stat-card__title">{card.title}</h2>
              <StatusBadge tone="neutral">Coming Soon</StatusBadge>
            </div>
            <p className="stat-card__value" aria-hidden="true">
              —
            </p>
            <p className="stat-card__label">{card.metric}</p>
          </section>
        ))}
      </div>
      <section className="card">
        <div className="card__heading">
          <BuildingIcon />
          <h2>Planned Features</h2>
        </div>
        <ul className="feature-list">
          {PLANNED_FEATURES.map((feature) => (
            <li key={feature}>
              <CheckIcon width={18} height={18} />
              {feature}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
