import type { ExportFormat, ResumeDetail } from '@app/shared';
import { useId } from 'react';
import { ErrorBox } from '../../components/error-box';
import { InlineSpinner } from '../../components/inline-spinner';
import { EXPORT_FORMATS, useExportAnalysis } from './use-export-analysis';

/** "Export Full Analysis": the analysis and summaries as a PDF or Word file. */
export function ExportPanel({ resume, canExport }: { resume: ResumeDetail; canExport: boolean }) {
  const headingId = useId();
  const formatId = useId();
  const { format, setFormat, exportAnalysis, isExporting, error } = useExportAnalysis(resume);

  return (
    <section className="card" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="card__title">
          Export Full Analysis
        </h2>
        <p className="muted">
          {canExport ? 'Save the analysis and summaries as a document to share.' : 'Available once the resume has been analyzed.'}
        </p>
      </div>
      <div className="export-row">
        <div className="field">
          <label htmlFor={formatId} className="field__label">
            Format
          </label>
          <select
            id={formatId}
            className="input select"
            value={format}
            disabled={isExporting}
            onChange={(event) => setFormat(event.target.value as ExportFormat)}
          >
            {EXPORT_FORMATS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn--primary" disabled={!canExport || isExporting} onClick={exportAnalysis}>
          {isExporting ? (
            <>
              <InlineSpinner />
              Exporting…
            </>
          ) : (
            'Download Analysis'
          )}
        </button>
      </div>
      <ErrorBox message={error} />
    </section>
  );
}
