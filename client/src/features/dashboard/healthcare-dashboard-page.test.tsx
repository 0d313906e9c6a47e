import type { DashboardData } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const DASHBOARD = `GET /analytics/dashboard?tz=${encodeURIComponent(ZONE)}`;

const days = (counts: number[] = []) =>
  Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, count: counts[i] ?? 0 }));

function dashboardBody(overrides: Partial<DashboardData> = {}): DashboardData {
  return {
    overview: { totalResumes: 0, totalOutreach: 0, totalDocuments: 0 },
    resumeStats: { total: 0, processed: 0, parsed: 0, failed: 0, withSummaries: 0 },
    outreachStats: { opened: 0, delivered: 0, sent: 0, failed: 0, replied: 0, successRate: 0 },
    documentStats: { total: 0, processed: 0, failed: 0 },
    activity: { resumes: days(), outreach: days(), documents: days() },
    recentActivity: { resumes: [], outreach: [], documents: [] },
    timeZone: ZONE,
    ...overrides,
  };
}

const busy = dashboardBody({
  overview: { totalResumes: 12500, totalOutreach: 1234, totalDocuments: 42 },
  resumeStats: { total: 12500, processed: 9000, parsed: 3000, failed: 0, withSummaries: 9375 },
  outreachStats: { opened: 310, delivered: 500, sent: 190, failed: 0, replied: 0, successRate: 66.66 },
  documentStats: { total: 42, processed: 40, failed: 2 },
  activity: { resumes: days([0, 3]), outreach: days(), documents: days() },
  recentActivity: {
    resumes: [{ id: 'r1', filename: 'grace-whitfield.pdf', status: 'processed', createdAt: '2026-11-22T15:45:00Z' }],
    outreach: [
      { id: 'o1', recipient: 'Daniel Ortega', status: 'opened', createdAt: '2026-11-21T09:05:00Z' },
      { id: 'o2', recipient: 'sam@example.com', status: 'bounced', createdAt: '2026-11-20T09:05:00Z' },
    ],
    documents: [{ id: 'd1', title: 'Onboarding policy', status: 'uploaded', createdAt: '2026-11-19T08:00:00Z' }],
  },
});

// recharts sizes its responsive charts with ResizeObserver, which jsdom does not have.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const card = (title: string) => screen.getByRole('region', { name: title });

describe('Healthcare dashboard', () => {
  it('greets the user and shows the four cards with counts, the analyzed count and the success rate to one decimal', async () => {
    mockApi({ ...signedInAs({ firstName: 'Grace' }), [DASHBOARD]: { body: busy } });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome back, Grace!' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Total Resumes' })).toHaveTextContent('12,500');
    expect(card('Total Resumes')).toHaveTextContent('9,375 analyzed');
    expect(card('Total Outreach')).toHaveTextContent('1,234');
    expect(within(card('Total Outreach')).getByText('66.7% success rate')).toHaveAttribute('title', expect.stringContaining('left the drafts'));
    expect(card('Documents')).toHaveTextContent('40 processed');
    expect(card('Emails Opened')).toHaveTextContent('310');
    expect(card('Emails Opened')).toHaveTextContent('Engagement tracking');
  });

  it('shows each pie segment with its share, leaves zero-count statuses out, and the three success metrics', async () => {
    mockApi({ ...signedInAs(), [DASHBOARD]: { body: busy } });
    renderApp('/dashboard');

    const legend = await screen.findByRole('list', { name: 'Outreach by status' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sent: 190 (19.0%)',
      'Delivered: 500 (50.0%)',
      'Opened: 310 (31.0%)',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Outreach Success Rate' })).toHaveAttribute('aria-valuenow', '66.7');
    expect(screen.getByRole('progressbar', { name: 'Resumes Analyzed' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByRole('progressbar', { name: 'Documents Processed' })).toHaveAttribute('aria-valuenow', '95.2');
    expect(screen.getByText('95.2%')).toBeInTheDocument();
    expect(screen.queryByText('No activity data available yet')).not.toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('When the recruiter wants to e-mail candidates, then the dashboard header links straight to the candidate selection', async () => {
    mockApi({ ...signedInAs(), [DASHBOARD]: { body: busy } });
    renderApp('/dashboard');

    expect(await screen.findByRole('link', { name: 'E-mail candidates' })).toHaveAttribute('href', '/outreach/candidates');
  });

  it('When the activity chart cannot be seen, then it is described in words', async () => {
    mockApi({ ...signedInAs(), [DASHBOARD]: { body: busy } });
    renderApp('/dashboard');

    expect(await screen.findByRole('img', { name: /^Activity over the last 30 days: 3 resumes/ })).toBeInTheDocument();
  });

  it('says what each outreach status and the success rate mean, on the page', async () => {
    mockApi({ ...signedInAs(), [DASHBOARD]: { body: busy } });
    renderApp('/dashboard');

    const performance = await screen.findByRole('region', { name: 'Outreach Performance' });
    for (const status of ['Sent: handed to the mail server', 'Delivered: accepted by the mail server', 'Opened: the candidate opened it', 'Failed: refused'])
      expect(performance).toHaveTextContent(status);
    expect(screen.getByRole('region', { name: 'Success Metrics' })).toHaveTextContent('out of every message that left the drafts');
  });

  it('caps the success-rate bar at 100%', async () => {
    mockApi({ ...signedInAs(), [DASHBOARD]: { body: { ...busy, outreachStats: { ...busy.outreachStats, successRate: 140 } } } });
    renderApp('/dashboard');

    expect(await screen.findByRole('progressbar', { name: 'Outreach Success Rate' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('lists recent items with date and time and a status badge in the spec colours, any other status grey', async () => {
    mockApi({ ...signedInAs(), [DASHBOARD]: { body: busy } });
    renderApp('/dashboard');

    const resumes = await screen.findByRole('region', { name: 'Recent Resumes' });
    const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    expect(within(resumes).getByText('grace-whitfield.pdf')).toBeInTheDocument();
    expect(within(resumes).getByText(when.format(new Date('2026-11-22T15:45:00Z')))).toBeInTheDocument();
    expect(within(resumes).getByText('Processed')).toHaveClass('badge--success');
    const outreach = screen.getByRole('region', { name: 'Recent Outreach' });
    expect(within(outreach).getByText('Opened')).toHaveClass('badge--purple');
    expect(within(outreach).getByText('Bounced')).toHaveClass('badge--neutral');
    expect(within(screen.getByRole('region', { name: 'Recent Documents' })).getByText('Uploaded')).toHaveClass('badge--warning');
  });

  it('When the tenant has nothing yet, then every empty state shows and the figures are zero', async () => {
    mockApi({ ...signedInAs(), [DASHBOARD]: { body: dashboardBody() } });
    renderApp('/dashboard');

    expect(await screen.findByText('No activity data available yet')).toBeInTheDocument();
    expect(screen.getByText('No outreach data available yet')).toBeInTheDocument();
    expect(screen.getAllByText('No data')).toHaveLength(2);
    expect(screen.getByText('No recent resumes')).toBeInTheDocument();
    expect(screen.getByText('No recent outreach')).toBeInTheDocument();
    expect(screen.getByText('No recent documents')).toBeInTheDocument();
    expect(card('Total Outreach')).toHaveTextContent('0.0% success rate');
    expect(screen.getByRole('progressbar', { name: 'Resumes Analyzed' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows a spinner while loading', async () => {
    let answer: (reply: { body: DashboardData }) => void = () => undefined;
    mockApi({ ...signedInAs(), [DASHBOARD]: () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/dashboard');

    expect(await screen.findByText('Loading dashboard…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toContainElement(screen.getByText('Loading dashboard…'));
    answer({ body: busy });
    expect(await screen.findByRole('region', { name: 'Total Resumes' })).toBeInTheDocument();
    expect(screen.queryByText('Loading dashboard…')).not.toBeInTheDocument();
  });

  it('When the call fails without a message, then the fallback shows in a red box', async () => {
    mockApi({ ...signedInAs(), [DASHBOARD]: { status: 500, body: '' } });
    renderApp('/dashboard');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    expect(screen.queryByRole('region', { name: 'Total Resumes' })).not.toBeInTheDocument();
  });

  it('When the server explains the failure, then its words show', async () => {
    mockApi({ ...signedInAs(), [DASHBOARD]: { status: 503, body: { message: 'The database is starting' } } });
    renderApp('/dashboard');

    expect(await screen.findByRole('alert')).toHaveTextContent('The database is starting');
  });

  it('When the user comes back to the dashboard, then it asks the server again', async () => {
    const api = mockApi({ ...signedInAs(), [DASHBOARD]: { body: busy }, 'GET /resumes?page=1&limit=6': { body: { resumes: [], pagination: {} } } });
    const { router } = renderApp('/dashboard');
    await screen.findByRole('region', { name: 'Total Resumes' });

    await router.navigate('/resumes');
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Total Resumes' })).not.toBeInTheDocument());
    await router.navigate('/dashboard');
    await screen.findByRole('region', { name: 'Total Resumes' });
    await vi.waitFor(() => expect(api.callsTo('GET', DASHBOARD.slice(4))).toHaveLength(2));
  });
});
