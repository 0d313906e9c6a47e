import { useId } from 'react';
import { BuildingIcon } from '../../components/icons';
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
  const featuresHeadingId = useId();
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
          <h2 id={featuresHeadingId}>Planned Features</h2>
        </div>
        <ul className="feature-list" aria-labelledby={featuresHeadingId}>
          {PLANNED_FEATURES.map((feature) => (
            // A neutral "Planned" badge, like the cards' "Coming Soon": a check mark read as done.
            <li key={feature}>
              {feature}
              <StatusBadge tone="neutral">Planned</StatusBadge>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
