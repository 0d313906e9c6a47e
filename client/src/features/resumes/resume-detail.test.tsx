import type { ResumeDetail } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { watchFileSaves } from '../../test/file-saves';
import { mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { analysis, detail, listBody, listItem, specShapedDetail } from './test-support';

const LINK = '/api/resumes/r1/file?token=signed';

/** The page with one resume in the list, answering its detail and its download link. */
function openable(resume: ResumeDetail, routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInAs(),
    'GET /resumes?page=1&limit=6': { body: listBody([listItem({ id: resume.id, originalFilename: resume.originalFilename })]) },
    [`GET /resumes/${resume.id}`]: { body: resume },
    [`GET /resumes/${resume.id}/download`]: { body: { downloadUrl: LINK, expiresAt: new Date(Date.now() + 300_000).toISOString() } },
    ...routes,
  });
}

async function openCard(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('heading', { level: 2, name });
}

const region = (name: string | RegExp) => screen.getByRole('region', { name });

describe('Resume detail: opening', () => {
  it('When a card is chosen, then the detail loads first and the download link after, and the file details show', async () => {
    const api = openable(detail({ sizeBytes: 52_429 }));
    const { location } = renderApp('/resumes');

    const heading = await openCard('Maria Gonzalez.pdf');

    await waitFor(() => expect(heading).toHaveFocus());
    expect(location().search).toBe('?resume=r1');
    await waitFor(() => expect(api.callsTo('GET', '/resumes/r1/download')).toHaveLength(1));
    const order = api.calls.map((call) => call.path).filter((path) => path.startsWith('/resumes/r1'));
    expect(order).toEqual(['/resumes/r1', '/resumes/r1/download']);
    const details = region(/^File Details/);
    expect(within(details).getByText('PDF')).toBeInTheDocument();
    expect(within(details).getByText('51.2 KB')).toBeInTheDocument();
    expect(within(details).getByText('Mar 7')).toBeInTheDocument();
    expect(within(details).getByText('local-analyzer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Maria Gonzalez.pdf' })).toHaveAttribute('aria-current', 'true');
  });

  it.each([
    ['no extracted text', 'Uploaded', 'badge--warning', { extractedText: null, aiSummary: null }],
    ['extracted text', 'Parsed', 'badge--info', {}],
    ['a summary', 'Summarized', 'badge--success', { bulletSummary: 'Leads ICU teams', processingStatus: 'processed' }],
  ])('When the resume has %s, then the derived status is %s (%s)', async (_case, label, tone, overrides) => {
    openable(detail(overrides));
    renderApp('/resumes?resume=r1');

    await screen.findByRole('heading', { level: 2, name: 'Maria Gonzalez.pdf' });
    expect(within(region(/^File Details/)).getByText(label)).toHaveClass(tone);
  });

  it('When the resume is a PDF, then it is previewed 500px high from the signed link, with a Download link', async () => {
    openable(detail());
    renderApp('/resumes?resume=r1');

    const preview = await screen.findByTitle('Preview of Maria Gonzalez.pdf');
    expect(preview).toHaveAttribute('src', LINK);
    expect(preview).toHaveAttribute('height', '500');
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', LINK);
    expect(download).toHaveAttribute('download', 'Maria Gonzalez.pdf');
  });

  it('When the resume is not a PDF, then no preview is shown', async () => {
    openable(detail({ originalFilename: 'cv.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    renderApp('/resumes?resume=r1');

    expect(await screen.findByText('Preview not available for this file type')).toBeInTheDocument();
    expect(screen.queryByTitle(/Preview of/)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download' })).toBeInTheDocument();
  });

  it('When the download link cannot be fetched, then it is only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openable(detail(), { 'GET /resumes/r1/download': { status: 500, body: { message: 'Storage offline' } } });
    renderApp('/resumes?resume=r1');

    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to get the resume download link', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Storage offline')).not.toBeInTheDocument();
  });

  it.each([
    [{ status: 404, body: { message: 'Resume not found' } }, 'Resume not found'],
    [{ status: 500, body: '' }, 'Failed to load resume'],
  ])('When the detail cannot be loaded, then the red box shows the reason or the fallback', async (reply, message) => {
    openable(detail(), { 'GET /resumes/r1': reply });
    renderApp('/resumes?resume=r1');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('Resume detail: AI Resume Analysis', () => {
  it('shows every part of the analysis and the model that produced it', async () => {
    openable(detail());
    renderApp('/resumes?resume=r1');

    await screen.findByRole('heading', { name: 'AI Resume Analysis' });
    const panel = region('AI Resume Analysis');
    expect(within(panel).getByText('Produced by local-analyzer')).toBeInTheDocument();
    expect(within(panel).getByText(analysis.professionalSummary)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'maria@example.com' })).toHaveAttribute('href', 'mailto:maria@example.com');
    expect(within(panel).getByText('ICU Charge Nurse')).toBeInTheDocument();
    expect(within(panel).getByText("St. David's Medical Center")).toBeInTheDocument();
    expect(within(panel).getByText('Led a team of 12 nurses')).toBeInTheDocument();
    expect(within(panel).getByText('University of Texas at Austin')).toBeInTheDocument();
    expect(within(within(panel).getByRole('list', { name: 'Skills' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Critical care', 'Epic EHR']);
    expect(within(panel).getByText('CCRN')).toBeInTheDocument();
    expect(within(panel).getByText('Reduced central line infections by 40%')).toBeInTheDocument();
    expect(within(panel).getByText('Senior')).toBeInTheDocument();
    expect(within(panel).getByText('7 years 5 months of experience')).toBeInTheDocument();
  });

  it('groups nested contact information and reads education from school and graduationYear', async () => {
    openable(
      specShapedDetail({
        aiSummary: {
          ...analysis,
          personalInfo: {
            name: 'Maria Gonzalez',
            contact: { email: 'maria@example.com', phone: '(555) 123-4567' },
            online: { linkedin: 'linkedin.com/in/maria', website: 'https://maria.dev' },
          },
          education: [{ degree: 'MSN', school: 'Johns Hopkins University', graduationYear: 2019 }],
        },
      }),
    );
    renderApp('/resumes?resume=r1');

    const contact = await screen.findByRole('group', { name: 'Contact' });
    expect(within(contact).getByText('Phone')).toBeInTheDocument();
    expect(within(contact).getByText('(555) 123-4567')).toBeInTheDocument();
    const online = screen.getByRole('group', { name: 'Online' });
    expect(within(online).getByRole('link', { name: 'linkedin.com/in/maria' })).toHaveAttribute('href', 'https://linkedin.com/in/maria');
    expect(within(online).getByRole('link', { name: 'https://maria.dev' })).toHaveAttribute('href', 'https://maria.dev');
    const panel = region('AI Resume Analysis');
    expect(within(panel).getByText('MSN')).toBeInTheDocument();
    expect(within(panel).getByText('Johns Hopkins University')).toBeInTheDocument();
    expect(within(panel).getByText('2019')).toBeInTheDocument();
  });

  it('When there is no analysis, then the panel says so', async () => {
    openable(detail({ aiSummary: null }));
    renderApp('/resumes?resume=r1');

    expect(await screen.findByText(/No analysis yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Analysis' })).toBeDisabled();
  });
});

describe('Resume detail: Detailed AI Summary', () => {
  it.each([
    ['a string, one item per line', 'Leads ICU teams\nCCRN certified\n'],
    ['an array', ['Leads ICU teams', 'CCRN certified']],
  ])('shows the bullet summary given as %s, the paragraph and the explanation', async (_case, bulletSummary) => {
    openable(
      specShapedDetail({
        bulletSummary,
        paragraphSummary: 'Maria is a senior ICU nurse.',
        promptExplanation: 'Chose items about intensive care.',
        summaryPrompt: 'intensive care',
        processingStatus: 'processed',
      }),
    );
    renderApp('/resumes?resume=r1');

    await screen.findByRole('heading', { name: 'Detailed AI Summary' });
    const panel = region('Detailed AI Summary');
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Leads ICU teams', 'CCRN certified']);
    expect(within(panel).getByText('Maria is a senior ICU nurse.')).toBeInTheDocument();
    expect(within(panel).getByText('Your focus: “intensive care”')).toBeInTheDocument();
    expect(within(panel).getByText('Chose items about intensive care.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Re-summarize' })).toBeInTheDocument();
  });

  it.each([
    ['blank', '   ', {}],
    ['given', '  Focus on nursing jobs  ', { prompt: 'Focus on nursing jobs' }],
  ])('When the prompt is %s, then it is sent only if non-blank, trimmed', async (_case, typed, body) => {
    const summarized = detail({ bulletSummary: 'Leads ICU teams', paragraphSummary: 'Maria leads.', processingStatus: 'processed' });
    const api = openable(detail(), {
      'POST /resumes/r1/process': { body: { summary: { bulletSummary: ['Leads ICU teams'], paragraphSummary: 'Maria leads.', promptExplanation: null }, resume: summarized } },
    });
    renderApp('/resumes?resume=r1');

    const input = await screen.findByLabelText('Focus (optional)');
    expect(input).toHaveAttribute('placeholder', 'e.g. Focus on nursing jobs');
    await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Summarize in Detail' }));

    expect(await screen.findByRole('button', { name: 'Re-summarize' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/resumes/r1/process')[0]?.body).toEqual(body);
    expect(screen.getByText('Maria leads.')).toBeInTheDocument();
    expect(within(region(/^File Details/)).getByText('Summarized')).toHaveClass('badge--success');
  });

  it('When the answer has only the summary, then the resume is read again', async () => {
    let isSummarized = false;
    const api = openable(detail(), {
      'GET /resumes/r1': () => ({ body: isSummarized ? detail({ paragraphSummary: 'Read again.' }) : detail() }),
      'POST /resumes/r1/process': () => {
        isSummarized = true;
        return { body: { summary: { bulletSummary: [], paragraphSummary: 'Read again.', promptExplanation: null } } };
      },
    });
    renderApp('/resumes?resume=r1');

    await userEvent.click(await screen.findByRole('button', { name: 'Summarize in Detail' }));

    expect(await screen.findByText('Read again.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/resumes/r1')).toHaveLength(2);
  });

  it('shows progress while summarizing', async () => {
    let answer: (() => void) | undefined;
    openable(detail(), {
      'POST /resumes/r1/process': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { summary: { bulletSummary: [], paragraphSummary: 'Done.', promptExplanation: null }, resume: detail({ paragraphSummary: 'Done.' }) } });
        }),
    });
    renderApp('/resumes?resume=r1');

    await userEvent.click(await screen.findByRole('button', { name: 'Summarize in Detail' }));

    expect(await screen.findByRole('button', { name: 'Summarizing…' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Summarizing the resume…' })).toBeInTheDocument();
    answer?.();
    expect(await screen.findByText('Done.')).toBeInTheDocument();
  });

  it.each([
    [{ status: 502, body: { message: 'The language model did not answer in time.' } }, 'The language model did not answer in time.'],
    [{ status: 500, body: '' }, 'Failed to summarize resume'],
  ])('When summarizing fails, then the red box shows the reason or the fallback', async (reply, message) => {
    openable(detail(), { 'POST /resumes/r1/process': reply });
    renderApp('/resumes?resume=r1');

    await userEvent.click(await screen.findByRole('button', { name: 'Summarize in Detail' }));

    expect(await within(await screen.findByRole('region', { name: 'Detailed AI Summary' })).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Summarize in Detail' })).toBeEnabled();
  });
});

describe('Resume detail: Export Full Analysis', () => {
  it.each([
    ['PDF Document', 'pdf'],
    ['Word Document (.docx)', 'docx'],
  ])('When %s is chosen, then the export is fetched with the token and saved by the spec rule', async (label, format) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 9, 10, 0));
    const saved = watchFileSaves();
    const api = openable(detail({ originalFilename: 'Maria Gonzalez.pdf' }), {
      [`GET /resumes/r1/export?format=${format}`]: { body: 'exported file' },
    });
    renderApp('/resumes?resume=r1');

    const select = await screen.findByLabelText('Format');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['PDF Document', 'Word Document (.docx)']);
    expect(select).toHaveValue('pdf');
    await userEvent.selectOptions(select, label);
    await userEvent.click(screen.getByRole('button', { name: 'Download Analysis' }));

    await waitFor(() => expect(saved).toEqual([`Maria Gonzalez_Analysis_2024-06-09.${format}`]));
    expect(api.callsTo('GET', `/resumes/r1/export?format=${format}`)[0]?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it.each([
    [{ status: 409, body: { message: 'This resume has no analysis to export yet. Analyze it first.' } }, 'This resume has no analysis to export yet. Analyze it first.'],
    [{ status: 500, body: '' }, 'Failed to export analysis'],
  ])('When the export fails, then the red box shows the reason or the fallback', async (reply, message) => {
    const saved = watchFileSaves();
    openable(detail(), { 'GET /resumes/r1/export?format=pdf': reply });
    renderApp('/resumes?resume=r1');

    await userEvent.click(await screen.findByRole('button', { name: 'Download Analysis' }));

    expect(await within(region('Export Full Analysis')).findByRole('alert')).toHaveTextContent(message);
    expect(saved.filter((name) => name.includes('_Analysis_'))).toEqual([]);
  });
});
