import type { AppContext, Caller } from '../../context.js';
import { acceptUpload, type WordLimit } from '../../files/intake.js';
import { saveAndRecord } from '../../files/storage.js';
import type { UploadedFile } from '../../http/upload.js';
import { newLease, whileLeased } from '../../lifecycle/work-lease.js';
import { analyzeStoredResume } from './analyze-resume.js';
import { toResumeDetail } from './resume-view.js';

/**
 * About a hundred pages: a long academic CV has a few tens of thousands of words. Ten megabytes of
 * one word repeated is not a resume, and analysing it would only burn the server's time.
 */
const MAX_RESUME_WORDS = 50_000;
const RESUME_WORDS: WordLimit = {
  maxWords: MAX_RESUME_WORDS,
  tooLong: `The file has more text than a resume: at most ${MAX_RESUME_WORDS.toLocaleString('en-US')} words.`,
};

/**
 * Upload and analyze: check and read the file, store it, then analyze it. A model failure still
 * answers 201 with the stored resume (status failed and the reason), ready for a retry.
 */
export async function uploadResume(ctx: AppContext, options: { caller: Caller; file: UploadedFile }) {
  const { caller, file } = options;
  const accepted = await acceptUpload(file, RESUME_WORDS);
  const leaseMs = ctx.config.workLeaseSeconds * 1000;
  const resume = await saveAndRecord(ctx.storage, file.buffer, (stored) =>
    ctx.prisma.resume.create({
      data: {
        tenantId: caller.tenantId,
        uploadedById: caller.userId,
        originalFilename: file.originalName,
        storedName: stored.storedName,
        mimeType: accepted.mimeType,
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
        extractedText: accepted.text,
        ...newLease(leaseMs),
      },
    }),
  );
  const outcome = await whileLeased(ctx.prisma, 'resume', resume.id, leaseMs, () => analyzeStoredResume(ctx, resume));
  return toResumeDetail(outcome.resume);
}
