import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { candidate, candidatePages, storedSelection, storeSelection } from './test-support';

const maria = candidate();
const john = candidate({ email: 'john@example.com', fullName: 'John Park', title: 'Physical Therapist', location: 'Denver, CO', skills: ['Manual therapy', 'Gait training', 'Sports rehab', 'Dry needling', 'Orthopedics', 'Pilates', 'Ultrasound'] });
const lee = candidate({ email: 'lee@example.com', fullName: 'Lee Chen', title: 'Pharmacist', skills: ['Oncology'], unsubscribed: true });

function openPage(candidates = [maria, john, lee]) {
  mockApi({ ...signedInAs(), 'GET /outreach/candidates': { body: candidates } });
  return renderApp('/outreach/candidates');
}

const card = (name: string) => screen.getByLabelText(`Select ${name}`).closest('li')!;

describe('Candidates selection', () => {
  it('shows each candidate card with contact details, summary, five skills plus "+N more" and the source resume', async () => {
    openPage();

    await screen.findByLabelText('Select John Park');
    const johnCard = within(card('John Park'));
    expect(johnCard.getByText('Physical Therapist')).toBeInTheDocument();
    expect(johnCard.getByText('Denver, CO')).toBeInTheDocument();
    // Whole in the text (for copying) and the title (on hover); CSS cuts it with an ellipsis.
    expect(johnCard.getByText('john@example.com')).toHaveAttribute('title', 'john@example.com');
    expect(johnCard.getByText('john@example.com')).toHaveClass('email-address');
    expect(johnCard.getByText('(555) 123-4567')).toBeInTheDocument();
    expect(johnCard.getByRole('link', { name: 'linkedin.com/in/maria' })).toHaveAttribute('href', 'https://linkedin.com/in/maria');
    expect(johnCard.getByText('Registered nurse with 8 years in intensive care.')).toBeInTheDocument();
    const skills = johnCard.getByRole('list', { name: 'Skills of John Park' });
    expect(within(skills).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Manual therapy',
      'Gait training',
      'Sports rehab',
      'Dry needling',
      'Orthopedics',
      '+2 more',
    ]);
    expect(johnCard.getByText('From Maria Gonzalez.pdf')).toBeInTheDocument();
    expect(screen.getByText('0 of 3 selected')).toBeInTheDocument();
  });

  it('When a candidate was e-mailed in the last 30 days, then the card shows "Contacted" with the date and sender on hover', async () => {
    openPage([candidate({ ...maria, lastContact: { at: '2026-03-07T15:04:00Z', by: { firstName: 'Dana', lastName: 'Morgan' } } }), john]);

    await screen.findByLabelText('Select Maria Gonzalez');
    expect(within(card('Maria Gonzalez')).getByText('Contacted')).toHaveAttribute('title', 'E-mailed Mar 7 by Dana Morgan');
    expect(within(card('John Park')).queryByText('Contacted')).not.toBeInTheDocument();
  });

  it('When a candidate has unsubscribed, then the card says so and cannot be selected, not even by Select All', async () => {
    openPage();

    const checkbox = await screen.findByLabelText('Select Lee Chen');
    expect(checkbox).toBeDisabled();
    expect(within(card('Lee Chen')).getByText('Unsubscribed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(checkbox).not.toBeChecked();
    expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();
  });

  it('When an e-mail to a candidate bounced, then the card says so with the server\'s words, and the candidate cannot be selected', async () => {
    const bounced = candidate({
      email: 'gone@example.com',
      fullName: 'Sam Gone',
      unsubscribed: true,
      doNotContact: { reason: 'bounced', detail: '550 5.1.1 User unknown', erased: false },
    });
    openPage([maria, bounced]);

    expect(await screen.findByLabelText('Select Sam Gone')).toBeDisabled();
    expect(within(card('Sam Gone')).getByText('Bounced')).toBeInTheDocument();
    expect(within(card('Sam Gone')).getByText('An e-mail to this address bounced (550 5.1.1 User unknown), so it cannot be contacted.')).toBeInTheDocument();
  });

  it('When nothing is selected, then Continue to Compose says "Please select at least one candidate" and stays', async () => {
    const { location } = openPage();
    await screen.findByLabelText('Select John Park');

    await userEvent.click(screen.getByRole('button', { name: 'Continue to Compose' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one candidate');
    expect(location().pathname).toBe('/outreach/candidates');
    expect(storedSelection()).toBeNull();
  });

  it('hands the selected candidates to Compose through session storage', async () => {
    const { location } = openPage();
    await userEvent.click(await screen.findByLabelText('Select John Park'));
    await userEvent.click(screen.getByLabelText('Select Maria Gonzalez'));

    await userEvent.click(screen.getByRole('button', { name: 'Continue to Compose' }));

    expect(location().pathname).toBe('/outreach/compose');
    // By name, as the list is.
    expect(storedSelection()?.map((picked) => picked.email)).toEqual(['john@example.com', 'maria@example.com']);
    expect(storedSelection()?.[0]).toEqual(john);
  });

  it('When coming back from Compose, then the stored selection is still ticked', async () => {
    storeSelection([john]);
    openPage();

    expect(await screen.findByLabelText('Select John Park')).toBeChecked();
    expect(screen.getByLabelText('Select Maria Gonzalez')).not.toBeChecked();
    expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();
  });

  it('When the candidates cannot be loaded, then the server text or "Failed to load candidates" is shown', async () => {
    mockApi({ ...signedInAs(), 'GET /outreach/candidates': { status: 500, body: '' } });
    renderApp('/outreach/candidates');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load candidates');
  });
});

describe('Candidates selection: the search box and pages come from the server', () => {
  function openServerPages(all = [maria, john, lee]) {
    const api = mockApi({ ...signedInAs(), 'GET /outreach/candidates': candidatePages(all) });
    return { api, ...renderApp('/outreach/candidates') };
  }
  const listCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.path.startsWith('/outreach/candidates')).map((call) => call.path);

  it('When the recruiter types, then one request per pause asks the server for q, and its matches replace the cards', async () => {
    const { api } = openServerPages();
    await screen.findByLabelText('Select Lee Chen');
    expect(listCalls(api)).toEqual(['/outreach/candidates?limit=24&offset=0']);

    await userEvent.type(screen.getByLabelText('Search candidates'), 'gait');

    await waitFor(() => expect(screen.queryByLabelText('Select Maria Gonzalez')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Select John Park')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 candidate matches your search');
    expect(listCalls(api)).toEqual(['/outreach/candidates?limit=24&offset=0', '/outreach/candidates?q=gait&limit=24&offset=0']);

    await userEvent.clear(screen.getByLabelText('Search candidates'));
    await userEvent.type(screen.getByLabelText('Search candidates'), 'astronaut');
    expect(await screen.findByText('No candidates match your search.')).toBeInTheDocument();
    expect(screen.getByText('0 of 3 selected')).toBeInTheDocument();
  });

  it('When there are more candidates than a page, then "Show more candidates" loads the next page under the first', async () => {
    const many = Array.from({ length: 30 }, (_, index) => candidate({ email: `nurse${index}@example.com`, fullName: `Nurse ${String(index).padStart(2, '0')}` }));
    const { api } = openServerPages(many);

    await screen.findByLabelText('Select Nurse 23');
    expect(screen.queryByLabelText('Select Nurse 24')).not.toBeInTheDocument();
    expect(screen.getByText('0 of 30 selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more candidates (24 of 30 shown)' }));

    expect(await screen.findByLabelText('Select Nurse 29')).toBeInTheDocument();
    expect(screen.getByLabelText('Select Nurse 00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more candidates/ })).not.toBeInTheDocument();
    expect(listCalls(api)).toContain('/outreach/candidates?limit=24&offset=24');
    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByText('30 of 30 selected')).toBeInTheDocument();
  });

  it('When more candidates match than are loaded, then Select All selects every match, and Compose gets them all', async () => {
    const many = Array.from({ length: 30 }, (_, index) => candidate({ email: `nurse${index}@example.com`, fullName: `Nurse ${String(index).padStart(2, '0')}` }));
    const { api, location } = openServerPages([...many, john]);
    await userEvent.type(await screen.findByLabelText('Search candidates'), 'nurse');
    await waitFor(() => expect(screen.queryByLabelText('Select John Park')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Show more candidates (24 of 30 shown)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));

    expect(await screen.findByText('30 of 31 selected')).toBeInTheDocument();
    expect(listCalls(api)).toContain('/outreach/candidates?q=nurse&fields=email');
    // Never a page of cards to find them: only the addresses.
    expect(listCalls(api).filter((path) => path.includes('offset=24'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Compose' }));
    expect(location().pathname).toBe('/outreach/compose');
    const handed = storedSelection() ?? [];
    expect(handed).toHaveLength(30);
    // The cards shown go as they are; the six never loaded go by address, for Compose to read.
    expect(handed.find((picked) => picked.email === 'nurse0@example.com')).toEqual(many[0]);
    expect(handed.find((picked) => picked.email === 'nurse29@example.com')).toEqual({ email: 'nurse29@example.com' });
  });

  it('When the server refuses Select All for too many matches, then its message shows and nothing is selected', async () => {
    const message = 'Select All takes at most 500 candidates, and 1,234 match. Narrow the search, or pick candidates one by one.';
    mockApi({
      ...signedInAs(),
      'GET /outreach/candidates': (call) => (call.path.includes('fields=email') ? { status: 400, body: { message } } : candidatePages([maria, john, lee])(call)),
    });
    renderApp('/outreach/candidates');
    await screen.findByLabelText('Select John Park');

    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('0 of 3 selected')).toBeInTheDocument();
    // A new search is a new question: the old answer goes.
    await userEvent.type(screen.getByLabelText('Search candidates'), 'gait');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('When more candidates are selected than one Compose writes to, then Continue to Compose says so and stays', async () => {
    storeSelection(Array.from({ length: 501 }, (_, index) => candidate({ email: `c${index}@example.com`, fullName: `C ${index}` })));
    const { location } = openServerPages();
    expect(await screen.findByText('501 of 3 selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue to Compose' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please select at most 500 candidates: one Compose writes to at most 500.');
    expect(location().pathname).toBe('/outreach/candidates');
  });

  it('When a candidate is picked under one search and another under the next, then both stay selected and both go to Compose', async () => {
    const { location } = openServerPages();
    const search = await screen.findByLabelText('Search candidates');

    await userEvent.type(search, 'gait');
    await waitFor(() => expect(screen.queryByLabelText('Select Maria Gonzalez')).not.toBeInTheDocument());
    await userEvent.click(screen.getByLabelText('Select John Park'));
    await userEvent.clear(search);
    await userEvent.type(search, 'ICU');
    await waitFor(() => expect(screen.queryByLabelText('Select John Park')).not.toBeInTheDocument());
    await userEvent.click(screen.getByLabelText('Select Maria Gonzalez'));

    expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Compose' }));
    expect(location().pathname).toBe('/outreach/compose');
    expect(storedSelection()).toEqual([john, maria]);
  });

  it('When the search is cleared, then Deselect All still clears a selection made under a search', async () => {
    openServerPages();
    const search = await screen.findByLabelText('Search candidates');
    await userEvent.type(search, 'JOHN@example');
    await waitFor(() => expect(screen.queryByLabelText('Select Maria Gonzalez')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    await userEvent.clear(search);
    expect(await screen.findByLabelText('Select Maria Gonzalez')).not.toBeChecked();
    expect(screen.getByLabelText('Select John Park')).toBeChecked();
    expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(screen.getByText('0 of 3 selected')).toBeInTheDocument();
  });
});

describe('Candidates selection: Match to a job', () => {
  const description = 'ICU nurse with critical care and gait training';
  const ranked = {
    results: [
      { candidate: maria, score: 0.923, matched: { skills: ['Critical care'], titles: ['ICU Nurse'], certifications: ['PALS'], passages: [] }, yearsOfExperience: 8 },
      { candidate: john, score: 0.41, matched: { skills: ['Gait training', 'Sports rehab'], titles: [], certifications: [], passages: [] }, yearsOfExperience: null },
    ],
  };

  function openMatching(search: Parameters<typeof mockApi>[0][string], path = '/outreach/candidates') {
    const api = mockApi({ ...signedInAs(), 'GET /outreach/candidates': { body: [maria, john, lee] }, 'POST /candidates/search': search });
    return { api, ...renderApp(path) };
  }

  async function findMatches(text = description) {
    await userEvent.click(await screen.findByRole('button', { name: 'Match to a job' }));
    await userEvent.type(screen.getByLabelText('Job description or what you are looking for'), text);
    await userEvent.click(screen.getByRole('button', { name: 'Find matching candidates' }));
  }

  it('ranks the candidates best first with their score and matched skills, asking the server for 20', async () => {
    const { api } = openMatching({ body: ranked });

    await findMatches();

    expect(await screen.findByRole('status')).toHaveTextContent('2 candidates match, best first');
    expect(api.callsTo('POST', '/candidates/search')[0]?.body).toEqual({ query: description, topK: 20 });
    const list = screen.getByRole('list', { name: 'Matching candidates, best first' });
    const names = within(list).getAllByRole('checkbox').map((checkbox) => (checkbox as HTMLInputElement).labels?.[0]?.textContent);
    expect(names).toEqual(['Select Maria Gonzalez', 'Select John Park']);
    expect(within(card('Maria Gonzalez')).getByText('92% match')).toBeInTheDocument();
    expect(within(card('Maria Gonzalez')).getByText('Matched: Critical care, PALS')).toBeInTheDocument();
    expect(within(card('John Park')).getByText('41% match')).toBeInTheDocument();
    expect(within(card('John Park')).getByText('Matched: Gait training, Sports rehab')).toBeInTheDocument();
    expect(within(card('John Park')).getByText('Gait training')).toHaveClass('is-matched');
    expect(within(card('John Park')).getByText('Manual therapy')).not.toHaveClass('is-matched');
    expect(screen.queryByLabelText('Select Lee Chen')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Search candidates')).not.toBeInTheDocument();
  });

  it('selects a match and continues to Compose with it', async () => {
    const { location } = openMatching({ body: ranked });
    await findMatches();

    await userEvent.click(await screen.findByLabelText('Select John Park'));
    expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Compose' }));

    expect(location().pathname).toBe('/outreach/compose');
    expect(storedSelection()?.map((picked) => picked.email)).toEqual(['john@example.com']);
  });

  it('Select All selects the ranked matches shown who can be e-mailed, and no one else', async () => {
    const withLee = { results: [...ranked.results, { candidate: lee, score: 0.35, matched: { skills: [], titles: [], certifications: [], passages: [] }, yearsOfExperience: null }] };
    const { api } = openMatching({ body: withLee });
    await findMatches();
    await screen.findByLabelText('Select Lee Chen');

    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));

    expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();
    expect(screen.getByLabelText('Select Maria Gonzalez')).toBeChecked();
    expect(screen.getByLabelText('Select John Park')).toBeChecked();
    expect(api.calls.filter((call) => call.path.includes('fields=email'))).toEqual([]);
  });

  it('"Show all candidates" returns to the full list and its search box, keeping what was selected', async () => {
    openMatching({ body: ranked });
    await findMatches();
    await userEvent.click(await screen.findByLabelText('Select Maria Gonzalez'));

    await userEvent.click(screen.getByRole('button', { name: 'Show all candidates' }));

    expect(screen.getByLabelText('Search candidates')).toBeInTheDocument();
    expect(screen.getByLabelText('Select Lee Chen')).toBeInTheDocument();
    expect(screen.queryByText('92% match')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Select Maria Gonzalez')).toBeChecked();
    expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();
  });

  it('While the server ranks, then it says "Finding matching candidates…"', async () => {
    openMatching(() => new Promise(() => {}));
    await findMatches();

    expect(await screen.findByText('Finding matching candidates…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find matching candidates' })).toBeDisabled();
  });

  it('When nothing matches, then it says "No candidates match"', async () => {
    openMatching({ body: { results: [] } });
    await findMatches('astronaut');

    expect(await screen.findByRole('status')).toHaveTextContent('No candidates match');
    expect(screen.queryByLabelText(/^Select /)).not.toBeInTheDocument();
  });

  it('When the search fails, then the server text or "Failed to find matching candidates" is shown', async () => {
    openMatching({ status: 500, body: '' });
    await findMatches();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to find matching candidates');
  });

  it('When the text is blank, then it asks for a search and calls nothing', async () => {
    const { api } = openMatching({ body: ranked });
    await userEvent.click(await screen.findByRole('button', { name: 'Match to a job' }));
    await userEvent.click(screen.getByRole('button', { name: 'Find matching candidates' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a search or paste a job description');
    expect(api.callsTo('POST', '/candidates/search')).toHaveLength(0);
  });

  it('When filters are filled in, then the search asks the server for exactly them; blank fields are no filter', async () => {
    const { api } = openMatching({ body: ranked });
    await userEvent.click(await screen.findByRole('button', { name: 'Match to a job' }));
    await userEvent.type(screen.getByLabelText('Job description or what you are looking for'), 'ICU nurse');
    await userEvent.type(screen.getByLabelText('Minimum years of experience'), '5');
    await userEvent.type(screen.getByLabelText('Location contains'), ' Chicago ');
    await userEvent.type(screen.getByLabelText('Has certification'), 'BLS');
    await userEvent.click(screen.getByLabelText('Exclude unsubscribed'));
    await userEvent.click(screen.getByRole('button', { name: 'Find matching candidates' }));

    expect(await screen.findByText('92% match')).toBeInTheDocument();
    expect(api.callsTo('POST', '/candidates/search')[0]?.body).toEqual({
      query: 'ICU nurse',
      topK: 20,
      filters: { minYears: 5, location: 'Chicago', certification: 'BLS', excludeUnsubscribed: true },
    });

    await userEvent.clear(screen.getByLabelText('Minimum years of experience'));
    await userEvent.clear(screen.getByLabelText('Location contains'));
    await userEvent.clear(screen.getByLabelText('Has certification'));
    await userEvent.click(screen.getByLabelText('Exclude unsubscribed'));
    await userEvent.click(screen.getByRole('button', { name: 'Find matching candidates' }));
    await waitFor(() => expect(api.callsTo('POST', '/candidates/search')).toHaveLength(2));
    expect(api.callsTo('POST', '/candidates/search')[1]?.body).toEqual({ query: 'ICU nurse', topK: 20 });
  });

  it('When the minimum is over 60 years, then the form asks for a smaller number and nothing is searched', async () => {
    const { api } = openMatching({ body: ranked });
    await userEvent.click(await screen.findByRole('button', { name: 'Match to a job' }));
    await userEvent.type(screen.getByLabelText('Job description or what you are looking for'), 'ICU nurse');
    await userEvent.type(screen.getByLabelText('Minimum years of experience'), '99');
    await userEvent.click(screen.getByRole('button', { name: 'Find matching candidates' }));

    expect(screen.getByLabelText('Minimum years of experience')).toBeInvalid();
    expect(api.callsTo('POST', '/candidates/search')).toHaveLength(0);
  });

  it('When the server refuses a filter, then its message is shown', async () => {
    openMatching({ status: 400, body: { message: 'The location filter must be at most 200 characters' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Match to a job' }));
    await userEvent.type(screen.getByLabelText('Job description or what you are looking for'), 'ICU nurse');
    await userEvent.type(screen.getByLabelText('Location contains'), 'Chicago');
    await userEvent.click(screen.getByRole('button', { name: 'Find matching candidates' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The location filter must be at most 200 characters');
  });

  it('When opened with ?match=, then it is in match mode with that query and searches at once', async () => {
    const { api } = openMatching({ body: ranked }, '/outreach/candidates?match=ICU%20Charge%20Nurse%2C%20Critical%20care');

    expect(await screen.findByText('92% match')).toBeInTheDocument();
    expect(screen.getByLabelText('Job description or what you are looking for')).toHaveValue('ICU Charge Nurse, Critical care');
    expect(api.callsTo('POST', '/candidates/search')[0]?.body).toEqual({ query: 'ICU Charge Nurse, Critical care', topK: 20 });
  });
});
