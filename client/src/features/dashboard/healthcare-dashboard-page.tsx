import type { DashboardData } from '@app/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { useAuth } from '../../auth/use-auth';
import { ErrorBox } from '../../components/error-box';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../layout/use-page-title';
import { paths } from '../../paths';
import { activityPoints, activitySummary, documentBars, outreachSlices, resumeBars, type Slice } from './chart-data';
import { formatCount, formatPercent, percentOf } from './dashboard-format';
import { activityDefinition, OUTREACH_STATUS_DEFINITION, SUCCESS_RATE_DEFINITION } from './definitions';
import { RecentActivity } from './recent-activity';
import { SuccessMetrics } from './success-metrics';
import { SummaryCards } from './summary-cards';
import { useDashboard } from './use-dashboard';
import './dashboard.css';

// recharts is loaded with the first chart, so the sign-in screens never download it.
const charts = () => import('./dashboard-charts');
const ActivityChart = lazy(() => charts().then((module) => ({ default: module.ActivityChart })));
const OutreachPie = lazy(() => charts().then((module) => ({ default: module.OutreachPie })));
const StatusBars = lazy(() => charts().then((module) => ({ default: module.StatusBars })));

function Panel({ title, caption, className = '', children }: { title: string; caption?: string; className?: string; children: ReactNode }) {
  return (
    <section className={`card dashboard-panel ${className}`} aria-label={title}>
      <div>
        <h2 className="card__title">{title}</h2>
        {caption ? <p className="dashboard-panel__caption">{caption}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A chart, or the empty message when it has nothing to draw (recharts is then not loaded at all). */
function ChartOrEmpty({ isEmpty, empty, height, description, children }: { isEmpty: boolean; empty: string; height: number; description?: string; children: ReactNode }) {
  if (isEmpty) return <p className="dashboard-panel__empty">{empty}</p>;
  return (
    <div className="dashboard-chart" style={{ minHeight: height }} role={description ? 'img' : undefined} aria-label={description}>
      <Suspense fallback={<Spinner label="Loading chart…" />}>{children}</Suspense>
    </div>
  );
}

/** The pie's segments as text: each status with its count and share, in its colour. */
function SliceLegend({ slices }: { slices: Slice[] }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <ul className="slice-legend" aria-label="Outreach by status">
      {slices.map((slice) => (
        <li key={slice.name}>
          <span className="slice-legend__swatch" style={{ background: slice.color }} aria-hidden="true" />
          {slice.name}: {formatCount(slice.value)} ({formatPercent(percentOf(slice.value, total))})
        </li>
      ))}
    </ul>
  );
}

function DashboardBody({ data }: { data: DashboardData }) {
  const points = activityPoints(data);
  const slices = outreachSlices(data);
  const resumes = resumeBars(data);
  const documents = documentBars(data);
  const timeZone = data.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      <SummaryCards data={data} />
      <Panel title="Activity Over Time (Last 30 Days)" caption={activityDefinition(timeZone)} className="dashboard-panel--wide">
        <ChartOrEmpty isEmpty={points.length === 0} empty="No activity data available yet" height={280} description={activitySummary(points)}>
          <ActivityChart points={points} />
        </ChartOrEmpty>
      </Panel>
      {/* The pie is the taller panel: it gets the wider column and lays its legend beside the
          ring, so Success Metrics beside it fills its row. */}
      <div className="dashboard-grid dashboard-grid--outreach">
        <Panel title="Outreach Performance" caption={OUTREACH_STATUS_DEFINITION}>
          <div className="outreach-pie">
            <ChartOrEmpty isEmpty={slices.length === 0} empty="No outreach data available yet" height={220}>
              <OutreachPie slices={slices} />
            </ChartOrEmpty>
            {slices.length > 0 ? <SliceLegend slices={slices} /> : null}
          </div>
        </Panel>
        <Panel title="Success Metrics" caption={SUCCESS_RATE_DEFINITION}>
          <SuccessMetrics data={data} />
        </Panel>
      </div>
      <div className="dashboard-grid">
        <Panel title="Resume Processing">
          <ChartOrEmpty isEmpty={resumes.length === 0} empty="No data" height={220}>
            <StatusBars bars={resumes} />
          </ChartOrEmpty>
        </Panel>
        <Panel title="Document Status">
          <ChartOrEmpty isEmpty={documents.length === 0} empty="No data" height={220}>
            <StatusBars bars={documents} />
          </ChartOrEmpty>
        </Panel>
      </div>
      <Panel title="Recent Activity" className="dashboard-panel--wide">
        <RecentActivity recent={data.recentActivity} />
      </Panel>
    </>
  );
}

export function HealthcareDashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  const dashboard = useDashboard();
  return (
    <>
      <PageHeader
        title={`Welcome back, ${user?.firstName ?? ''}!`}
        subtitle="Here's what's happening with your recruitment platform."
        actions={
          // The day's most frequent errand, one click away instead of through the Outreach menu.
          <Link to={paths.outreachCandidates} className="btn btn--primary">
            E-mail candidates
          </Link>
        }
      />
      {dashboard.isPending ? <Spinner label="Loading dashboard…" /> : null}
      {dashboard.isError ? <ErrorBox message={errorMessage(dashboard.error, 'Failed to load dashboard data')} /> : null}
      {dashboard.data ? <DashboardBody data={dashboard.data} /> : null}
    </>
  );
}
