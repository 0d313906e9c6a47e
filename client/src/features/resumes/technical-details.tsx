import type { ResumeDetail } from '@app/shared';

/**
 * What support or an administrator may ask about, kept out of the recruiter's way: the model that
 * wrote the analysis, the file's content type as stored and the resume's id.
 */
export function TechnicalDetails({ resume }: { resume: ResumeDetail }) {
  return (
    <details className="technical-details">
      <summary>Technical details</summary>
      <dl className="details details--compact">
        <div>
          <dt>Analysis model</dt>
          <dd>{resume.analysisModel ?? 'Not analyzed yet'}</dd>
        </div>
        <div>
          <dt>Content type</dt>
          <dd className="break-anywhere">{resume.mimeType || 'Unknown'}</dd>
        </div>
        <div>
          <dt>Resume ID</dt>
          <dd className="break-anywhere">{resume.id}</dd>
        </div>
      </dl>
    </details>
  );
}
