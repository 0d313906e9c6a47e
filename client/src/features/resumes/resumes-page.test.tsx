import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { deferred, stubUploadTransport } from '../../test/upload-transport';
import { detail, listBody, listItem } from './test-support';

const FIRST_PAGE = 'GET /resumes?page=1&limit=6';

function pdfFile(name = 'Maria Gonzalez.pdf', content = '%PDF-1.7 resume') {
  return new File([content], name, { type: 'application/pdf' });
}

describe('Resumes page: the list', () => {
  it('shows each resume with its name, server status colour, short date and progress, and the total', async () => {
    mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: {
        body: listBody([
          listItem({ id: 'a', originalFilename: 'ada.pdf', processingStatus: 'processed' }),
          listItem({ id: 'b', originalFilename: 'bob.docx', processingStatus: 'parsed', createdAt: '2024-11-02T12:00:00Z' }),
          listItem({ id: 'c', originalFilename: 'cy.txt', processingStatus: 'failed', analysisModel: null }),
        ]),
      },
    });
    renderApp('/resumes');

    const region = await screen.findByRole('region', { name: 'Previous Analyses' });
    const cards = await within(region).findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(screen.getByText('3 total resumes')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'ada.pdf' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Processed')).toHaveClass('badge--success');
    expect(within(cards[1]!).getByText('Parsed')).toHaveClass('badge--info');
    expect(within(cards[1]!).getByText('Nov 2')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Failed')).toHaveClass('badge--danger');
    expect(within(cards[0]!).getByRole('img', { name: /Uploaded: done, Analyzed: done, Summarized: done/ })).toBeInTheDocument();
    expect(within(cards[2]!).getByRole('img', { name: /Analyzed: failed/ })).toBeInTheDocument();
  });

  it('When there are no resumes, then the empty state says so', async () => {
    mockApi({ ...signedInAs(), [FIRST_PAGE]: { body: listBody([]) } });
    renderApp('/resumes');

    expect(await screen.findByText('No resumes analyzed yet')).toBeInTheDocument();
    expect(screen.getByText('0 total resumes')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Resume pages' })).not.toBeInTheDocument();
  });

  it('When the list cannot be loaded, then it is only logged and nothing is shown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ ...signedInAs(), [FIRST_PAGE]: { status: 500, body: { message: 'Database is down' } } });
    renderApp('/resumes');

    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load resumes', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('No resumes analyzed yet')).not.toBeInTheDocument();
    expect(screen.queryByText('Database is down')).not.toBeInTheDocument();
  });

  it('moves through the numbered pages, and a new page size starts again at page 1', async () => {
    const page = (n: number) => listBody([listItem({ id: `p${n}`, originalFilename: `page-${n}.pdf` })], { totalItems: 60, currentPage: n, itemsPerPage: 6 });
    const api = mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: { body: page(1) },
      'GET /resumes?page=2&limit=6': { body: page(2) },
      'GET /resumes?page=1&limit=12': { body: listBody([listItem({ originalFilename: 'twelve.pdf' })], { totalItems: 60, itemsPerPage: 12 }) },
    });
    const { location } = renderApp('/resumes');

    const pages = await screen.findByRole('navigation', { name: 'Resume pages' });
    expect(within(pages).getByText('…')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 10' })).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'page-2.pdf' })).toBeInTheDocument();
    expect(location().search).toBe('?page=2');

    await userEvent.selectOptions(screen.getByLabelText('Per page'), '12');

    expect(await screen.findByRole('button', { name: 'twelve.pdf' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/resumes?page=1&limit=12')).toHaveLength(1);
    expect(location().search).toBe('?limit=12');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers the page sizes 3, 6 and 12, with 6 by default', async () => {
    mockApi({ ...signedInAs(), [FIRST_PAGE]: { body: listBody([]) } });
    renderApp('/resumes');

    const select = await screen.findByLabelText('Per page');
    expect(select).toHaveValue('6');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['3', '6', '12']);
  });
});

describe('Resumes page: candidates, search and status filter', () => {
  it('When a resume has been analysed, then its card leads with the candidate and current title, the file name after', async () => {
    mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: {
        body: listBody([
          listItem({ id: 'a', originalFilename: 'cv-final-2.pdf', candidateName: 'Maria Gonzalez', candidateTitle: 'ICU Charge Nurse' }),
          listItem({ id: 'b', originalFilename: 'scan_0042.pdf', processingStatus: 'uploaded', analysisModel: null }),
        ]),
      },
    });
    renderApp('/resumes');

    const cards = await within(await screen.findByRole('region', { name: 'Previous Analyses' })).findAllByRole('listitem');
    expect(within(cards[0]!).getByRole('button', { name: 'Maria Gonzalez' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('ICU Charge Nurse')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('cv-final-2.pdf')).toHaveClass('resume-card__file');
    expect(within(cards[1]!).getByRole('button', { name: 'scan_0042.pdf' })).toBeInTheDocument();
  });

  it("When the candidate's address is known, then the name links to their profile and the rest of the card still opens the resume", async () => {
    mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: {
        body: listBody([listItem({ id: 'a', originalFilename: 'cv-final-2.pdf', candidateName: 'Maria Gonzalez', candidateTitle: 'ICU Charge Nurse', candidateEmail: 'maria@example.com' })]),
      },
      'GET /resumes/a': { body: detail({ id: 'a', originalFilename: 'cv-final-2.pdf' }) },
      'GET /resumes/a/download': { body: { downloadUrl: '/api/resumes/a/file?token=x', expiresAt: new Date(Date.now() + 300_000).toISOString() } },
    });
    const { location } = renderApp('/resumes');

    const card = (await within(await screen.findByRole('region', { name: 'Previous Analyses' })).findAllByRole('listitem'))[0]!;
    const name = within(card).getByRole('link', { name: 'Maria Gonzalez' });
    expect(name).toHaveAttribute('href', '/candidates/maria%40example.com');
    // Two controls side by side, neither inside the other: the file name opens the resume.
    const open = within(card).getByRole('button', { name: 'cv-final-2.pdf' });
    expect(name.contains(open) || open.contains(name)).toBe(false);
    await userEvent.click(open);
    expect(location().search).toBe('?resume=a');
    expect(open).toHaveAttribute('aria-current', 'true');

    await userEvent.click(name);
    expect(location().pathname).toBe('/candidates/maria%40example.com');
  });

  it('When words are typed in the search, then the server searches for them from page 1 and the URL keeps them', async () => {
    const api = mockApi({
      ...signedInAs(),
      'GET /resumes?page=2&limit=6': { body: listBody([listItem({ originalFilename: 'page-2.pdf' })], { totalItems: 12, currentPage: 2 }) },
      'GET /resumes?page=1&limit=6&q=icu+nurse': {
        body: listBody([listItem({ id: 'm', candidateName: 'Maria Gonzalez', candidateTitle: 'ICU Charge Nurse' })]),
      },
    });
    const { location } = renderApp('/resumes?page=2');

    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search resumes' }), '  icu nurse');

    expect(await screen.findByRole('button', { name: 'Maria Gonzalez' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/resumes?page=1&limit=6&q=icu+nurse')).toHaveLength(1);
    // One request once typing pauses, not one a letter.
    expect(api.calls.filter((call) => call.path.includes('q='))).toHaveLength(1);
    expect(location().search).toBe('?q=icu+nurse');
  });

  it('When a status is chosen, then the server filters by it from page 1, and All lists every resume again', async () => {
    const api = mockApi({
      ...signedInAs(),
      'GET /resumes?page=3&limit=6': { body: listBody([listItem()], { totalItems: 18, currentPage: 3 }) },
      'GET /resumes?page=1&limit=6&status=failed': { body: listBody([listItem({ originalFilename: 'broken.pdf', processingStatus: 'failed' })]) },
      [FIRST_PAGE]: { body: listBody([listItem({ originalFilename: 'everything.pdf' })]) },
    });
    const { location } = renderApp('/resumes?page=3');

    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Uploaded', 'Parsed', 'Processed', 'Failed']);
    await userEvent.selectOptions(status, 'Failed');
    expect(await screen.findByRole('button', { name: 'broken.pdf' })).toBeInTheDocument();
    expect(location().search).toBe('?status=failed');

    await userEvent.selectOptions(status, 'All');
    expect(await screen.findByRole('button', { name: 'everything.pdf' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/resumes?page=1&limit=6')).toHaveLength(1);
    expect(location().search).toBe('');
  });

  it('When the page is opened with a search and a status in the URL, then the list starts searched and says when nothing matches', async () => {
    mockApi({ ...signedInAs(), 'GET /resumes?page=1&limit=6&q=cardiologist&status=parsed': { body: listBody([]) } });
    renderApp('/resumes?q=cardiologist&status=parsed');

    expect(await screen.findByText('No resumes match')).toBeInTheDocument();
    expect(screen.queryByText('No resumes analyzed yet')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search resumes' })).toHaveValue('cardiologist');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('parsed');
  });
});

describe('Resumes page: upload', () => {
  it('When no file is chosen, then Analyze Resume is disabled', async () => {
    mockApi({ ...signedInAs(), [FIRST_PAGE]: { body: listBody([]) } });
    renderApp('/resumes');

    expect(await screen.findByRole('button', { name: 'Analyze Resume' })).toBeDisabled();
    expect(screen.getByLabelText('Resume file')).toHaveAttribute('accept', '.pdf,.doc,.docx,.txt');
  });

  it('When a file of another type is chosen, then it is refused before sending', async () => {
    const api = mockApi({ ...signedInAs(), [FIRST_PAGE]: { body: listBody([]) } });
    renderApp('/resumes');
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(await screen.findByLabelText('Resume file'), new File(['MZ'], 'setup.exe'));

    expect(screen.getByRole('alert')).toHaveTextContent('Unsupported file type. Please upload a PDF, DOC, DOCX or TXT file.');
    expect(screen.getByRole('button', { name: 'Analyze Resume' })).toBeDisabled();
    expect(api.calls.filter((call) => call.path.startsWith('/resumes/upload'))).toHaveLength(0);
  });

  it('When a resume is uploaded, then progress shows, then analyzing, then success, the list refreshes and the resume opens', async () => {
    const midway = deferred();
    const analyzing = deferred();
    stubUploadTransport({ midway: midway.promise });
    const uploaded = detail({ id: 'new', originalFilename: 'Maria Gonzalez.pdf' });
    let listed = [] as ReturnType<typeof listItem>[];
    const api = mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: () => ({ body: listBody(listed) }),
      'POST /resumes/upload': async () => {
        await analyzing.promise;
        listed = [listItem({ id: 'new' })];
        return { status: 201, body: uploaded };
      },
      'GET /resumes/new/download': { body: { downloadUrl: '/api/resumes/new/file?token=t' } },
    });
    renderApp('/resumes');
    await screen.findByText('No resumes analyzed yet');

    await userEvent.upload(screen.getByLabelText('Resume file'), pdfFile());
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Resume' }));

    const uploading = await screen.findByRole('progressbar', { name: 'Uploading…' });
    expect(uploading).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50%')).toBeInTheDocument();
    midway.resolve();
    expect(await screen.findByRole('progressbar', { name: 'Analyzing resume…' })).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('button', { name: 'Analyzing…' })).toBeDisabled();
    analyzing.resolve();

    expect(await screen.findByText('Resume analyzed successfully!')).toBeInTheDocument();
    expect(await screen.findByText('1 total resumes')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Maria Gonzalez.pdf' });
    // Focus moves in an effect after the heading renders; on a busy machine that is a tick later.
    await waitFor(() => expect(heading).toHaveFocus());
    const [upload] = api.callsTo('POST', '/resumes/upload');
    expect((upload?.body as FormData).get('file')).toMatchObject({ name: 'Maria Gonzalez.pdf' });
    expect(upload?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(upload?.headers.has('Content-Type')).toBe(false);
    expect(api.callsTo('GET', FIRST_PAGE.slice(4))).toHaveLength(2);
  });

  it.each([
    ['the server explains', { status: 415, body: { message: 'Unsupported file type. Please upload a PDF, DOC, DOCX or TXT file.' } }, 'Unsupported file type. Please upload a PDF, DOC, DOCX or TXT file.'],
    ['the file is too large', { status: 413, body: { message: 'The file is larger than the 10 MB limit.' } }, 'The file is larger than the 10 MB limit.'],
    ['the server says nothing', { status: 500, body: '' }, 'Upload failed'],
  ])('When the upload fails and %s, then the red box shows it', async (_case, reply, message) => {
    stubUploadTransport();
    mockApi({ ...signedInAs(), [FIRST_PAGE]: { body: listBody([]) }, 'POST /resumes/upload': reply });
    renderApp('/resumes');

    await userEvent.upload(await screen.findByLabelText('Resume file'), pdfFile());
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Resume' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Resume analyzed successfully!')).not.toBeInTheDocument();
  });

  it('When the model failed during the upload, then the reason shows and a retry summarizes it', async () => {
    stubUploadTransport();
    const failed = detail({ id: 'f1', processingStatus: 'failed', aiSummary: null, analysisModel: null, errorMessage: 'The language model did not answer in time.' });
    const api = mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: { body: listBody([]) },
      'POST /resumes/upload': { status: 201, body: failed },
      'GET /resumes/f1/download': { body: { downloadUrl: '/api/resumes/f1/file?token=t' } },
      'POST /resumes/f1/process': {
        body: {
          summary: { bulletSummary: ['ICU charge nurse'], paragraphSummary: 'Maria leads ICU teams.', promptExplanation: null },
          resume: detail({ id: 'f1', processingStatus: 'processed', bulletSummary: 'ICU charge nurse', paragraphSummary: 'Maria leads ICU teams.' }),
        },
      },
    });
    renderApp('/resumes');

    await userEvent.upload(await screen.findByLabelText('Resume file'), pdfFile());
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Resume' }));

    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('The language model did not answer in time.'));
    expect(screen.queryByText('Resume analyzed successfully!')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry Analysis' }));

    expect(await screen.findByText('Resume analyzed successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Maria leads ICU teams.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/resumes/f1/process')[0]?.body).toEqual({});
  });

  it('When Clear Selection is pressed, then the open resume closes and the upload form is empty again', async () => {
    stubUploadTransport();
    mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: { body: listBody([]) },
      'POST /resumes/upload': { status: 201, body: detail({ id: 'n1' }) },
      'GET /resumes/n1/download': { body: { downloadUrl: '/api/resumes/n1/file?token=t' } },
    });
    const { location } = renderApp('/resumes');
    await userEvent.upload(await screen.findByLabelText('Resume file'), pdfFile());
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Resume' }));
    await screen.findByText('Resume analyzed successfully!');
    expect(location().search).toBe('?resume=n1');

    await userEvent.click(await screen.findByRole('button', { name: 'Clear Selection' }));

    expect(location().search).toBe('');
    expect(screen.queryByText('Resume analyzed successfully!')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'AI Resume Analysis' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze Resume' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Upload Resume' })).toHaveFocus();
  });
});
