import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { candidate, candidateLookup, outreach, storedSelection, storeSelection, template } from './test-support';

const maria = candidate();
const john = candidate({ email: 'john@example.com', fullName: 'John Park', title: 'Physical Therapist', phone: null });
const icu = template();

const preview = () => screen.getByRole('region', { name: 'Preview' });

function api(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ ...signedInAs(), 'GET /email-templates': { body: [icu] }, 'POST /outreach/candidates/lookup': candidateLookup([maria, john]), ...routes });
}

const managementRoutes = {
  'GET /outreach?page=1&limit=5': { body: { outreaches: [], totalPages: 0, totalItems: 0, currentPage: 1, draftCount: 0 } },
  'GET /outreach/queue': { body: { queued: 0, sending: 0, sentSinceStart: 0, failedSinceStart: 0, perMinute: 30 } },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calls that change something: every call but the reads (the recipients' look-up is a POST that reads). */
const changesOf = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.method !== 'GET' && call.path !== '/outreach/candidates/lookup');

/** Types text as is: user-event reads `{` and `[` as key names unless doubled. */
const literally = (text: string) => text.replace(/[{[]/g, '$&$&');

async function fill(subject: string, content: string) {
  const subjectField = await screen.findByLabelText('Subject*');
  await userEvent.clear(subjectField);
  if (subject) await userEvent.type(subjectField, literally(subject));
  const contentField = screen.getByLabelText('Content*');
  await userEvent.clear(contentField);
  if (content) await userEvent.type(contentField, literally(content));
}

describe('Compose: arriving', () => {
  it('When there is no stored selection, then it redirects to the candidate selection', async () => {
    mockApi({ ...signedInAs() });
    const { location } = renderApp('/outreach/compose');

    await waitFor(() => expect(location().pathname).toBe('/outreach/candidates'));
  });

  it('lists the chosen candidates, offers saved templates plus Custom Template, and Back to Selection', async () => {
    storeSelection([maria, john]);
    api();
    renderApp('/outreach/compose');

    const recipients = await screen.findByRole('region', { name: 'Recipients (2)' });
    expect(within(recipients).getByText('Maria Gonzalez')).toBeInTheDocument();
    expect(within(recipients).getByText('john@example.com')).toHaveAttribute('title', 'john@example.com');
    expect(within(recipients).getByText('john@example.com')).toHaveClass('email-address');
    const picker = screen.getByLabelText('Template');
    await waitFor(() => expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Custom Template', 'ICU opening']));
    expect(screen.getByRole('link', { name: 'Back to Selection' })).toHaveAttribute('href', '/outreach/candidates');
    expect(screen.getByRole('button', { name: 'Save Draft for 2 Candidates' })).toBeInTheDocument();
  });

  it('When Select All handed over addresses alone, then Compose reads those candidates in one call and writes to them by name', async () => {
    const many = Array.from({ length: 300 }, (_, index) => candidate({ email: `nurse${index}@example.com`, fullName: `Nurse ${index}`, title: 'ICU Nurse' }));
    storeSelection([maria, ...many.map(({ email }) => ({ email }))]);
    const calls = api({ 'POST /outreach/candidates/lookup': candidateLookup([maria, ...many]) });
    renderApp('/outreach/compose');

    const recipients = await screen.findByRole('region', { name: 'Recipients (301)' });
    expect(within(recipients).getByText('Nurse 299')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Draft for 301 Candidates' })).toBeInTheDocument();
    // One request with every address in its body: 300 addresses are no query string.
    const lookups = calls.callsTo('POST', '/outreach/candidates/lookup');
    expect(lookups).toHaveLength(1);
    expect((lookups[0]?.body as { emails: string[] }).emails).toHaveLength(301);
  });

  it('When the recipients cannot be read again, then Compose still writes to the selection as it was handed over', async () => {
    storeSelection([maria, { email: 'nurse7@example.com' }]);
    api({ 'POST /outreach/candidates/lookup': { status: 400, body: { message: 'Bad request' } } });
    renderApp('/outreach/compose');

    const recipients = await screen.findByRole('region', { name: 'Recipients (2)' });
    expect(within(recipients).getByText('Maria Gonzalez')).toBeInTheDocument();
    expect(within(recipients).getAllByText('nurse7@example.com')).toHaveLength(2);
  });

  it('When the templates cannot be loaded, then "Failed to load templates" shows and Custom Template still works', async () => {
    storeSelection([maria]);
    mockApi({ ...signedInAs(), 'GET /email-templates': { status: 500, body: '' } });
    renderApp('/outreach/compose');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load templates');
    expect(screen.getByRole('button', { name: 'Save Draft for 1 Candidates' })).toBeEnabled();
  });
});

describe('Compose: live preview', () => {
  it('renders a picked template for the first candidate with the signed-in sender, as it will be sent', async () => {
    storeSelection([maria, john]);
    api();
    renderApp('/outreach/compose');
    await screen.findByRole('option', { name: 'ICU opening' });

    await userEvent.selectOptions(screen.getByLabelText('Template'), 'ICU opening');

    expect(screen.getByLabelText('Subject*')).toHaveValue('ICU role for {{candidateName}}');
    expect(within(preview()).getByText('ICU role for Maria Gonzalez')).toBeInTheDocument();
    expect(within(preview()).getByTestId('preview-body')).toHaveTextContent('Dear Maria Gonzalez, Our ICU is hiring. Ada Lovelace');
    expect(within(preview()).queryByText('Check before sending:')).not.toBeInTheDocument();
  });

  it('flags a missing value and an unknown placeholder; the unknown one stays visible in the preview', async () => {
    storeSelection([john]);
    api();
    renderApp('/outreach/compose');

    await fill('Hi', 'Call {{candidatePhone}} or {{candidatPhone}}');

    const flags = within(preview()).getByRole('status');
    expect(flags).toHaveTextContent('{{candidatPhone}} is not a known placeholder and will be sent as written.');
    expect(flags).toHaveTextContent('{{candidatePhone}} has no value for John Park and will be left empty.');
    expect(within(preview()).getByText('{{candidatPhone}}', { selector: 'mark' })).toBeInTheDocument();
    expect(within(preview()).getByTestId('preview-body')).toHaveTextContent(/^Call or \{\{candidatPhone\}\}$/);
  });

  it('inserts a placeholder from the helper at the cursor of the field worked in last', async () => {
    storeSelection([maria]);
    api();
    renderApp('/outreach/compose');
    await fill('Hello ', 'Dear ,');
    const content = screen.getByLabelText('Content*') as HTMLTextAreaElement;
    const subject = screen.getByLabelText('Subject*');
    content.setSelectionRange(5, 5);
    // A quick hand: the subject is clicked straight after the first insertion, within one frame.
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: '{{candidateName}}' }));
    expect(content).toHaveValue('Dear {{candidateName}},');
    await user.click(subject);
    await new Promise((frames) => setTimeout(frames, 50));
    expect(subject).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '{{yourName}}' }));
    expect(subject).toHaveValue('Hello {{yourName}}');
    expect(subject).toHaveFocus();
    expect(within(preview()).getByText('Hello Ada Lovelace')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Insert a placeholder' })).getAllByRole('button')).toHaveLength(8);
  });
});

describe('Compose: saving and sending', () => {
  it('When subject or content is blank, then "Please fill in subject and content" and nothing is sent', async () => {
    storeSelection([maria]);
    const calls = api();
    renderApp('/outreach/compose');
    await fill('Only a subject', '');

    await userEvent.click(screen.getByRole('button', { name: 'Save Draft for 1 Candidates' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in subject and content');
    await fill('   ', 'Body');
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in subject and content');

    expect(changesOf(calls)).toHaveLength(0);
  });

  it('When the blank field is filled in, then "Please fill in subject and content" goes at once', async () => {
    storeSelection([maria]);
    api();
    renderApp('/outreach/compose');
    await fill('Only a subject', '');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft for 1 Candidates' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in subject and content');

    await userEvent.type(screen.getByLabelText('Content*'), 'B');

    expect(screen.queryByText('Please fill in subject and content')).not.toBeInTheDocument();
  });

  it('saves one draft per candidate with the raw placeholders, clears the selection and goes to Management', async () => {
    storeSelection([maria, john]);
    let next = 0;
    const calls = api({
      'POST /outreach': (call: ApiCall) => ({ status: 201, body: outreach({ id: `d${++next}`, ...(call.body as object) }) }),
      'GET /outreach?page=1&limit=5': { body: { outreaches: [], totalPages: 0, totalItems: 0, currentPage: 1 } },
      'GET /outreach/queue': { body: { queued: 0, sending: 0 } },
    });
    const { location } = renderApp('/outreach/compose');
    await screen.findByRole('option', { name: 'ICU opening' });
    await userEvent.selectOptions(screen.getByLabelText('Template'), 'ICU opening');

    await userEvent.click(screen.getByRole('button', { name: 'Save Draft for 2 Candidates' }));

    await waitFor(() => expect(location().pathname).toBe('/outreach/management'));
    expect(await screen.findByText('2 drafts saved')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/outreach').map((call) => call.body)).toEqual([
      { templateId: 't1', recipientEmail: 'maria@example.com', recipientName: 'Maria Gonzalez', subject: icu.subject, content: icu.content },
      { templateId: 't1', recipientEmail: 'john@example.com', recipientName: 'John Park', subject: icu.subject, content: icu.content },
    ]);
    expect(storedSelection()).toBeNull();
  });

  it('When one draft fails half-way, then the error shows, the selection stays, and trying again creates only the rest', async () => {
    storeSelection([maria, john]);
    let failJohn = true;
    const calls = api({
      'POST /outreach': (call: ApiCall) => {
        const body = call.body as { recipientEmail: string };
        if (body.recipientEmail === 'john@example.com' && failJohn) {
          failJohn = false;
          return { status: 500, body: '' };
        }
        return { status: 201, body: outreach({ id: body.recipientEmail }) };
      },
      'GET /outreach?page=1&limit=5': { body: { outreaches: [], totalPages: 0, totalItems: 0, currentPage: 1 } },
      'GET /outreach/queue': { body: { queued: 0, sending: 0 } },
    });
    const { location } = renderApp('/outreach/compose');
    await fill('Hi', 'Body');

    await userEvent.click(screen.getByRole('button', { name: 'Save Draft for 2 Candidates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save outreach');
    expect(storedSelection()).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Save Draft for 2 Candidates' }));
    await waitFor(() => expect(location().pathname).toBe('/outreach/management'));
    expect(calls.callsTo('POST', '/outreach').map((call) => (call.body as { recipientEmail: string }).recipientEmail)).toEqual([
      'maria@example.com',
      'john@example.com',
      'john@example.com',
    ]);
  });

  it('Send Email creates the draft for the FIRST candidate only, sends it and opens its detail with the success message', async () => {
    storeSelection([maria, john]);
    const calls = api({
      'POST /outreach': { status: 201, body: outreach({ id: 'first' }) },
      'POST /outreach/first/send': { body: outreach({ id: 'first', status: 'delivered' }) },
      'GET /outreach/first': { body: outreach({ id: 'first', status: 'delivered', subject: 'Hi Maria Gonzalez' }) },
    });
    const { location } = renderApp('/outreach/compose');
    await fill('Hi {{candidateName}}', 'Body');

    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    const dialog = screen.getByRole('dialog', { name: 'Send to one candidate or to all 2?' });
    expect(changesOf(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to Maria Gonzalez <maria@example.com>' }));

    await waitFor(() => expect(location().pathname).toBe('/outreach/first'));
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/outreach')).toHaveLength(1);
    expect(calls.callsTo('POST', '/outreach')[0]?.body).toMatchObject({ recipientEmail: 'maria@example.com', subject: 'Hi {{candidateName}}' });
    expect(calls.callsTo('POST', '/outreach/first/send')).toHaveLength(1);
    expect(storedSelection()?.map((picked) => picked.email)).toEqual(['john@example.com']);
  });

  it('With several recipients, Send to all N saves a draft for each, queues them all and reports it on Management', async () => {
    storeSelection([maria, john]);
    const calls = api({
      'POST /outreach': (call: ApiCall) => ({ status: 201, body: outreach({ id: (call.body as { recipientEmail: string }).recipientEmail }) }),
      'POST /outreach/queue': { status: 202, body: { queued: 2 } },
      ...managementRoutes,
    });
    const { location } = renderApp('/outreach/compose');
    await fill('Hi {{candidateName}}', 'Body');

    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send to all 2' }));

    await waitFor(() => expect(location().pathname).toBe('/outreach/management'));
    expect(await screen.findByText('2 drafts queued for sending.')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/outreach').map((call) => (call.body as { recipientEmail: string }).recipientEmail)).toEqual(['maria@example.com', 'john@example.com']);
    expect(calls.callsTo('POST', '/outreach/queue')[0]?.body).toEqual({ ids: ['maria@example.com', 'john@example.com'] });
    expect(calls.calls.some((call) => call.path.endsWith('/send'))).toBe(false);
    expect(storedSelection()).toBeNull();
  });

  it('When queueing fails after the drafts were saved, then the error shows and trying again queues without new drafts', async () => {
    storeSelection([maria, john]);
    let isDown = true;
    const calls = api({
      'POST /outreach': (call: ApiCall) => ({ status: 201, body: outreach({ id: (call.body as { recipientEmail: string }).recipientEmail }) }),
      'POST /outreach/queue': () => (isDown ? { status: 500, body: '' } : { status: 202, body: { queued: 2 } }),
      ...managementRoutes,
    });
    const { location } = renderApp('/outreach/compose');
    await fill('Hi', 'Body');
    const sendToAll = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send to all 2' }));
    };

    await sendToAll();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to queue drafts');
    isDown = false;
    await sendToAll();

    await waitFor(() => expect(location().pathname).toBe('/outreach/management'));
    expect(calls.callsTo('POST', '/outreach')).toHaveLength(2);
    expect(calls.callsTo('POST', '/outreach/queue')).toHaveLength(2);
  });

  it('When the choice is cancelled, then nothing is saved or sent', async () => {
    storeSelection([maria, john]);
    const calls = api();
    renderApp('/outreach/compose');
    await fill('Hi', 'Body');

    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changesOf(calls)).toHaveLength(0);
  });

  it('When a recipient was e-mailed in the last 30 days, then Compose says when and by whom before anything is sent', async () => {
    storeSelection([maria, john]);
    const lastContact = { at: new Date(Date.now() - 3 * DAY_MS - 60_000).toISOString(), by: { firstName: 'Dana', lastName: 'Morgan' } };
    const calls = api({ 'POST /outreach/candidates/lookup': candidateLookup([{ ...maria, lastContact }, john]) });
    renderApp('/outreach/compose');

    expect(await screen.findByText('Maria Gonzalez was e-mailed 3 days ago by Dana Morgan.')).toBeInTheDocument();
    expect(screen.queryByText(/John Park was e-mailed/)).not.toBeInTheDocument();
    // Only the recipients are asked for, once, never the organisation's whole list.
    const asked = calls.calls.filter((call) => call.path.startsWith('/outreach/candidates'));
    expect(asked.map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/outreach/candidates/lookup', { emails: [john.email, maria.email].sort() }]]);
  });

  it('When a recipient was erased before and came back with a new resume, then Compose says they cannot be contacted before anything is sent', async () => {
    storeSelection([maria, john]);
    api({ 'POST /outreach/candidates/lookup': candidateLookup([{ ...maria, unsubscribed: true, doNotContact: { reason: 'unsubscribed', detail: null, erased: true } }, john]) });
    renderApp('/outreach/compose');

    expect(await screen.findByText("Maria Gonzalez: This person's data was erased at their request, so they cannot be contacted.")).toBeInTheDocument();
    expect(screen.queryByText(/John Park:/)).not.toBeInTheDocument();
  });

  it('When the candidate has unsubscribed, then the server text shows and a second try sends the same draft, not a new one', async () => {
    storeSelection([maria]);
    const calls = api({
      'POST /outreach': { status: 201, body: outreach({ id: 'first' }) },
      'POST /outreach/first/send': { status: 409, body: { message: 'This candidate has unsubscribed' } },
    });
    renderApp('/outreach/compose');
    await fill('Hi', 'Body');

    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This candidate has unsubscribed');
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));

    await waitFor(() => expect(calls.callsTo('POST', '/outreach/first/send')).toHaveLength(2));
    expect(calls.callsTo('POST', '/outreach')).toHaveLength(1);
  });
});

describe('Compose: editing a draft (outreachId)', () => {
  const draft = outreach({ id: 'd7', recipientEmail: 'MARIA@example.com', templateId: 't1', template: { id: 't1', name: 'ICU opening' } });

  function editApi(routes: Parameters<typeof mockApi>[0] = {}) {
    return api({ 'GET /outreach/d7': { body: draft }, ...routes });
  }

  it('loads the draft into the form and previews it for its candidate, matched by e-mail', async () => {
    editApi();
    renderApp('/outreach/compose?outreachId=d7');

    expect(await screen.findByLabelText('Subject*')).toHaveValue('Hello {{candidateName}}');
    await screen.findByRole('option', { name: 'ICU opening' });
    expect(screen.getByLabelText('Template')).toHaveValue('t1');
    expect(within(preview()).getByText('Hello Maria Gonzalez')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Management' })).toHaveAttribute('href', '/outreach/management');
    expect(screen.getByRole('button', { name: 'Update Draft' })).toBeInTheDocument();
  });

  it('Update Draft saves the changes and stays on the page with "Outreach updated successfully"', async () => {
    const calls = editApi({ 'PUT /outreach/d7': (call: ApiCall) => ({ body: { ...draft, ...(call.body as object) } }) });
    const { location } = renderApp('/outreach/compose?outreachId=d7');
    await fill('New subject', 'New body');

    await userEvent.click(screen.getByRole('button', { name: 'Update Draft' }));

    expect(await screen.findByText('Outreach updated successfully')).toBeInTheDocument();
    expect(calls.callsTo('PUT', '/outreach/d7')[0]?.body).toEqual({ subject: 'New subject', content: 'New body', templateId: 't1' });
    expect(location().pathname).toBe('/outreach/compose');
  });

  it('When Custom Template is picked, then Update Draft unlinks the template and keeps the text', async () => {
    const calls = editApi({ 'PUT /outreach/d7': (call: ApiCall) => ({ body: { ...draft, ...(call.body as object) } }) });
    renderApp('/outreach/compose?outreachId=d7');
    await screen.findByRole('option', { name: 'ICU opening' });

    await userEvent.selectOptions(screen.getByLabelText('Template'), 'Custom Template');
    await userEvent.click(screen.getByRole('button', { name: 'Update Draft' }));

    await screen.findByText('Outreach updated successfully');
    expect(calls.callsTo('PUT', '/outreach/d7')[0]?.body).toEqual({ subject: draft.subject, content: draft.content, templateId: null });
  });

  it('When the update fails without a message, then "Failed to update outreach" is shown', async () => {
    editApi({ 'PUT /outreach/d7': { status: 500, body: '' } });
    renderApp('/outreach/compose?outreachId=d7');
    await screen.findByLabelText('Subject*');

    await userEvent.click(screen.getByRole('button', { name: 'Update Draft' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update outreach');
  });

  it('Send Email updates the draft, sends it and opens its detail', async () => {
    const calls = editApi({
      'PUT /outreach/d7': { body: draft },
      'POST /outreach/d7/send': { body: { ...draft, status: 'sent' } },
    });
    const { location } = renderApp('/outreach/compose?outreachId=d7');
    await fill('Changed', 'Body');

    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));

    await waitFor(() => expect(location().pathname).toBe('/outreach/d7'));
    expect(changesOf(calls).map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /outreach/d7', 'POST /outreach/d7/send']);
  });

  it('When the mail server refuses it, then the detail opens with the reason (the message is now failed)', async () => {
    let stored = draft;
    editApi({
      'GET /outreach/d7': () => ({ body: stored }),
      'PUT /outreach/d7': { body: draft },
      'POST /outreach/d7/send': () => {
        stored = { ...draft, status: 'failed', errorMessage: '550 Mailbox unavailable' };
        return { status: 502, body: { message: 'The email could not be sent: 550 Mailbox unavailable' } };
      },
    });
    const { location } = renderApp('/outreach/compose?outreachId=d7');
    await screen.findByLabelText('Subject*');

    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));

    await waitFor(() => expect(location().pathname).toBe('/outreach/d7'));
    expect(await screen.findByText('The email could not be sent: 550 Mailbox unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('When the draft cannot be loaded, then "Failed to load data" is shown', async () => {
    api({ 'GET /outreach/d7': { status: 500, body: '' } });
    renderApp('/outreach/compose?outreachId=d7');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
  });
});
