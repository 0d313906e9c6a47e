import type { Outreach } from '@app/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { idleQueue, outreach } from './test-support';

const pageBody = (outreaches: Outreach[], totalItems = outreaches.length, currentPage = 1) => ({
  outreaches,
  totalItems,
  totalPages: Math.ceil(totalItems / 5),
  currentPage,
});

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Outreach Management', () => {
  it('shows recipient, subject, status colour, date (sent, else created) and Edit for drafts, View for the rest', async () => {
    mockApi({
      ...signedInAs(),
      ...idleQueue,
      'GET /outreach?page=1&limit=5': {
        body: pageBody([
          outreach({ id: 'd1', subject: 'Draft subject', createdAt: '2026-03-07T12:00:00Z' }),
          outreach({ id: 's1', recipientName: 'John Park', recipientEmail: 'john@example.com', status: 'sent', sentAt: '2026-04-02T12:00:00Z' }),
          outreach({ id: 'v1', status: 'delivered' }),
          outreach({ id: 'p1', status: 'opened' }),
          outreach({ id: 'r1', status: 'replied' }),
        ]),
      },
    });
    renderApp('/outreach/management');

    await screen.findByRole('table');
    const [draft, sent, delivered, opened, replied] = rows();
    expect(within(draft!).getByText('Draft')).toHaveClass('badge--neutral');
    expect(within(draft!).getByText('Mar 7')).toBeInTheDocument();
    expect(within(draft!).getByText('Draft subject')).toBeInTheDocument();
    expect(within(draft!).getByRole('link', { name: 'Edit the draft to Maria Gonzalez' })).toHaveAttribute('href', '/outreach/compose?outreachId=d1');
    expect(within(sent!).getByText('Sent')).toHaveClass('badge--info');
    expect(within(sent!).getByText('Apr 2')).toBeInTheDocument();
    expect(within(sent!).getByText('john@example.com')).toBeInTheDocument();
    expect(within(sent!).getByRole('link', { name: 'View the e-mail to John Park' })).toHaveAttribute('href', '/outreach/s1');
    expect(within(delivered!).getByText('Delivered')).toHaveClass('badge--success');
    expect(within(opened!).getByText('Opened')).toHaveClass('badge--purple');
    expect(within(replied!).getByText('Replied')).toHaveClass('badge--indigo');
    expect(screen.getByRole('link', { name: 'New Outreach' })).toHaveAttribute('href', '/outreach/candidates');
  });

  it('shows failed in red', async () => {
    mockApi({ ...signedInAs(), ...idleQueue, 'GET /outreach?page=1&limit=5': { body: pageBody([outreach({ status: 'failed' })]) } });
    renderApp('/outreach/management');

    expect(await screen.findByText('Failed')).toHaveClass('badge--danger');
  });

  it('When there is no outreach, then the empty state reads "No outreach campaigns yet"', async () => {
    mockApi({ ...signedInAs(), ...idleQueue, 'GET /outreach?page=1&limit=5': { body: pageBody([]) } });
    renderApp('/outreach/management');

    expect(await screen.findByText('No outreach campaigns yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Outreach pages' })).not.toBeInTheDocument();
  });

  it('When the list cannot be loaded, then "Failed to load outreaches" is shown', async () => {
    mockApi({ ...signedInAs(), ...idleQueue, 'GET /outreach?page=1&limit=5': { status: 500, body: '' } });
    renderApp('/outreach/management');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load outreaches');
  });

  it('pages 5 rows at a time with Previous/Next and at most 5 page buttons around the current page', async () => {
    const routes: Record<string, (call: ApiCall) => { body: unknown }> = {};
    for (let page = 1; page <= 12; page += 1) {
      routes[`GET /outreach?page=${page}&limit=5`] = () => ({ body: pageBody([outreach({ id: `p${page}`, subject: `Subject on page ${page}` })], 60, page) });
    }
    mockApi({ ...signedInAs(), ...idleQueue, ...routes });
    const { location } = renderApp('/outreach/management?page=6');

    await screen.findByText('Subject on page 6');
    const pages = screen.getByRole('navigation', { name: 'Outreach pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page / }).map((button) => button.textContent)).toEqual(['4', '5', '6', '7', '8']);
    expect(within(pages).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Subject on page 7')).toBeInTheDocument();
    expect(location().search).toBe('?page=7');
    expect(within(pages).queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Subject on page 5')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Subject on page 4')).toBeInTheDocument();
  });

  it('When an old link points past the last page, then the last page that exists is shown', async () => {
    mockApi({
      ...signedInAs(),
      ...idleQueue,
      'GET /outreach?page=9&limit=5': { body: pageBody([], 7, 9) },
      'GET /outreach?page=2&limit=5': { body: pageBody([outreach({ subject: 'The last message' })], 7, 2) },
    });
    const { location } = renderApp('/outreach/management?page=9');

    expect(await screen.findByText('The last message')).toBeInTheDocument();
    expect(location().search).toBe('?page=2');
  });
});

describe('Outreach Management: Send all drafts', () => {
  it('queues the drafts on screen (or only the ticked ones), shows progress while the queue works, and refreshes the list', async () => {
    let progress = { queued: 0, sending: 0, sentSinceStart: 0, failedSinceStart: 0 };
    let status = 'draft';
    const calls = mockApi({
      ...signedInAs(),
      'GET /outreach/queue': () => ({ body: progress }),
      'GET /outreach?page=1&limit=5': () => ({
        body: pageBody([
          outreach({ id: 'd1', recipientName: 'Maria Gonzalez', status }),
          outreach({ id: 'd2', recipientName: 'John Park', status }),
          outreach({ id: 's1', recipientName: 'Lee Chen', status: 'sent' }),
        ]),
      }),
      'POST /outreach/queue': (call: ApiCall) => {
        progress = { queued: 1, sending: 1, sentSinceStart: 0, failedSinceStart: 0 };
        status = 'queued';
        return { status: 202, body: { queued: (call.body as { ids: string[] }).ids.length } };
      },
    });
    renderApp('/outreach/management');
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Send all drafts' }));
    expect(calls.callsTo('POST', '/outreach/queue')[0]?.body).toEqual({ ids: ['d1', 'd2'] });
    expect(await screen.findByText(/Sending drafts: 1 waiting, 1 sending, 0 sent, 0 failed/)).toBeInTheDocument();
    expect(await screen.findAllByText('Queued')).toHaveLength(2);

    progress = { queued: 0, sending: 0, sentSinceStart: 2, failedSinceStart: 0 };
    status = 'delivered';
    await act(() => new Promise((resolve) => setTimeout(resolve, 1700)));
    expect(await screen.findByText('Queued drafts processed: 2 sent, 0 failed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Delivered')).toHaveLength(2));
  });

  it('When drafts are ticked, then only those are queued', async () => {
    const calls = mockApi({
      ...signedInAs(),
      ...idleQueue,
      'GET /outreach?page=1&limit=5': { body: pageBody([outreach({ id: 'd1' }), outreach({ id: 'd2', recipientName: 'John Park' })]) },
      'POST /outreach/queue': { status: 202, body: { queued: 1 } },
    });
    renderApp('/outreach/management');

    await userEvent.click(await screen.findByLabelText('Select the draft to John Park'));
    await userEvent.click(screen.getByRole('button', { name: 'Send 1 selected draft' }));

    expect(calls.callsTo('POST', '/outreach/queue')[0]?.body).toEqual({ ids: ['d2'] });
  });

  it('When no draft is on screen, then Send all drafts is disabled', async () => {
    mockApi({ ...signedInAs(), ...idleQueue, 'GET /outreach?page=1&limit=5': { body: pageBody([outreach({ status: 'sent' })]) } });
    renderApp('/outreach/management');

    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Send all drafts' })).toBeDisabled();
  });
});
