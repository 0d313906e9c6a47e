import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { FIRST_PAGE, libraryDocument, listBody, searchResult } from './test-support';

const LEAVE = searchResult({
  id: 'leave',
  title: 'Nurse Leave Policy',
  originalFilename: 'leave-policy-2024.pdf',
  snippet: 'Newly hired nurses accrue \uE000paid time off\uE001 from their first \uE000day\uE001.',
  similarity: 0.8734,
  uploadedBy: { firstName: 'Grace', lastName: 'Hopper' },
  createdAt: '2024-11-02T12:00:00.000Z',
});
const HANDBOOK = searchResult({ id: 'handbook', title: 'Staff Handbook', originalFilename: 'handbook.docx', snippet: 'Holidays are listed in appendix B.', similarity: 0.5 });

function searchPage(reply: (call: ApiCall) => { status?: number; body?: unknown } = () => ({ body: { results: [LEAVE, HANDBOOK] } })) {
  const api = mockApi({
    ...signedInAs(),
    [FIRST_PAGE]: { body: listBody([libraryDocument()]) },
    'POST /documents/search': reply,
  });
  renderApp('/documents');
  return api;
}

const searchBox = () => screen.findByRole('textbox', { name: 'Search documents' });

describe('Documents page: search', () => {
  it('When a question is typed and Enter pressed, then the results show title, file, marked snippet, similarity, uploader, date and Download', async () => {
    const api = searchPage();

    await userEvent.type(await searchBox(), '  how many days off do new nurses get  {Enter}');

    expect(await screen.findByText('2 results for “how many days off do new nurses get”')).toBeInTheDocument();
    expect(api.callsTo('POST', '/documents/search')[0]?.body).toEqual({ query: 'how many days off do new nurses get', topK: 10 });
    const [first, second] = within(screen.getByRole('region', { name: 'Search Documents' })).getAllByRole('listitem');
    const hit = within(first!);
    expect(hit.getByRole('heading', { level: 3, name: 'Nurse Leave Policy' })).toBeInTheDocument();
    expect(hit.getByText('leave-policy-2024.pdf')).toBeInTheDocument();
    expect(hit.getByText('87.3% similarity')).toBeInTheDocument();
    expect(hit.getByText(/^Uploaded by/)).toHaveTextContent('Uploaded by Grace Hopper on Nov 2');
    expect(hit.getByText('Nov 2')).toBeInTheDocument();
    expect(hit.getByRole('button', { name: 'Download Nurse Leave Policy' })).toBeEnabled();
    const marks = first!.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['paid time off', 'day']);
    expect(marks[0]!.parentElement).toHaveTextContent('Newly hired nurses accrue paid time off from their first day.');
    expect(first!.textContent).not.toMatch(/[\uE000\uE001]/);
    expect(within(second!).getByText('50.0% similarity')).toBeInTheDocument();
    expect(second!.querySelectorAll('mark')).toHaveLength(0);
  });

  it('When the Search button is pressed, then it searches too, and Clear empties the box and the results', async () => {
    const api = searchPage();
    const box = await searchBox();

    await userEvent.type(box, 'parental leave');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('2 results for “parental leave”')).toBeInTheDocument();
    expect(api.callsTo('POST', '/documents/search')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));

    expect(box).toHaveValue('');
    expect(screen.queryByText(/results for/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Staff Handbook' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('When the query is blank, then Search is disabled and Enter sends nothing', async () => {
    const api = searchPage();
    const box = await searchBox();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();

    await userEvent.type(box, '   {Enter}');

    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(api.callsTo('POST', '/documents/search')).toHaveLength(0);
  });

  it('When a snippet holds markup, then it shows as text and no element is created from it', async () => {
    const attack = '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>';
    searchPage(() => ({ body: { results: [searchResult({ snippet: `Before \uE000${attack}\uE001 after <b>bold</b>` })] } }));

    await userEvent.type(await searchBox(), 'policy{Enter}');

    const hit = (await screen.findByText('1 result for “policy”')).parentElement!;
    expect(hit.querySelector('img, script, b')).toBeNull();
    expect(hit.querySelector('mark')?.textContent).toBe(attack);
    expect(within(hit).getByText(/after <b>bold<\/b>/)).toBeInTheDocument();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('When nothing matches, then the results say so', async () => {
    searchPage(() => ({ body: { results: [] } }));

    await userEvent.type(await searchBox(), 'helicopter maintenance{Enter}');

    expect(await screen.findByText('No documents match your search.')).toBeInTheDocument();
  });

  it.each([
    ['the server explains', { status: 400, body: { message: 'Please enter a search query.' } }, 'Please enter a search query.'],
    ['the server says nothing', { status: 500, body: '' }, 'Search failed'],
  ])('When the search fails and %s, then the red box shows it', async (_case, reply, message) => {
    searchPage(() => reply);

    await userEvent.type(await searchBox(), 'leave{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(/results? for/)).not.toBeInTheDocument();
    // The query stays, so it can be sent again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled());
  });
});
