import type { Page } from 'playwright-core';
import { resumePdf, type ResumeContent } from '../resume-files';

/**
 * Uploads (and so analyses) a resume as a PDF through the API with the session the browser
 * holds, as the Resumes page would; for suites whose subject is what comes after.
 */
export async function uploadResume(page: Page, content: ResumeContent, filename = `${content.name}.pdf`): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post('/api/resumes/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: filename, mimeType: 'application/pdf', buffer: await resumePdf(content) } },
  });
  if (response.status() !== 201) throw new Error(`Uploading ${filename} answered ${response.status()}: ${await response.text()}`);
}
