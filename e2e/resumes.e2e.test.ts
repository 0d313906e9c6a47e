import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUp } from './support/accounts';
import { usePagePerTest, waitForPath } from './support/browser';
import { NURSE_RESUME, resumeDocx, resumePdf, THERAPIST_RESUME } from './resume-files';

let page: Page;
usePagePerTest((opened) => (page = opened));

const PDF_MIME = 'application/pdf';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The browser and this test run on one machine, so "today" is the same local date for both. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function openResumesPage(): Promise<void> {
  await signUp(page, newAccount('Healthcare'));
  await page.getByRole('link', { name: 'Resumes' }).click();
  await waitForPath(page, '/resumes');
  await page.getByRole('heading', { name: 'Upload Resume' }).waitFor();
}

async function chooseFile(name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await page.getByLabel('Resume file').setInputFiles({ name, mimeType, buffer });
}

async function totalResumes(): Promise<number> {
  const text = await page.getByText(/^\d+ total resumes$/).textContent();
  return Number.parseInt(text ?? '', 10);
}

async function uploadAndAnalyze(name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await chooseFile(name, mimeType, buffer);
  await page.getByRole('button', { name: 'Analyze Resume' }).click();
  await page.getByText('Resume analyzed successfully!').waitFor({ timeout: 60_000 });
  await page.getByRole('heading', { level: 2, name }).waitFor();
}

/** Saves the export in the chosen format and returns the browser's file name and the bytes. */
async function downloadAnalysis(formatLabel: string): Promise<{ filename: string; bytes: Buffer }> {
  await page.getByLabel('Format').selectOption({ label: formatLabel });
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Analysis' }).click();
  const download = await downloadStarted;
  const filePath = await download.path();
  return { filename: download.suggestedFilename(), bytes: await readFile(filePath) };
}

describe('resumes', () => {
  it('When a PDF and a .docx are uploaded, then each is analyzed, summarized with a focus, previewed and exported', async () => {
    await openResumesPage();
    const id = randomUUID().slice(0, 6);
    const pdfName = `Grace Whitfield ${id}.pdf`;
    const docxName = `Daniel Ortega ${id}.docx`;
    await page.getByText(/^\d+ total resumes$/).waitFor();
    const before = await totalResumes();

    // The PDF: analyzed at upload, with its preview loaded from the signed link.
    const previewLoaded = page.waitForResponse((response) => response.url().includes('/file?token='));
    await uploadAndAnalyze(pdfName, PDF_MIME, await resumePdf(NURSE_RESUME));
    const analysis = page.getByRole('region', { name: 'AI Resume Analysis' });
    await analysis.getByText('Grace Whitfield', { exact: true }).waitFor();
    await analysis.getByText('ICU Charge Nurse', { exact: true }).waitFor();
    await analysis.getByRole('list', { name: 'Skills' }).getByText('Ventilator management').waitFor();
    // The model that wrote it is a technical detail, folded away until asked for.
    await page.getByText('Technical details').click();
    await page.getByText('local-analyzer', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Summarize in Detail' }).isVisible()).toBe(true);

    // At a desktop width the original sits beside the analysis, both in view without a tab.
    const preview = await previewLoaded;
    const previewBox = await page.getByTitle(`Preview of ${pdfName}`).boundingBox();
    const analysisBox = await analysis.boundingBox();
    expect(previewBox && analysisBox && previewBox.x >= analysisBox.x + analysisBox.width).toBe(true);
    expect(previewBox && analysisBox && previewBox.y < analysisBox.y + analysisBox.height).toBe(true);
    expect(await page.getByRole('tab', { name: 'Original document' }).count()).toBe(0);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toContain(PDF_MIME);
    const iframeSrc = await page.getByTitle(`Preview of ${pdfName}`).getAttribute('src');
    expect(preview.url()).toContain(iframeSrc);
    expect(await page.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(iframeSrc);
    await page.getByText(`${before + 1} total resumes`).waitFor();

    // Summarize with a focus: the explanation of the chosen points shows, and the button becomes Re-summarize.
    await page.getByLabel('Focus (optional)').fill('  intensive care leadership  ');
    await page.getByRole('button', { name: 'Summarize in Detail' }).click();
    await page.getByText('Your focus: “intensive care leadership”').waitFor({ timeout: 60_000 });
    const summary = page.getByRole('region', { name: 'Detailed AI Summary' });
    expect(await summary.textContent()).toMatch(/intensive/i);
    await page.getByRole('button', { name: 'Re-summarize' }).waitFor();
    await page.getByRole('region', { name: /^File Details/ }).getByText('Summarized').waitFor();

    // Export in both formats, named by the spec's rule.
    const pdfExport = await downloadAnalysis('PDF Document');
    expect(pdfExport.filename).toBe(`Grace Whitfield ${id}_Analysis_${today()}.pdf`);
    expect(pdfExport.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const docxExport = await downloadAnalysis('Word Document (.docx)');
    expect(docxExport.filename).toBe(`Grace Whitfield ${id}_Analysis_${today()}.docx`);
    expect(docxExport.bytes.subarray(0, 2).toString()).toBe('PK');

    // The .docx: analyzed too, with no inline preview.
    await uploadAndAnalyze(docxName, DOCX_MIME, await resumeDocx(THERAPIST_RESUME));
    await analysis.getByText('Daniel Ortega', { exact: true }).waitFor();
    await analysis.getByText('Senior Physical Therapist', { exact: true }).waitFor();
    await analysis.getByRole('list', { name: 'Skills' }).getByText('Manual therapy').waitFor();
    await page.getByText('Preview not available for this file type').waitFor();
    await page.getByText(`${before + 2} total resumes`).waitFor();

    // Back to the PDF from the list: its summary is still there; Clear Selection empties the view.
    // Its card leads with the candidate the analysis found, the file name under it.
    await page.getByRole('listitem').filter({ hasText: pdfName }).getByRole('button', { name: 'Grace Whitfield' }).click();
    await page.getByRole('heading', { level: 2, name: pdfName }).waitFor();
    await page.getByText('Your focus: “intensive care leadership”').waitFor();
    await page.getByRole('button', { name: 'Clear Selection' }).click();
    await page.getByText('Choose a resume from the list, or upload a new one, to see its analysis here.').waitFor();
    expect(await page.getByRole('region', { name: 'AI Resume Analysis' }).count()).toBe(0);
  });

  it('When a file of another type is chosen, then it is refused with a clear message and nothing is sent', async () => {
    await openResumesPage();
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/resumes/upload')) uploads += 1;
    });

    await chooseFile('setup.exe', 'application/octet-stream', Buffer.from('MZ\x90\x00binary'));

    await page.getByText('Unsupported file type. Please upload a PDF, DOC, DOCX or TXT file.').waitFor();
    expect(await page.getByRole('button', { name: 'Analyze Resume' }).isDisabled()).toBe(true);
    expect(uploads).toBe(0);

    // A program renamed to .pdf passes the name check; the server reads its content and refuses it.
    await chooseFile('resume.pdf', PDF_MIME, Buffer.from('MZ\x90\x00 this is not a PDF at all'));
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).not.toBe('Upload failed');
    expect(uploads).toBe(1);

    // Over the size limit: the server's own sentence reaches the page.
    await chooseFile('huge resume.txt', 'text/plain', Buffer.alloc(11 * 1024 * 1024, 'Nurse '));
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await page.getByRole('alert').getByText('The file is larger than the 10 MB limit.').waitFor();
    expect(await page.getByText('Resume analyzed successfully!').count()).toBe(0);
  });
});
