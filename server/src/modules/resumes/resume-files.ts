import type { Response } from 'express';
import type { AppContext, Caller } from '../../context.js';
import { aiSummarySchema } from '../../ai/resume-analysis.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { sendStoredFile } from '../../files/send-stored-file.js';
import { InvalidDownloadTokenError, signDownload, verifyDownload } from '../../files/signed-url.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { exportFilename } from './export/export-filename.js';
import { findResume } from './queries.js';
import type { ExportFormat } from '@app/shared';

// Long enough to open a preview and click Download, short enough that a leaked link soon dies.
const DOWNLOAD_LINK_SECONDS = 300;

/** A signed link that works in an iframe or a plain link, with no bearer header. */
export async function createDownloadLink(ctx: AppContext, options: { caller: Caller; id: string }) {
  const resume = await findResume(ctx, options);
  const token = await signDownload(
    { resourceType: 'resume', id: resume.id, tenantId: resume.tenantId, expiresInSeconds: DOWNLOAD_LINK_SECONDS },
    ctx.config.jwtSecret,
  );
  return {
    downloadUrl: `/api/resumes/${resume.id}/file?token=${encodeURIComponent(token)}`,
    expiresAt: new Date(Date.now() + DOWNLOAD_LINK_SECONDS * 1000).toISOString(),
  };
}

/** Streams the original file for a valid link: 403 when the link is expired or tampered with. */
export async function sendSignedResumeFile(ctx: AppContext, res: Response, options: { id: string; token: string }) {
  let grant;
  try {
    grant = await verifyDownload(options.token, ctx.config.jwtSecret, { resourceType: 'resume', id: options.id });
  } catch (error) {
    if (!(error instanceof InvalidDownloadTokenError)) throw error;
    const message = error.reason === 'expired' ? 'This download link has expired. Please open the resume again.' : 'This download link is not valid.';
    throw new HttpError(403, message);
  }
  const resume = await ctx.prisma.resume.findFirst({ where: { id: grant.id, ...ofTenant(grant) } });
  if (!resume) throw notFound('Resume');
  await sendStoredFile(res, {
    storage: ctx.storage,
    storedName: resume.storedName,
    filename: resume.originalFilename,
    mimeType: resume.mimeType,
  });
}

/** The full analysis as a PDF or .docx, named by the spec's rule. */
export async function exportAnalysis(ctx: AppContext, options: { caller: Caller; id: string; format: ExportFormat }) {
  const resume = await findResume(ctx, options);
  const analysis = aiSummarySchema.safeParse(resume.aiSummary);
  if (!analysis.success && !resume.bulletSummary && !resume.paragraphSummary) {
    throw new HttpError(409, 'This resume has no analysis to export yet. Analyze it first.');
  }
  const data = {
    originalFilename: resume.originalFilename,
    createdAt: resume.createdAt,
    analysisModel: resume.analysisModel,
    aiSummary: analysis.success ? analysis.data : null,
    bulletSummary: resume.bulletSummary ? resume.bulletSummary.split('\n').filter(Boolean) : [],
    paragraphSummary: resume.paragraphSummary,
    promptExplanation: resume.promptExplanation,
    summaryPrompt: resume.summaryPrompt,
  };
  const isPdf = options.format === 'pdf';
  return {
    filename: exportFilename(resume.originalFilename, options.format),
    mimeType: isPdf ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    // Loaded on the first export: pdfkit and docx would add a good part of a second to every start.
    content: isPdf
      ? await (await import('./export/render-analysis-pdf.js')).renderAnalysisPdf(data)
      : await (await import('./export/render-analysis-docx.js')).renderAnalysisDocx(data),
  };
}
