import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { watchFileSaves } from '../../test/file-saves';
import { mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { candidate, candidatePages } from './test-support';

// "Export candidate data" and "Erase candidate" on the candidate card and the profile (issue 22),
// the same buttons and dialogs as the resume detail's.

const maria = candidate();
const john = candidate({ email: 'john@example.com', fullName: 'John Park' });
const MARIA = '/candidates/maria%40example.com';
const erasure = { message: 'Candidate erased', resumes: 1, outreach: 0, documents: 0, files: 1 };

/** The tenant's candidates until Maria is erased, then without her. */
function withErasableMaria(routes: Parameters<typeof mockApi>[0] = {}) {
  let isErased = false;
  const api = mockApi({
    ...signedInAs(),
    'GET /outreach/candidates': (call) => candidatePages(isErased ? [john] : [maria, john])(call),
    [`GET ${MARIA}/documents`]: { body: { documents: [] } },
    [`DELETE ${MARIA}`]: () => {
      isErased = true;
      return { body: erasure };
    },
    ...routes,
  });
  return api;
}

async function eraseInDialog(address: string) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Erase candidate' }));
  const confirm = dialog.getByRole('button', { name: 'Erase candidate' });
  expect(confirm).toBeDisabled();
  await userEvent.type(dialog.getByLabelText('Type the address to confirm'), address);
  await userEvent.click(confirm);
}

describe('Candidate card: candidate data', () => {
  it('When "Erase candidate" is confirmed on a card, then the candidate is erased, the card disappears and the page says so', async () => {
    const api = withErasableMaria();
    renderApp('/outreach/candidates');

    await userEvent.click(await screen.findByRole('button', { name: 'Erase candidate of Maria Gonzalez' }));
    await eraseInDialog('maria@example.com');

    await waitFor(() => expect(screen.queryByLabelText('Select Maria Gonzalez')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', MARIA)).toHaveLength(1);
    expect(screen.getByText('Maria Gonzalez was erased.')).toBeInTheDocument();
    expect(screen.getByLabelText('Select John Park')).toBeInTheDocument();
  });

  it('When "Export candidate data" is clicked on a card and no document names them, then the zip is saved at once', async () => {
    const saved = watchFileSaves();
    const api = withErasableMaria({ [`GET ${MARIA}/export`]: { body: 'zip bytes' } });
    renderApp('/outreach/candidates');

    await userEvent.click(await screen.findByRole('button', { name: 'Export candidate data of Maria Gonzalez' }));

    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^Maria Gonzalez - candidate data \d{4}-\d{2}-\d{2}\.zip$/)]));
    expect(api.callsTo('GET', `${MARIA}/export`)).toHaveLength(1);
  });

  it('When the address was erased before and a new resume of theirs came in, then the card says they cannot be contacted', async () => {
    mockApi({
      ...signedInAs(),
      'GET /outreach/candidates': candidatePages([candidate({ unsubscribed: true, doNotContact: { reason: 'unsubscribed', detail: null, erased: true } })]),
    });
    renderApp('/outreach/candidates');

    expect(await screen.findByLabelText('Select Maria Gonzalez')).toBeDisabled();
    expect(screen.getByText('Erased — do not contact')).toBeInTheDocument();
    expect(screen.getByText("This person's data was erased at their request, so they cannot be contacted.")).toBeInTheDocument();
  });
});

describe('Candidate profile: candidate data', () => {
  it('When the candidate is erased from their profile with a picked document, then both go and Candidates says so', async () => {
    const letter = { id: 'd1', title: 'Reference letter', originalFilename: 'reference.pdf', snippet: 'About \uE000Maria Gonzalez\uE001.' };
    const api = withErasableMaria({
      [`GET ${MARIA}`]: { body: { candidate: maria, analysis: { certifications: [], keyAchievements: [], careerLevel: null, yearsOfExperience: null, analysisModel: null }, resumes: [], outreach: [] } },
      [`GET ${MARIA}/documents`]: { body: { documents: [letter] } },
      'POST /candidates/search': { body: { results: [] } },
    });
    renderApp(MARIA);

    const section = within(await screen.findByRole('region', { name: 'Candidate data' }));
    await userEvent.click(section.getByRole('button', { name: 'Erase candidate' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Reference letter' }));
    await eraseInDialog('maria@example.com');

    expect(await screen.findByText('Maria Gonzalez was erased.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Select Candidates' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', `${MARIA}?documents=d1`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('Select John Park')).toBeInTheDocument());
    expect(screen.queryByLabelText('Select Maria Gonzalez')).not.toBeInTheDocument();
  });
});
