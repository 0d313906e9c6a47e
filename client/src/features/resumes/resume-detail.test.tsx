import type { ResumeDetail } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { watchFileSaves } from '../../test/file-saves';
import { mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { readSelection, writeSelection } from '../outreach/selection-storage';
import { candidate } from '../outreach/test-support';
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

/** On a narrow screen (jsdom has no layout, so every test's is) the original is the second tab. */
async function showOriginal() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Original document' }));
}

/** A detail column `width` px wide, as the browser would measure it. */
function detailWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width, height: 800 }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}

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
    await showOriginal();

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
    await showOriginal();

    expect(await screen.findByText('Preview not available for this file type')).toBeVisible();
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

describe('Resume detail: the analysis beside the original', () => {
  it('When the screen is narrow, then the analysis and the original are two tabs, the analysis first', async () => {
    const api = openable(detail());
    renderApp('/resumes?resume=r1');

    const tabs = await screen.findByRole('tablist', { name: 'Resume views' });
    const [analysisTab, originalTab] = within(tabs).getAllByRole('tab');
    expect(analysisTab).toHaveAccessibleName('Analysis');
    expect(analysisTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Analysis' })).toContainElement(region('AI Resume Analysis'));
    expect(screen.queryByRole('region', { name: 'Original Document' })).not.toBeInTheDocument();
    // The download link is still fetched on opening (spec), ready when the tab is chosen.
    await waitFor(() => expect(api.callsTo('GET', '/resumes/r1/download')).toHaveLength(1));

    await userEvent.click(originalTab!);
    expect(originalTab).toHaveAttribute('aria-selected', 'true');
    expect(analysisTab).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Original document' })).toContainElement(region('Original Document'));
    expect(screen.queryByRole('region', { name: 'AI Resume Analysis' })).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, Home and End, one tab stop for the list', async () => {
    openable(detail());
    renderApp('/resumes?resume=r1');
    const analysisTab = await screen.findByRole('tab', { name: 'Analysis' });
    const originalTab = screen.getByRole('tab', { name: 'Original document' });
    expect(analysisTab).toHaveAttribute('tabindex', '0');
    expect(originalTab).toHaveAttribute('tabindex', '-1');

    analysisTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(originalTab).toHaveFocus();
    expect(originalTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(analysisTab).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(originalTab).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(analysisTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(originalTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Original Document' })).toBeVisible();
  });

  it('When the detail is wide enough for two columns, then the original sits beside the analysis, no tabs', async () => {
    detailWidth(900);
    openable(detail());
    renderApp('/resumes?resume=r1');

    await screen.findByRole('region', { name: 'AI Resume Analysis' });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(region('Original Document')).toBeVisible();
    expect(await screen.findByTitle('Preview of Maria Gonzalez.pdf')).toBeVisible();
  });
});

describe('Resume detail: e-mail addresses', () => {
  it('When an address is too long for its column, then it is cut short on one line, whole in its text and tooltip', async () => {
    const long = 'maria.alejandra.gonzalez-hernandez.rn@st-davids-medical-center.example.com';
    openable(detail({ aiSummary: { ...analysis, personalInfo: { ...analysis.personalInfo, email: long } } }));
    renderApp('/resumes?resume=r1');

    const address = await screen.findByRole('link', { name: long });
    expect(address).toHaveAttribute('title', long);
    expect(address.textContent).toBe(long);
    expect(address).toHaveClass('email-address');
  });
});

describe('Resume detail: Technical details', () => {
  it('keeps the model and the internal codes folded under "Technical details", shown when opened', async () => {
    openable(detail({ id: '6f1c2a9e-0000-4000-8000-000000000001', analysisModel: 'gpt-4o-mini' }));
    renderApp('/resumes?resume=6f1c2a9e-0000-4000-8000-000000000001');

    const summary = await screen.findByText('Technical details');
    expect(summary.tagName).toBe('SUMMARY');
    const model = screen.getByText('gpt-4o-mini');
    expect(model).not.toBeVisible();
    expect(screen.getByText('6f1c2a9e-0000-4000-8000-000000000001')).not.toBeVisible();
    expect(screen.getByText('application/pdf')).not.toBeVisible();
    expect(within(region('AI Resume Analysis')).queryByText(/gpt-4o-mini/)).not.toBeInTheDocument();

    await userEvent.click(summary);
    expect(model).toBeVisible();
  });

  it('When the resume has not been analysed, then the technical details say so', async () => {
    openable(detail({ analysisModel: null, aiSummary: null }));
    renderApp('/resumes?resume=r1');

    await userEvent.click(await screen.findByText('Technical details'));
    expect(screen.getByText('Not analyzed yet')).toBeVisible();
  });
});

describe('Resume detail: AI Resume Analysis', () => {
  it('shows every part of the analysis', async () => {
    openable(detail());
    renderApp('/resumes?resume=r1');

    await screen.findByRole('heading', { name: 'AI Resume Analysis' });
    const panel = region('AI Resume Analysis');
    expect(within(panel).getByText(analysis.professionalSummary)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'maria@example.com' })).toHaveAttribute('href', 'mailto:maria@example.com');
    expect(within(panel).getByRole('link', { name: 'maria@example.com' })).toHaveAttribute('title', 'maria@example.com');
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

  it('When a role was held as a volunteer, then its dates say so', async () => {
    const volunteering = { title: 'Volunteer Tutor', company: 'Riverside Literacy Center', duration: '2015 – Present', responsibilities: [], isVolunteer: true };
    openable(detail({ aiSummary: { ...analysis, workExperience: [...analysis.workExperience, volunteering] } }));
    renderApp('/resumes?resume=r1');

    await screen.findByRole('heading', { name: 'AI Resume Analysis' });
    const panel = region('AI Resume Analysis');
    expect(within(panel).getByText('2015 – Present · Volunteer')).toBeInTheDocument();
    expect(within(panel).getByText('March 2019 – Present')).toBeInTheDocument();
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

describe('Resume detail: E-mail candidate', () => {
  it('When "E-mail candidate" is pressed, then Compose opens with this one candidate selected', async () => {
    // A selection left from an earlier visit to Candidates is replaced, not added to.
    writeSelection([candidate({ email: 'someone@example.com', fullName: 'Someone Else' })]);
    openable(detail(), { 'GET /email-templates': { body: [] } });
    const { location } = renderApp('/resumes?resume=r1');

    await userEvent.click(await screen.findByRole('button', { name: 'E-mail candidate' }));

    await waitFor(() => expect(location().pathname).toBe('/outreach/compose'));
    const recipients = await screen.findByRole('region', { name: 'Recipient' });
    expect(within(recipients).getByText('Maria Gonzalez')).toBeInTheDocument();
    expect(within(recipients).queryByText('Someone Else')).not.toBeInTheDocument();
    expect(readSelection()).toEqual([
      expect.objectContaining({ email: 'maria@example.com', fullName: 'Maria Gonzalez', title: 'ICU Charge Nurse', resumeId: 'r1', skills: ['Critical care', 'Epic EHR'] }),
    ]);
  });

  it('When the address is nested in the contact details, then the button still finds it', async () => {
    openable(specShapedDetail({ aiSummary: { ...analysis, personalInfo: { name: 'Maria Gonzalez', contact: { email: 'Maria@Example.com' } } } }), {
      'GET /email-templates': { body: [] },
    });
    renderApp('/resumes?resume=r1');

    await userEvent.click(await screen.findByRole('button', { name: 'E-mail candidate' }));
    await screen.findByRole('region', { name: 'Recipient' });
    expect(readSelection()).toEqual([expect.objectContaining({ email: 'maria@example.com' })]);
  });

  it.each([
    ['no analysis yet', { aiSummary: null }],
    ['no e-mail address found', { aiSummary: { ...analysis, personalInfo: { ...analysis.personalInfo, email: 'n/a' } } }],
  ])('When the resume has %s, then there is no "E-mail candidate"', async (_case, overrides) => {
    openable(detail(overrides));
    renderApp('/resumes?resume=r1');

    await screen.findByRole('heading', { level: 2, name: 'Maria Gonzalez.pdf' });
    expect(screen.queryByRole('button', { name: 'E-mail candidate' })).not.toBeInTheDocument();
  });
});

describe('Resume detail: Find similar candidates', () => {
  it('opens the Candidates page in match mode with the resume\'s title and top skills', async () => {
    const api = openable(detail(), {
      'GET /outreach/candidates': { body: [] },
      'POST /candidates/search': { body: { results: [] } },
    });
    const { location } = renderApp('/resumes?resume=r1');

    await userEvent.click(await screen.findByRole('link', { name: 'Find similar candidates' }));

    await waitFor(() => expect(location().pathname).toBe('/outreach/candidates'));
    expect(new URLSearchParams(location().search).get('match')).toBe('ICU Charge Nurse, Critical care, Epic EHR');
    expect(await screen.findByLabelText('Job description or what you are looking for')).toHaveValue('ICU Charge Nurse, Critical care, Epic EHR');
    expect(await screen.findByRole('status')).toHaveTextContent('No candidates match');
    expect(api.callsTo('POST', '/candidates/search')[0]?.body).toEqual({ query: 'ICU Charge Nurse, Critical care, Epic EHR', topK: 20 });
  });

  it('When the resume has not been analysed, then there is no "Find similar candidates"', async () => {
    openable(detail({ aiSummary: null }));
    renderApp('/resumes?resume=r1');

    await screen.findByRole('heading', { level: 2, name: 'Maria Gonzalez.pdf' });
    expect(screen.queryByRole('link', { name: 'Find similar candidates' })).not.toBeInTheDocument();
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

describe('Resume detail: Candidate profile', () => {
  it("links to the page of the resume's candidate", async () => {
    openable(detail());
    renderApp('/resumes?resume=r1');

    expect(await screen.findByRole('link', { name: 'Candidate profile' })).toHaveAttribute('href', '/candidates/maria%40example.com');
  });
});
