import type { ResumeDetail } from '@app/shared';
import { useId, type Ref } from 'react';
import { ErrorBox } from '../../components/error-box';
import { StatusBadge } from '../../components/status-badge';
import { formatKilobytes } from '../../files/file-size';
import { formatShortDate } from '../../format/dates';
import { statusLabel } from '../../format/text';
import { CandidateProfileLink } from './candidate-profile-link';
import { EmailCandidateButton } from './email-candidate-button';
import { FindSimilarLink } from './find-similar-link';
import { fileTypeLabel } from './format';
import { resumeMessages } from './messages';
import { deriveDetailStatus, detailStatusTone } from './resume-status';
import { ResumeTechnicalDetails } from './technical-details';
import type { useSummarizeResume } from './use-summarize-resume';

type ResumeOverviewProps = {
  resume: ResumeDetail;
  summarizing: ReturnType<typeof useSummarizeResume>;
  onClear: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** The open resume's file details, its derived status, its technical details folded away, E-mail candidate, Find similar candidates and Clear Selection. */
export function ResumeOverview({ resume, summarizing, onClear, headingRef }: ResumeOverviewProps) {
  const eyebrowId = useId();
  const headingId = useId();
  const status = deriveDetailStatus(resume);
  const hasFailed = resume.processingStatus === 'failed';

  return (
    <section className="card" aria-labelledby={`${eyebrowId} ${headingId}`}>
      <div className="card__row">
        <div className="resume-overview__title">
          <p id={eyebrowId} className="resume-overview__eyebrow">
            File Details
          </p>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="card__title break-anywhere">
            {resume.originalFilename}
          </h2>
        </div>
        <div className="resume-overview__actions">
          <EmailCandidateButton resume={resume} />
          <FindSimilarLink resume={resume} />
          <CandidateProfileLink resume={resume} />
          <button type="button" className="btn btn--secondary" onClick={onClear}>
            Clear Selection
          </button>
        </div>
      </div>
      <dl className="details details--compact">
        <div>
          <dt>Type</dt>
          <dd>{fileTypeLabel(resume.mimeType)}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{formatKilobytes(resume.sizeBytes)}</dd>
        </div>
        <div>
          <dt>Processing status</dt>
          <dd>
            <StatusBadge tone={detailStatusTone(status)}>{statusLabel(status)}</StatusBadge>
          </dd>
        </div>
        <div>
          <dt>Uploaded on</dt>
          <dd>
            <time dateTime={resume.createdAt}>{formatShortDate(resume.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <ResumeTechnicalDetails resume={resume} />
      {hasFailed ? (
        <div className="stack">
          <ErrorBox message={resume.errorMessage ?? resumeMessages.summarizeFailed} />
          <div>
            <button type="button" className="btn btn--secondary" disabled={summarizing.isSummarizing} onClick={() => summarizing.summarize('')}>
              {summarizing.isSummarizing ? 'Retrying…' : 'Retry Analysis'}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
