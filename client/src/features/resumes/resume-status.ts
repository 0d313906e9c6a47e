import type { ResumeDetail, ResumeListItem } from '@app/shared';
import type { BadgeTone } from '../../components/status-badge';
import type { DotState } from '../../components/progress-dots';
import { summaryLines } from './summary-lines';

export type DetailStatus = 'uploaded' | 'parsed' | 'summarized';

/** The detail's status is derived on the client (spec, "Resume status"), not read from the server. */
export function deriveDetailStatus(
  resume: Pick<ResumeDetail, 'extractedText' | 'paragraphSummary'> & { bulletSummary: Parameters<typeof summaryLines>[0] },
): DetailStatus {
  if (summaryLines(resume.bulletSummary).length > 0 || (resume.paragraphSummary ?? '').trim() !== '') return 'summarized';
  if ((resume.extractedText ?? '').trim() !== '') return 'parsed';
  return 'uploaded';
}

const DETAIL_TONES: Record<DetailStatus, BadgeTone> = { uploaded: 'warning', parsed: 'info', summarized: 'success' };

export function detailStatusTone(status: DetailStatus): BadgeTone {
  return DETAIL_TONES[status];
}

const LIST_TONES: Record<string, BadgeTone> = { processed: 'success', parsed: 'info', failed: 'danger', uploaded: 'warning' };

/** The list badge shows the server's value: processed green, parsed blue, failed red. */
export function listStatusTone(status: string): BadgeTone {
  return LIST_TONES[status] ?? 'neutral';
}

export const PROGRESS_STEPS = ['Uploaded', 'Analyzed', 'Summarized'] as const;

/** How far a resume got: uploaded, analyzed (parsed), summarized (processed); a failure marks the step that broke. */
export function progressOf(resume: Pick<ResumeListItem, 'processingStatus' | 'analysisModel'>): DotState[] {
  switch (resume.processingStatus) {
    case 'processed':
      return ['done', 'done', 'done'];
    case 'parsed':
      return ['done', 'done', 'pending'];
    case 'failed':
      // A model name means an analysis succeeded once, so it was the summary that failed.
      return resume.analysisModel ? ['done', 'done', 'failed'] : ['done', 'failed', 'pending'];
    default:
      return ['done', 'pending', 'pending'];
  }
}
