import type { OutreachDetail } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { outreach } from './test-support';

const facts = () => screen.getByRole('region', { name: 'Details' });
const fact = (label: string) => within(facts()).getByText(label, { selector: 'dt' }).nextElementSibling;
const technicalDetails = () => within(facts()).getByText('Technical details', { selector: 'summary' }).closest('details')!;

describe('Outreach detail', () => {
  it('shows recipient, status, tracking times, sender, created date, template, the timeline and the replies placeholder', async () => {
    mockApi({
      ...signedInAs(),
      'GET /outreach/o1': {
        body: outreach({
          status: 'opened',
          subject: 'Hello Maria Gonzalez',
          content: 'Line one\nLine two',
          sentAt: '2026-03-07T15:04:00Z',
          deliveredAt: '2026-03-07T15:04:01Z',
          openedAt: '2026-03-07T16:30:00Z',
          createdAt: '2026-03-06T10:00:00Z',
          template: { id: 't1', name: 'ICU opening' },
          sentBy: { firstName: 'Grace', lastName: 'Hopper' },
          events: [
            { id: 'e1', type: 'sent', createdAt: '2026-03-07T15:04:00Z', detail: null },
            { id: 'e2', type: 'delivered', createdAt: '2026-03-07T15:04:01Z', detail: { response: '250 OK' } },
            { id: 'e3', type: 'open_ignored', createdAt: '2026-03-07T15:04:02Z', detail: { reason: 'GoogleImageProxy' } },
            { id: 'e4', type: 'open', createdAt: '2026-03-07T16:30:00Z', detail: null },
          ],
        }),
      },
    });
    renderApp('/outreach/o1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Gonzalez' })).toBeInTheDocument();
    expect(within(facts()).getByText('Opened', { selector: '.badge' })).toHaveClass('badge--purple');
    expect(fact('Sent')).toHaveTextContent(/Mar 7, 2026/);
    expect(fact('Delivered')).not.toHaveTextContent('—');
    expect(fact('Opened')).not.toHaveTextContent('—');
    expect(fact('Sender')).toHaveTextContent('Grace Hopper');
    expect(fact('Created')).toHaveTextContent(/Mar 6, 2026/);
    expect(fact('Template')).toHaveTextContent('ICU opening');
    const timeline = within(screen.getByRole('region', { name: 'Activity' })).getAllByRole('listitem');
    expect(timeline.map((item) => item.querySelector('.timeline__label')?.textContent)).toEqual([
      'Handed to the mail server',
      'Accepted for the recipient',
      'Fetched by a machine (not counted as opened)',
      'Opened',
    ]);
    // The mail server's words are not in the way: they are folded under "Technical details".
    expect(timeline[1]).not.toHaveTextContent('250 OK');
    expect(timeline[2]).not.toHaveTextContent('GoogleImageProxy');
    expect(within(screen.getByRole('region', { name: 'Email Replies' })).getByText('Reply functionality coming soon')).toBeInTheDocument();
    expect(screen.getByText(/Line one\s+Line two/)).toBeInTheDocument();
    // What went out has no template to show beside it.
    expect(screen.queryByRole('button', { name: 'Show template' })).not.toBeInTheDocument();
    // Only drafts can be edited or sent.
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Email' })).not.toBeInTheDocument();
  });

  it('folds the Message-ID and the mail server\'s replies under a closed "Technical details" disclosure', async () => {
    mockApi({
      ...signedInAs(),
      'GET /outreach/o1': {
        body: outreach({
          status: 'delivered',
          messageId: '<8f2c@mail.example.com>',
          events: [
            { id: 'e1', type: 'sent', createdAt: '2026-03-07T15:04:00Z', detail: { messageId: '<8f2c@mail.example.com>' } },
            { id: 'e2', type: 'delivered', createdAt: '2026-03-07T15:04:01Z', detail: { response: '250 2.0.0 OK queued as 4711' } },
          ],
        }),
      },
    });
    renderApp('/outreach/o1');
    await screen.findByRole('heading', { level: 1, name: 'Maria Gonzalez' });

    const disclosure = technicalDetails();
    expect(disclosure.open).toBe(false);
    expect(within(disclosure).getByText('Message-ID', { selector: 'dt' }).nextElementSibling).toHaveTextContent('<8f2c@mail.example.com>');
    expect(within(disclosure).getByText(/^Accepted for the recipient/, { selector: 'dt' }).nextElementSibling).toHaveTextContent('250 2.0.0 OK queued as 4711');
    expect(screen.getAllByText(/4711/)).toHaveLength(1);

    await userEvent.click(within(disclosure).getByText('Technical details'));
    expect(disclosure.open).toBe(true);
  });

  it('shows a long recipient address whole in its text and title, for CSS to cut with an ellipsis', async () => {
    const email = 'maria.gonzalez-rodriguez.intensive-care@st-elsewhere-hospital.example.com';
    mockApi({ ...signedInAs(), 'GET /outreach/o1': { body: outreach({ recipientEmail: email, status: 'sent' }) } });
    renderApp('/outreach/o1');
    await screen.findByRole('heading', { level: 1, name: 'Maria Gonzalez' });

    for (const shown of screen.getAllByText(email)) {
      expect(shown).toHaveClass('email-address');
      expect(shown).toHaveAttribute('title', email);
    }
    expect(screen.getAllByText(email)).toHaveLength(2);
  });

  it('When the outreach does not exist, then "Outreach Not Found" with Back to Management', async () => {
    mockApi({ ...signedInAs(), 'GET /outreach/missing': { status: 404, body: { message: 'Outreach not found' } } });
    renderApp('/outreach/missing');

    expect(await screen.findByRole('heading', { name: 'Outreach Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Management' })).toHaveAttribute('href', '/outreach/management');
  });

  it('When loading fails otherwise, then "Failed to load outreach" is shown', async () => {
    mockApi({ ...signedInAs(), 'GET /outreach/o1': { status: 500, body: '' } });
    renderApp('/outreach/o1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load outreach');
  });
});

describe('Outreach detail: a draft', () => {
  function draftApi(routes: Parameters<typeof mockApi>[0] = {}) {
    let stored: OutreachDetail = outreach();
    const api = mockApi({
      ...signedInAs(),
      'GET /outreach/o1': () => ({ body: stored }),
      'PUT /outreach/o1': (call: ApiCall) => {
        const { rendered: _stale, ...row } = stored;
        stored = outreach({ ...row, ...(call.body as object) });
        return { body: stored };
      },
      'POST /outreach/o1/send': () => {
        stored = { ...stored, status: 'delivered', sentAt: '2026-03-08T10:00:00Z', deliveredAt: '2026-03-08T10:00:01Z', events: [{ id: 'e1', type: 'sent', createdAt: '2026-03-08T10:00:00Z', detail: null }] };
        return { body: stored };
      },
      ...routes,
    });
    renderApp('/outreach/o1');
    return api;
  }

  it('shows the draft as the recipient will get it, rendered by the server as the send will, with its template one click away', async () => {
    const template = { subject: 'A role for {{candidateName|there}}', content: 'Hi {{candidateName}},\nA {{candidateTitle|nursing}} role.\n\n{{yourName}}' };
    const rendered = { subject: 'A role for Maria Gonzalez', content: 'Hi Maria Gonzalez,\nA ICU Nurse role.\n\nAda Lovelace' };
    mockApi({ ...signedInAs(), 'GET /outreach/o1': { body: outreach({ ...template, rendered }) } });
    renderApp('/outreach/o1');

    const message = await screen.findByRole('region', { name: 'Message' });
    expect(within(message).getByText('As Maria Gonzalez <maria@example.com> will receive it')).toBeInTheDocument();
    expect(within(message).getByText(rendered.subject)).toBeInTheDocument();
    expect(within(message).getByText(/A ICU Nurse role\.\s+Ada Lovelace/)).toBeInTheDocument();
    expect(message).not.toHaveTextContent('{{');
    expect(within(message).getByRole('button', { name: 'Send Email' })).toBeEnabled();

    const toggle = within(message).getByRole('button', { name: 'Show template' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const shown = within(message).getByRole('group', { name: 'Template' });
    expect(shown).toHaveTextContent(template.subject);
    expect(within(shown).getByText(/A \{\{candidateTitle\|nursing\}\} role\./)).toBeInTheDocument();
    await userEvent.click(within(message).getByRole('button', { name: 'Hide template' }));
    expect(within(message).queryByRole('group', { name: 'Template' })).not.toBeInTheDocument();
  });

  it('edits inline with Save Changes; Send Email is disabled while editing; Cancel leaves the text as it was', async () => {
    const api = draftApi();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));

    expect(screen.getByRole('button', { name: 'Send Email' })).toBeDisabled();
    const subject = screen.getByLabelText('Subject*');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Scrapped');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Hello Maria Gonzalez')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText('Subject*'));
    await userEvent.type(screen.getByLabelText('Subject*'), 'A better subject');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Outreach updated successfully')).toBeInTheDocument();
    expect(screen.getByText('A better subject')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/outreach/o1')[0]?.body).toEqual({ subject: 'A better subject', content: 'Hi {{candidateName}},\nWe have a role for you.' });
  });

  it('When the edited subject is blank, then "Please fill in subject and content" and nothing is saved', async () => {
    const api = draftApi();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText('Subject*'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in subject and content');
    expect(api.callsTo('PUT', '/outreach/o1')).toHaveLength(0);

    // Gone as soon as the subject is back, without another press.
    await userEvent.type(screen.getByLabelText('Subject*'), 'S');
    expect(screen.queryByText('Please fill in subject and content')).not.toBeInTheDocument();
  });

  it('When saving fails without a message, then "Failed to update outreach" is shown', async () => {
    draftApi({ 'PUT /outreach/o1': { status: 500, body: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update outreach');
  });

  it('Send Email sends it: "Email sent successfully", the new status and the timeline', async () => {
    const api = draftApi();
    await userEvent.click(await screen.findByRole('button', { name: 'Send Email' }));

    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(facts()).getByText('Delivered', { selector: '.badge' })).toHaveClass('badge--success'));
    expect(screen.getByText('Handed to the mail server')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Email' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/outreach/o1/send')).toHaveLength(1);
  });

  it('When sending fails without a message, then "Failed to send email" is shown', async () => {
    draftApi({ 'POST /outreach/o1/send': { status: 500, body: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Send Email' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send email');
  });
});

describe('Outreach detail: a failed message', () => {
  it('shows the error and Retry sends it again', async () => {
    let stored = outreach({ status: 'failed', errorMessage: '550 5.1.1 Mailbox unavailable', subject: 'Hello Maria Gonzalez' });
    const api = mockApi({
      ...signedInAs(),
      'GET /outreach/o1': () => ({ body: stored }),
      'POST /outreach/o1/retry': () => {
        stored = { ...stored, status: 'delivered', errorMessage: null };
        return { body: stored };
      },
    });
    renderApp('/outreach/o1');

    // Plain words first; the mail server's own words under "Technical details".
    expect(await within(await screen.findByRole('region', { name: 'Details' })).findByText("The recipient's mail server says this address does not exist.")).toBeInTheDocument();
    expect(within(technicalDetails()).getByText('550 5.1.1 Mailbox unavailable')).toBeInTheDocument();
    expect(within(facts()).getByText('Failed', { selector: '.badge' })).toHaveClass('badge--danger');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument());
    expect(screen.queryByText('550 5.1.1 Mailbox unavailable')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/outreach/o1/retry')).toHaveLength(1);
  });

  it('When the retry is refused, then the server text shows and the message stays failed', async () => {
    mockApi({
      ...signedInAs(),
      'GET /outreach/o1': { body: outreach({ status: 'failed', errorMessage: 'Connection refused' }) },
      'POST /outreach/o1/retry': { status: 502, body: { message: 'The email could not be sent: Connection refused' } },
    });
    renderApp('/outreach/o1');

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The email could not be sent: Connection refused');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
