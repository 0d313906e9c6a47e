import type { ListedOutreach } from '@app/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { idleQueue, outreach } from './test-support';

const pageBody = (outreaches: ListedOutreach[], totalItems = outreaches.length, currentPage = 1, draftCount = outreaches.filter((row) => row.status === 'draft').length) => ({
  outreaches,
  totalItems,
  totalPages: Math.ceil(totalItems / 5),
  currentPage,
  draftCount,
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
    expect(within(sent!).getByText('john@example.com')).toHaveAttribute('title', 'john@example.com');
    expect(within(sent!).getByText('john@example.com')).toHaveClass('email-address');
    expect(within(sent!).getByRole('link', { name: 'View the e-mail to John Park' })).toHaveAttribute('href', '/outreach/s1');
    expect(within(delivered!).getByText('Delivered')).toHaveClass('badge--success');
    expect(within(opened!).getByText('Opened')).toHaveClass('badge--purple');
    expect(within(replied!).getByText('Replied')).toHaveClass('badge--indigo');
    expect(screen.getByRole('link', { name: 'New Outreach' })).toHaveAttribute('href', '/outreach/candidates');
  });

  it('When a draft uses placeholders, then its subject reads as the recipient gets it (rendered by the server), not as a template', async () => {
    const rendered = { subject: 'An ICU Nurse role for you, Maria', content: 'Hi Maria,\nAda Lovelace' };
    mockApi({
      ...signedInAs(),
      ...idleQueue,
      'GET /outreach?page=1&limit=5': { body: pageBody([outreach({ subject: 'An {{candidateTitle}} role for you, {{candidateName|there}}', rendered })]) },
    });
    renderApp('/outreach/management');

    await screen.findByRole('table');
    expect(within(rows()[0]!).getByText(rendered.subject)).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveTextContent('{{');
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
  const dialog = () => screen.getByRole('dialog');

  it('When the drafts are on page 2, then Send all drafts asks "Send 3 drafts?", queues every draft of the team and says how many were queued', async () => {
    const sent = Array.from({ length: 5 }, (_, index) => outreach({ id: `s${index}`, status: 'sent' }));
    const calls = mockApi({
      ...signedInAs(),
      ...idleQueue,
      'GET /outreach?page=1&limit=5': { body: pageBody(sent, 8, 1, 3) },
      'POST /outreach/queue': { status: 202, body: { queued: 3 } },
    });
    renderApp('/outreach/management');
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Send all drafts' }));
    expect(dialog()).toHaveAccessibleName('Send 3 drafts?');
    expect(dialog()).toHaveAccessibleDescription(/Every draft of your team, on every page, goes to its recipient as the list shows it, one after another at 30 a minute/);
    expect(calls.callsTo('POST', '/outreach/queue')).toHaveLength(0);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Send 3 drafts' }));

    expect(calls.callsTo('POST', '/outreach/queue').map((call) => call.body)).toEqual([{ all: true }]);
    expect(await screen.findByText('3 drafts queued for sending.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('When the confirmation is cancelled with Cancel, Escape or a click beside it, then nothing is queued and focus returns to the button', async () => {
    const calls = mockApi({
      ...signedInAs(),
      ...idleQueue,
      'GET /outreach?page=1&limit=5': { body: pageBody([outreach({ id: 'd1' })], 9, 1, 9) },
    });
    renderApp('/outreach/management');
    await screen.findByRole('table');
    const button = screen.getByRole('button', { name: 'Send all drafts' });

    await userEvent.click(button);
    expect(dialog()).toHaveAccessibleName('Send 9 drafts?');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(dialog()).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(document.querySelector('.dialog-backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.callsTo('POST', '/outreach/queue')).toHaveLength(0);
  });

  it('When the confirmation is open, then it is modal and keyboard focus stays inside it, starting on Cancel', async () => {
    mockApi({ ...signedInAs(), ...idleQueue, 'GET /outreach?page=1&limit=5': { body: pageBody([outreach({ id: 'd1' })]) } });
    renderApp('/outreach/management');
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Send all drafts' }));
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    const cancel = within(dialog()).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog()).getByRole('button', { name: 'Send 1 draft' });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
    // The page behind cannot be reached while the question is open.
    expect(screen.getByRole('table').closest('[inert]')).not.toBeNull();
  });

  it('When drafts are ticked on two pages, then only those are queued, after "Send 2 selected drafts?", and it says how many went in', async () => {
    const calls = mockApi({
      ...signedInAs(),
      ...idleQueue,
      'GET /outreach?page=1&limit=5': { body: pageBody([outreach({ id: 'd1' }), outreach({ id: 'd2', recipientName: 'John Park' })], 7, 1, 7) },
      'GET /outreach?page=2&limit=5': { body: pageBody([outreach({ id: 'd7', recipientName: 'Lee Chen' })], 7, 2, 7) },
      'POST /outreach/queue': { status: 202, body: { queued: 1 } },
    });
    renderApp('/outreach/management');

    await userEvent.click(await screen.findByLabelText('Select the draft to John Park'));
    expect(screen.getByRole('button', { name: 'Send 1 selected draft' })).toBeEnabled();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Outreach pages' })).getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByLabelText('Select the draft to Lee Chen'));
    await userEvent.click(screen.getByRole('button', { name: 'Send 2 selected drafts' }));
    expect(dialog()).toHaveAccessibleName('Send 2 selected drafts?');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Send 2 drafts' }));

    expect(calls.callsTo('POST', '/outreach/queue').map((call) => call.body)).toEqual([{ ids: ['d2', 'd7'] }]);
    expect(
      await screen.findByText('1 of 2 drafts queued for sending. The others were already queued or sent, or their recipients unsubscribed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send all drafts' })).toBeInTheDocument();
  });

  it('shows progress while the queue works, then its totals, and refreshes the list', async () => {
    let progress = { queued: 0, sending: 0, sentSinceStart: 0, failedSinceStart: 0, perMinute: 30 };
    let status = 'draft';
    mockApi({
      ...signedInAs(),
      'GET /outreach/queue': () => ({ body: progress }),
      'GET /outreach?page=1&limit=5': () => ({
        body: pageBody([
          outreach({ id: 'd1', recipientName: 'Maria Gonzalez', status }),
          outreach({ id: 'd2', recipientName: 'John Park', status }),
          outreach({ id: 's1', recipientName: 'Lee Chen', status: 'sent' }),
        ]),
      }),
      'POST /outreach/queue': () => {
        progress = { ...progress, queued: 1, sending: 1 };
        status = 'queued';
        return { status: 202, body: { queued: 2 } };
      },
    });
    renderApp('/outreach/management');
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Send all drafts' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Send 2 drafts' }));
    expect(await screen.findByText('2 drafts queued for sending.')).toBeInTheDocument();
    expect(await screen.findByText(/Sending drafts: 1 waiting, 1 sending, 0 sent, 0 failed/)).toBeInTheDocument();
    expect(await screen.findAllByText('Queued')).toHaveLength(2);

    progress = { ...progress, queued: 0, sending: 0, sentSinceStart: 2 };
    status = 'delivered';
    await act(() => new Promise((resolve) => setTimeout(resolve, 1700)));
    expect(await screen.findByText('Queued drafts processed: 2 sent, 0 failed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Delivered')).toHaveLength(2));
  });

  it('When the team has no draft on any page, then Send all drafts is disabled', async () => {
    mockApi({ ...signedInAs(), ...idleQueue, 'GET /outreach?page=1&limit=5': { body: pageBody([outreach({ status: 'sent' })], 1, 1, 0) } });
    renderApp('/outreach/management');

    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Send all drafts' })).toBeDisabled();
  });
});
