import type { LibraryDocument } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { watchFileSaves } from '../../test/file-saves';
import { mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { deferred, stubUploadTransport } from '../../test/upload-transport';
import { FIRST_PAGE, libraryDocument, listBody, searchResult } from './test-support';

const allDocuments = () => screen.findByRole('region', { name: 'All Documents' });

function pdfFile(name = 'leave-policy-2024.pdf', content = '%PDF-1.7 policy') {
  return new File([content], name, { type: 'application/pdf' });
}

describe('Documents page: the list', () => {
  it('shows the spec texts and each document with title, file, status colour, size, uploader, date and Download', async () => {
    mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: {
        body: listBody([
          libraryDocument({ id: 'a', title: 'Leave Policy', originalFilename: 'leave.pdf', status: 'processed', sizeBytes: 512, description: 'For all nursing staff' }),
          libraryDocument({ id: 'b', title: 'ICU Job Description', originalFilename: 'icu.docx', status: 'uploaded', sizeBytes: 52_429, createdAt: '2024-11-02T12:00:00Z' }),
          libraryDocument({ id: 'c', title: 'Contract Template', originalFilename: 'contract.pdf', status: 'failed', sizeBytes: 3_565_158, errorMessage: 'No text could be read from this PDF.' }),
          libraryDocument({ id: 'd', title: 'Odd One', status: 'indexing', uploadedBy: { firstName: 'Grace', lastName: 'Hopper' } }),
        ]),
      },
    });
    renderApp('/documents');

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Upload Document' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    const items = await within(await allDocuments()).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    const [leave, icu, contract, odd] = items.map((item) => within(item));
    expect(leave!.getByRole('heading', { level: 3, name: 'Leave Policy' })).toBeInTheDocument();
    expect(leave!.getByText('leave.pdf')).toBeInTheDocument();
    expect(leave!.getByText('For all nursing staff')).toBeInTheDocument();
    expect(leave!.getByText('Processed')).toHaveClass('badge--success');
    expect(leave!.getByText('512 B')).toBeInTheDocument();
    expect(leave!.getByText(/^Uploaded by/)).toHaveTextContent('Uploaded by Ada Lovelace on Mar 7');
    expect(leave!.getByText('Mar 7')).toBeInTheDocument();
    expect(leave!.getByRole('button', { name: 'Download Leave Policy' })).toBeEnabled();
    expect(icu!.getByText('Uploaded')).toHaveClass('badge--warning');
    expect(icu!.getByText('51.2 KB')).toBeInTheDocument();
    expect(icu!.getByText('Nov 2')).toBeInTheDocument();
    expect(contract!.getByText('Failed')).toHaveClass('badge--danger');
    expect(contract!.getByText('3.4 MB')).toBeInTheDocument();
    expect(contract!.getByText('No text could be read from this PDF.')).toBeInTheDocument();
    expect(odd!.getByText('Indexing')).toHaveClass('badge--danger');
    expect(odd!.getByText(/^Uploaded by/)).toHaveTextContent('Uploaded by Grace Hopper on Mar 7');
    expect(odd!.queryByRole('button', { name: /Reprocess/ })).not.toBeInTheDocument();
  });

  it('When there are no documents, then the empty state says so', async () => {
    mockApi({ ...signedInAs(), [FIRST_PAGE]: { body: listBody([]) } });
    renderApp('/documents');

    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Document pages' })).not.toBeInTheDocument();
  });

  it('When the list cannot be loaded, then it is only logged and nothing is shown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ ...signedInAs(), [FIRST_PAGE]: { status: 500, body: { message: 'Database is down' } } });
    renderApp('/documents');

    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load documents', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('No documents yet')).not.toBeInTheDocument();
    expect(screen.queryByText('Database is down')).not.toBeInTheDocument();
  });

  it('asks for 6 a page and moves through the numbered pages, keeping the page in the URL', async () => {
    const page = (n: number) => listBody([libraryDocument({ id: `p${n}`, title: `Policy ${n}` })], { totalItems: 60, currentPage: n });
    const api = mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: { body: page(1) },
      'GET /documents?page=2&limit=6': { body: page(2) },
      'GET /documents?page=10&limit=6': { body: page(10) },
    });
    const { location } = renderApp('/documents');

    const pages = await screen.findByRole('navigation', { name: 'Document pages' });
    expect(within(pages).getByText('…')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'Policy 2' })).toBeInTheDocument();
    expect(location().search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(await screen.findByRole('heading', { name: 'Policy 10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.calls.filter((call) => call.path.startsWith('/documents?')).map((call) => call.path)).toEqual([
      '/documents?page=1&limit=6',
      '/documents?page=2&limit=6',
      '/documents?page=10&limit=6',
    ]);
  });

  it('When the URL names a page past the end, then the last page is shown', async () => {
    mockApi({
      ...signedInAs(),
      'GET /documents?page=9&limit=6': { body: listBody([], { totalItems: 8, currentPage: 9 }) },
      'GET /documents?page=2&limit=6': { body: listBody([libraryDocument({ title: 'Last One' })], { totalItems: 8, currentPage: 2 }) },
    });
    const { location } = renderApp('/documents?page=9');

    expect(await screen.findByRole('heading', { name: 'Last One' })).toBeInTheDocument();
    expect(location().search).toBe('?page=2');
  });
});

describe('Documents page: upload', () => {
  it('When no file is chosen, then Upload Document is disabled and the picker offers the four types', async () => {
    mockApi({ ...signedInAs(), [FIRST_PAGE]: { body: listBody([]) } });
    renderApp('/documents');

    expect(await screen.findByRole('button', { name: 'Upload Document' })).toBeDisabled();
    expect(screen.getByLabelText('Document file')).toHaveAttribute('accept', '.pdf,.doc,.docx,.txt');
    expect(screen.getByLabelText('Title (optional)')).toHaveAttribute('placeholder', 'Defaults to the file name');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('');
  });

  it('When a file of another type is chosen, then it is refused before sending', async () => {
    const api = mockApi({ ...signedInAs(), [FIRST_PAGE]: { body: listBody([]) } });
    renderApp('/documents');
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(await screen.findByLabelText('Document file'), new File(['MZ'], 'setup.exe'));

    expect(screen.getByRole('alert')).toHaveTextContent('Unsupported file type. Please upload a PDF, DOC, DOCX or TXT file.');
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeDisabled();
    expect(api.calls.filter((call) => call.path.startsWith('/documents/upload'))).toHaveLength(0);
  });

  it('When a document is uploaded from page 2, then progress shows, then processing, then success, the form empties and page 1 shows it', async () => {
    const midway = deferred();
    const processing = deferred();
    stubUploadTransport({ midway: midway.promise });
    let listed: LibraryDocument[] = [];
    const api = mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: () => ({ body: listBody(listed) }),
      'GET /documents?page=2&limit=6': { body: listBody([libraryDocument({ title: 'Older' })], { totalItems: 7, currentPage: 2 }) },
      'POST /documents/upload': async () => {
        await processing.promise;
        listed = [libraryDocument({ id: 'new', title: 'Leave Policy 2024' })];
        return { status: 201, body: listed[0] };
      },
    });
    const { location } = renderApp('/documents?page=2');
    await screen.findByRole('heading', { name: 'Older' });

    await userEvent.upload(screen.getByLabelText('Document file'), pdfFile());
    const title = screen.getByLabelText('Title (optional)');
    expect(title).toHaveAttribute('placeholder', 'leave-policy-2024.pdf');
    await userEvent.type(title, '  Leave Policy 2024 ');
    await userEvent.type(screen.getByLabelText('Description (optional)'), 'Paid time off for nurses');
    await userEvent.click(screen.getByRole('button', { name: 'Upload Document' }));

    const uploading = await screen.findByRole('progressbar', { name: 'Uploading…' });
    expect(uploading).toHaveAttribute('aria-valuenow', '50');
    midway.resolve();
    expect(await screen.findByRole('progressbar', { name: 'Processing document…' })).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
    processing.resolve();

    expect(await screen.findByText('Document uploaded and processed successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Leave Policy 2024' })).toBeInTheDocument();
    expect(location().search).toBe('');
    expect(screen.getByLabelText('Title (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeDisabled();
    const [upload] = api.callsTo('POST', '/documents/upload');
    const form = upload?.body as FormData;
    expect(form.get('file')).toMatchObject({ name: 'leave-policy-2024.pdf' });
    expect(form.get('title')).toBe('Leave Policy 2024');
    expect(form.get('description')).toBe('Paid time off for nurses');
    expect(upload?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(upload?.headers.has('Content-Type')).toBe(false);
  });

  it('When no title or description is given, then the title is sent blank for the server to name it, and no description', async () => {
    stubUploadTransport();
    const api = mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: { body: listBody([]) },
      'POST /documents/upload': { status: 201, body: libraryDocument({ title: 'notes.txt' }) },
    });
    renderApp('/documents');

    await userEvent.upload(await screen.findByLabelText('Document file'), new File(['Leave notes'], 'notes.txt', { type: 'text/plain' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Document' }));

    expect(await screen.findByText('Document uploaded and processed successfully!')).toBeInTheDocument();
    const form = api.callsTo('POST', '/documents/upload')[0]?.body as FormData;
    expect(form.get('title')).toBe('');
    expect(form.has('description')).toBe(false);
  });

  it('When the document was stored but failed to process, then its reason shows instead of success', async () => {
    stubUploadTransport();
    mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: { body: listBody([]) },
      'POST /documents/upload': { status: 201, body: libraryDocument({ status: 'failed', errorMessage: 'The embedding model did not answer.' }) },
    });
    renderApp('/documents');

    await userEvent.upload(await screen.findByLabelText('Document file'), pdfFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload Document' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The embedding model did not answer.');
    expect(screen.queryByText('Document uploaded and processed successfully!')).not.toBeInTheDocument();
  });

  it.each([
    ['the server explains', { status: 413, body: { message: 'The file is larger than the 10 MB limit.' } }, 'The file is larger than the 10 MB limit.'],
    ['the server says nothing', { status: 500, body: '' }, 'Upload failed'],
  ])('When the upload fails and %s, then the red box shows it and the form keeps the file', async (_case, reply, message) => {
    stubUploadTransport();
    mockApi({ ...signedInAs(), [FIRST_PAGE]: { body: listBody([]) }, 'POST /documents/upload': reply });
    renderApp('/documents');

    await userEvent.upload(await screen.findByLabelText('Document file'), pdfFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload Document' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeEnabled();
    expect(screen.queryByText('Document uploaded and processed successfully!')).not.toBeInTheDocument();
  });
});

describe('Documents page: download and reprocess', () => {
  it('When Download is pressed in the list, then the file is fetched with the token and saved under its original name', async () => {
    const saved = watchFileSaves();
    const api = mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: { body: listBody([libraryDocument({ id: 'd1', title: 'Leave Policy', originalFilename: 'Leave Policy (final).PDF' })]) },
      'GET /documents/d1/download': { body: '%PDF-1.7 policy' },
    });
    renderApp('/documents');

    await userEvent.click(await screen.findByRole('button', { name: 'Download Leave Policy' }));

    await waitFor(() => expect(saved).toEqual(['Leave Policy (final).PDF']));
    expect(api.callsTo('GET', '/documents/d1/download')[0]?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('When Download is pressed on a search result, then it saves that document under its original name', async () => {
    const saved = watchFileSaves();
    mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: { body: listBody([]) },
      'POST /documents/search': { body: { results: [searchResult({ id: 's1', title: 'Handbook', originalFilename: 'staff-handbook.docx' })] } },
      'GET /documents/s1/download': { body: 'PK docx' },
    });
    renderApp('/documents');

    await userEvent.type(await screen.findByRole('textbox', { name: 'Search documents' }), 'holidays{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Download Handbook' }));

    await waitFor(() => expect(saved).toEqual(['staff-handbook.docx']));
  });

  it('When the download fails, then the spec alert says so and nothing is saved', async () => {
    const saved = watchFileSaves();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: { body: listBody([libraryDocument({ id: 'gone', title: 'Gone' })]) },
      'GET /documents/gone/download': { status: 404, body: { message: 'Document not found' } },
    });
    renderApp('/documents');

    await userEvent.click(await screen.findByRole('button', { name: 'Download Gone' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to download document'));
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download Gone' })).toBeEnabled();
  });

  it('When a failed document is reprocessed, then the list shows its new status', async () => {
    let current = libraryDocument({ id: 'f1', title: 'Contract', status: 'failed', errorMessage: 'The embedding model did not answer.' });
    const api = mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: () => ({ body: listBody([current]) }),
      'POST /documents/f1/reprocess': () => {
        current = { ...current, status: 'processed', errorMessage: null };
        return { body: current };
      },
    });
    renderApp('/documents');

    expect(await screen.findByText('The embedding model did not answer.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reprocess Contract' }));

    expect(await screen.findByText('Processed')).toHaveClass('badge--success');
    expect(screen.queryByText('The embedding model did not answer.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reprocess/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/documents/f1/reprocess')).toHaveLength(1);
  });

  it('When reprocessing fails, then the red box shows the reason and the button stays', async () => {
    mockApi({
      ...signedInAs(),
      [FIRST_PAGE]: { body: listBody([libraryDocument({ id: 'f1', title: 'Contract', status: 'failed', errorMessage: 'Timed out.' })]) },
      'POST /documents/f1/reprocess': { status: 502, body: { message: 'The embedding model is unavailable.' } },
    });
    renderApp('/documents');

    await userEvent.click(await screen.findByRole('button', { name: 'Reprocess Contract' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The embedding model is unavailable.');
    expect(screen.getByRole('button', { name: 'Reprocess Contract' })).toBeEnabled();
  });
});
