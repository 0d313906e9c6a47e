import type { DashboardData } from '../../api/analytics';
import { formatPercent, percentOf } from './dashboard-format';
import { SUCCESS_RATE_DEFINITION } from './definitions';

type Metric = { label: string; percent: number; color: string; hint: string };

export function SuccessMetrics({ data }: { data: DashboardData }) {
  const { resumeStats, documentStats, outreachStats } = data;
  const metrics: Metric[] = [
    { label: 'Outreach Success Rate', percent: Math.min(100, outreachStats.successRate), color: 'success', hint: SUCCESS_RATE_DEFINITION },
    {
      label: 'Resumes Analyzed',
      percent: percentOf(resumeStats.withSummaries, resumeStats.total),
      color: 'info',
      hint: 'Resumes with a bullet or paragraph summary, out of all resumes.',
    },
    {
      label: 'Documents Processed',
      percent: percentOf(documentStats.processed, documentStats.total),
      color: 'purple',
      hint: 'Documents processed, out of all documents.',
    },
  ];
  return (
    <ul className="success-metrics">
      {metrics.map((metric) => (
        <li key={metric.label} title={metric.hint}>
          <div className="success-metrics__text">
            <span>{metric.label}</span>
            <span className="success-metrics__value">{formatPercent(metric.percent)}</span>
          </div>
          <div
            className="success-metrics__track"
            role="progressbar"
            aria-label={metric.label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Number(metric.percent.toFixed(1))}
          >
            <span className={`success-metrics__fill success-metrics__fill--${metric.color}`} style={{ width: `${metric.percent}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
