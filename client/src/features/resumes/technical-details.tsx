import type { ResumeDetail } from '@app/shared';
import { TechnicalDetails } from '../../components/technical-details';

/** The model that wrote the analysis, the file's content type as stored and the resume's id. */
export function ResumeTechnicalDetails({ resume }: { resume: ResumeDetail }) {
  return (
    <TechnicalDetails
      entries={[
        { key: 'model', label: 'Analysis model', value: resume.analysisModel ?? 'Not analyzed yet' },
        { key: 'content-type', label: 'Content type', value: resume.mimeType || 'Unknown' },
        { key: 'id', label: 'Resume ID', value: resume.id },
      ]}
    />
  );
}
