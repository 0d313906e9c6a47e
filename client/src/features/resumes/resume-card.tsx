import type { ResumeListItem } from '@app/shared';
import { Link } from 'react-router-dom';
import { ResumeIcon } from '../../components/icons';
import { ProgressDots } from '../../components/progress-dots';
import { StatusBadge } from '../../components/status-badge';
import { formatShortDate } from '../../format/dates';
import { statusLabel } from '../../format/text';
import { candidateProfilePath } from '../../paths';
import { listStatusTone, PROGRESS_STEPS, progressOf } from './resume-status';

type ResumeCardProps = {
  resume: ResumeListItem;
  isSelected: boolean;
  onSelect: (id: string) => void;
};

/**
 * One previous analysis: the whole card opens it, through its one button. The recruiter looks for
 * a person, so the candidate leads and the file follows; before an analysis has found a name, the
 * file is all there is to show. A candidate with an address has a page of their own: the name
 * links there and the file name carries the button, side by side rather than one inside the other.
 */
export function ResumeCard({ resume, isSelected, onSelect }: ResumeCardProps) {
  const { candidateName, candidateTitle, candidateEmail, originalFilename } = resume;
  const open = (label: string, className: string) => (
    <button type="button" className={className} aria-current={isSelected ? 'true' : undefined} onClick={() => onSelect(resume.id)}>
      {label}
    </button>
  );
  const hasProfile = candidateName !== null && candidateEmail !== null;
  const lead = hasProfile ? (
    <Link to={candidateProfilePath(candidateEmail)} className="resume-card__name break-anywhere">
      {candidateName}
    </Link>
  ) : (
    open(candidateName ?? originalFilename, 'resume-card__open break-anywhere')
  );
  const file = hasProfile ? (
    open(originalFilename, 'resume-card__open resume-card__file break-anywhere')
  ) : candidateName ? (
    <p className="resume-card__file break-anywhere">{originalFilename}</p>
  ) : null;
  return (
    <li className={isSelected ? 'resume-card is-selected' : 'resume-card'}>
      <span className="resume-card__icon" aria-hidden="true">
        <ResumeIcon width={18} height={18} />
      </span>
      <div className="resume-card__body">
        {lead}
        {candidateTitle ? <p className="resume-card__title">{candidateTitle}</p> : null}
        {file}
        <div className="resume-card__meta">
          <StatusBadge tone={listStatusTone(resume.processingStatus)}>{statusLabel(resume.processingStatus)}</StatusBadge>
          <time dateTime={resume.createdAt}>{formatShortDate(resume.createdAt)}</time>
          <ProgressDots steps={PROGRESS_STEPS} states={progressOf(resume)} />
        </div>
      </div>
    </li>
  );
}
