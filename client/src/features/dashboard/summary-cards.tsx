import type { DashboardData } from '@app/shared';
import { formatCount, formatPercent } from './dashboard-format';
import { SUCCESS_RATE_DEFINITION } from './definitions';

type Card = { title: string; value: number; detail: string; hint?: string };

export function SummaryCards({ data }: { data: DashboardData }) {
  const cards: Card[] = [
    { title: 'Total Resumes', value: data.overview.totalResumes, detail: `${formatCount(data.resumeStats.withSummaries)} analyzed` },
    {
      title: 'Total Outreach',
      value: data.overview.totalOutreach,
      detail: `${formatPercent(data.outreachStats.successRate)} success rate`,
      hint: SUCCESS_RATE_DEFINITION,
    },
    { title: 'Documents', value: data.overview.totalDocuments, detail: `${formatCount(data.documentStats.processed)} processed` },
    {
      title: 'Emails Opened',
      value: data.outreachStats.opened,
      detail: 'Engagement tracking',
      hint: 'Messages whose latest status is opened; a message that got a reply counts as replied.',
    },
  ];
  return (
    <div className="card-grid dashboard-cards">
      {cards.map((card) => (
        <section key={card.title} className="card stat-card" aria-label={card.title}>
          <h2 className="stat-card__title">{card.title}</h2>
          <p className="stat-card__value dashboard-cards__value">{formatCount(card.value)}</p>
          <p className="stat-card__label" title={card.hint}>
            {card.detail}
          </p>
        </section>
      ))}
    </div>
  );
}
