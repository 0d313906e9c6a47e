import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { watchFileSaves } from '../../test/file-saves';
import { mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { detail, listBody, listItem } from './test-support';

// Candidates' data rights from the resume detail (issue 22).

const MARIA = '/candidates/maria%40example.com';
const LETTER = { id: 'd1', title: 'Reference letter', originalFilename: 'reference.pdf', snippet: 'I worked beside \uE000Maria Gonzalez\uE001 for years.' };

function openable(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInAs(),
    [`GET ${MARIA}/documents`]: { body: { documents: [] } },
    'GET /resumes?page=1&limit=6': { body: listBody([listItem()]) },
    'GET /resumes/r1': { body: detail() },
    'GET /resumes/r1/download': { body: { downloadUrl: '/api/resumes/r1/file?token=x', expiresAt: new Date(Date.now() + 300_000).toISOString() } },
    ...routes,
  });
}

async function openPanel() {
  renderApp('/resumes?resume=r1');
  return within(await screen.findByRole('region', { name: 'Candidate data' }));
}

describe('Resume detail: candidate data', () => {
  it('When "Export candidate data" is clicked, then everything held about the address is saved as a zip named for the candidate', async () => {
    const saved = watchFileSaves();
    const api = openable({ [`GET ${MARIA}/export`]: { body: 'zip bytes' } });
    const panel = await openPanel();

    await userEvent.click(panel.getByRole('button', { name: 'Export candidate data' }));

    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^Maria Gonzalez - candidate data \d{4}-\d{2}-\d{2}\.zip$/)]));
    expect(api.callsTo('GET', `${MARIA}/export`)).toHaveLength(1);
  });

  it('When a document of the library names the candidate, then Export asks first: none is ticked, and only a ticked one goes with the zip', async () => {
    const saved = watchFileSaves();
    const api = openable({ [`GET ${MARIA}/documents`]: { body: { documents: [LETTER, { ...LETTER, id: 'd2', title: 'Maria Gonzalez notes', snippet: null }] } }, [`GET ${MARIA}/export`]: { body: 'zip bytes' } });
    const panel = await openPanel();

    await userEvent.click(panel.getByRole('button', { name: 'Export candidate data' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Export candidate data' }));
    const picker = within(dialog.getByRole('group', { name: 'Documents that mention Maria Gonzalez' }));
    expect(picker.getByRole('checkbox', { name: 'Reference letter' })).not.toBeChecked();
    expect(picker.getByText('Maria Gonzalez', { selector: 'mark' })).toBeInTheDocument();
    expect(picker.getByText('Named in the title or file name.')).toBeInTheDocument();
    expect(api.callsTo('GET', `${MARIA}/export`)).toHaveLength(0);
    await userEvent.click(picker.getByRole('checkbox', { name: 'Reference letter' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.callsTo('GET', `${MARIA}/export?documents=d1`)).toHaveLength(1);
  });

  it('When a document is ticked in the erase dialog, then it is erased with the candidate', async () => {
    const api = openable({ [`GET ${MARIA}/documents`]: { body: { documents: [LETTER] } }, [`DELETE ${MARIA}`]: { body: { message: 'Candidate erased', resumes: 1, outreach: 0, documents: 1, files: 2 } } });
    const panel = await openPanel();

    await userEvent.click(panel.getByRole('button', { name: 'Erase candidate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Erase candidate' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Reference letter' }));
    await userEvent.type(dialog.getByLabelText('Type the address to confirm'), 'maria@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Erase candidate' }));

    await waitFor(() => expect(api.callsTo('DELETE', `${MARIA}?documents=d1`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Candidate data' })).not.toBeInTheDocument());
  });

  it('When "Erase candidate" is clicked, then nothing is erased until the address is typed; then the candidate is erased and the detail closes', async () => {
    const api = openable({ [`DELETE ${MARIA}`]: { body: { message: 'Candidate erased', resumes: 1, outreach: 0, documents: 0, files: 1 } } });
    const panel = await openPanel();

    await userEvent.click(panel.getByRole('button', { name: 'Erase candidate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Erase candidate' }));
    const confirm = dialog.getByRole('button', { name: 'Erase candidate' });
    expect(confirm).toBeDisabled();
    expect(await dialog.findByText('No document of the library mentions them.')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Type the address to confirm'), 'maria@example.co');
    expect(confirm).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Type the address to confirm'), 'm');
    expect(api.callsTo('DELETE', MARIA)).toHaveLength(0);
    await userEvent.click(confirm);

    await waitFor(() => expect(api.callsTo('DELETE', MARIA)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Candidate data' })).not.toBeInTheDocument());
    // The list is asked again, without the erased resume.
    expect(api.callsTo('GET', '/resumes?page=1&limit=6').length).toBeGreaterThanOrEqual(2);
  });

  it('When the erase fails, then the server\'s words show and the detail stays', async () => {
    openable({ [`DELETE ${MARIA}`]: { status: 404, body: { message: 'Candidate not found' } } });
    const panel = await openPanel();
    await userEvent.click(panel.getByRole('button', { name: 'Erase candidate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Erase candidate' }));
    await userEvent.type(dialog.getByLabelText('Type the address to confirm'), 'MARIA@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Erase candidate' }));
    expect(await panel.findByText('Candidate not found')).toBeInTheDocument();
  });

  it('When "Delete resume" is confirmed, then that one resume is deleted and the detail closes; Cancel deletes nothing', async () => {
    const api = openable({ 'DELETE /resumes/r1': { status: 204 } });
    const panel = await openPanel();

    await userEvent.click(panel.getByRole('button', { name: 'Delete resume' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete resume' })).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/resumes/r1')).toHaveLength(0);

    await userEvent.click(panel.getByRole('button', { name: 'Delete resume' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete resume' })).getByRole('button', { name: 'Delete resume' }));

    await waitFor(() => expect(api.callsTo('DELETE', '/resumes/r1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Candidate data' })).not.toBeInTheDocument());
  });

  it('When the analysis has no address, then only "Delete resume" is offered', async () => {
    openable({ 'GET /resumes/r1': { body: detail({ aiSummary: null }) } });
    const panel = await openPanel();
    expect(panel.getByText('No e-mail address was found in this resume.')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Export candidate data' })).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Erase candidate' })).not.toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Delete resume' })).toBeEnabled();
  });
});
