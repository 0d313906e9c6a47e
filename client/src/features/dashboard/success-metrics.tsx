import type { DashboardData } from '@app/shared';
import { ProgressBar } from '../../components/progress-bar';
import { formatPercent, percentOf } from './dashboard-format';
import { SUCCESS_RATE_DEFINITION } from './definitions';

type Metric = { label: string; percent: number; tone: 'success' | 'info' | 'purple'; hint: string };

export function SuccessMetrics({ data }: { data: DashboardData }) {
  const { resumeStats, documentStats, outreachStats } = data;
  const metrics: Metric[] = [
    { label: 'Outreach Success Rate', percent: Math.min(100, outreachStats.successRate), tone: 'success', hint: SUCCESS_RATE_DEFINITION },
    {
      label: 'Resumes Analyzed',
      percent: percentOf(resumeStats.withSummaries, resumeStats.total),
      tone: 'info',
      hint: 'Resumes with a bullet or paragraph summary, out of all resumes.',
    },
    {
      label: 'Documents Processed',
      percent: percentOf(documentStats.processed, documentStats.total),
      tone: 'purple',
      hint: 'Documents processed, out of all documents.',
    },
  ];
  return (
    <ul className="success-metrics">
      {metrics.map((metric) => (
        <li key={metric.label} title={metric.hint}>
          <ProgressBar
            label={metric.label}
            percent={Number(metric.percent.toFixed(1))}
            valueText={formatPercent(metric.percent)}
            tone={metric.tone}
          />
        </li>
      ))}
    </ul>
  );
}
