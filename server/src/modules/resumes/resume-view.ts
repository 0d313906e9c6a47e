import { withoutFieldMarks } from '../../files/field-marks.js';
import type { Resume } from '../../generated/prisma/client.js';
import { candidateAddressOf } from '../outreach/candidates.js';

type FileColumns = Pick<
  Resume,
  'id' | 'originalFilename' | 'mimeType' | 'sizeBytes' | 'processingStatus' | 'analysisModel' | 'errorMessage' | 'createdAt'
>;

/**
 * What a card in the list shows: no text or analysis, so a page of twelve stays small; only who the
 * candidate is. The list's query writes `createdAt` as its ISO 8601 text.
 */
export type ResumeListColumns = Omit<FileColumns, 'createdAt'> & {
  createdAt: string;
  candidateName: string | null;
  candidateTitle: string | null;
  /** As the analysis wrote it. */
  candidateEmail: string | null;
};

/** A card; its address as the candidate's profile names it, or null when the analysis has none. */
export function toResumeListItem(resume: ResumeListColumns) {
  return {
    ...fileFields(resume),
    candidateName: resume.candidateName,
    candidateTitle: resume.candidateTitle,
    candidateEmail: candidateAddressOf(resume.candidateEmail),
  };
}

function fileFields<Time extends Date | string>(resume: Omit<FileColumns, 'createdAt'> & { createdAt: Time }) {
  return {
    id: resume.id,
    originalFilename: resume.originalFilename,
    mimeType: resume.mimeType,
    sizeBytes: resume.sizeBytes,
    processingStatus: resume.processingStatus,
    analysisModel: resume.analysisModel,
    errorMessage: resume.errorMessage,
    createdAt: resume.createdAt,
  };
}

export function toResumeDetail(resume: Resume) {
  return {
    ...fileFields(resume),
    extractedText: resume.extractedText === null ? null : withoutFieldMarks(resume.extractedText),
    aiSummary: resume.aiSummary,
    bulletSummary: resume.bulletSummary,
    paragraphSummary: resume.paragraphSummary,
    promptExplanation: resume.promptExplanation,
    summaryPrompt: resume.summaryPrompt,
    updatedAt: resume.updatedAt,
  };
}

export type ResumeDetail = ReturnType<typeof toResumeDetail>;
