import type { AppContext, Caller } from '../../context.js';
import { acceptUpload } from '../../files/intake.js';
import { saveAndRecord } from '../../files/storage.js';
import type { UploadedFile } from '../../http/upload.js';
import { analyzeStoredResume } from './analyze-resume.js';
import { toResumeDetail } from './resume-view.js';

/**
 * Upload and analyze: check and read the file, store it, then analyze it. A model failure still
 * answers 201 with the stored resume (status failed and the reason), ready for a retry.
 */
export async function uploadResume(ctx: AppContext, options: { caller: Caller; file: UploadedFile }) {
  const { caller, file } = options;
  const accepted = await acceptUpload(file);
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
      },
    }),
  );
  const outcome = await analyzeStoredResume(ctx, resume);
  return toResumeDetail(outcome.resume);
}
