import type { ResumeListItem } from '@app/shared';
import { ResumeIcon } from '../../components/icons';
import { ProgressDots } from '../../components/progress-dots';
import { StatusBadge } from '../../components/status-badge';
import { formatShortDate } from '../../format/dates';
import { statusLabel } from '../../format/text';
import { listStatusTone, PROGRESS_STEPS, progressOf } from './resume-status';

type ResumeCardProps = {
  resume: ResumeListItem;
  isSelected: boolean;
  onSelect: (id: string) => void;
};

/**
 * One previous analysis: the whole card opens it, the button alone carries the name. The recruiter
 * looks for a person, so the candidate leads and the file follows; before an analysis has found a
 * name, the file is all there is to show.
 */
export function ResumeCard({ resume, isSelected, onSelect }: ResumeCardProps) {
  const { candidateName, candidateTitle, originalFilename } = resume;
  return (
    <li className={isSelected ? 'resume-card is-selected' : 'resume-card'}>
      <span className="resume-card__icon" aria-hidden="true">
        <ResumeIcon width={18} height={18} />
      </span>
      <div className="resume-card__body">
        <button
          type="button"
          className="resume-card__open break-anywhere"
          aria-current={isSelected ? 'true' : undefined}
          onClick={() => onSelect(resume.id)}
        >
          {candidateName ?? originalFilename}
        </button>
        {candidateTitle ? <p className="resume-card__title">{candidateTitle}</p> : null}
        {candidateName ? <p className="resume-card__file break-anywhere">{originalFilename}</p> : null}
        <div className="resume-card__meta">
          <StatusBadge tone={listStatusTone(resume.processingStatus)}>{statusLabel(resume.processingStatus)}</StatusBadge>
          <time dateTime={resume.createdAt}>{formatShortDate(resume.createdAt)}</time>
          <ProgressDots steps={PROGRESS_STEPS} states={progressOf(resume)} />
        </div>
      </div>
    </li>
  );
}
