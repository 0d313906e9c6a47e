import type { ResumeDetail as Resume } from '@app/shared';
import { useEffect, useRef } from 'react';
import { ErrorBox } from '../../components/error-box';
import { Spinner } from '../../components/spinner';
import { AnalysisPanel } from './analysis-panel';
import { CandidateDataPanel } from './candidate-data-panel';
import { DocumentPanel } from './document-panel';
import { ExportPanel } from './export-panel';
import { resumeMessages } from './messages';
import { readAnalysis } from './read-analysis';
import { ResumeOverview } from './resume-overview';
import { ResumeViews } from './resume-views';
import { deriveDetailStatus } from './resume-status';
import { SummaryPanel } from './summary-panel';
import { useFitsWidth } from './use-fits-width';
import { useResumeDetail } from './use-resume-detail';
import { useSummarizeResume } from './use-summarize-resume';

// Two readable columns of about 350 px: with the list beside the detail, a page content of about 1,100 px.
const SPLIT_MIN_WIDTH = 600;

type ResumeDetailProps = {
  id: string;
  /** Move focus to the detail when it opens, so the result is where the user is (a phone stacks it below the list). */
  shouldFocus: boolean;
  onClear: () => void;
};

function DetailContent({ resume, shouldFocus, onClear }: { resume: Resume; shouldFocus: boolean; onClear: () => void }) {
  const summarizing = useSummarizeResume(resume.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [detailRef, isSplit] = useFitsWidth<HTMLDivElement>(SPLIT_MIN_WIDTH);
  const canExport = readAnalysis(resume.aiSummary) !== null || deriveDetailStatus(resume) === 'summarized';

  useEffect(() => {
    if (shouldFocus) headingRef.current?.focus();
  }, [shouldFocus]);

  return (
    <div className="resume-detail" ref={detailRef}>
      <ResumeOverview resume={resume} summarizing={summarizing} onClear={onClear} headingRef={headingRef} />
      <ResumeViews
        isSplit={isSplit}
        analysis={
          <>
            <SummaryPanel resume={resume} summarizing={summarizing} />
            <AnalysisPanel aiSummary={resume.aiSummary} />
            <ExportPanel resume={resume} canExport={canExport} />
            <CandidateDataPanel resume={resume} onGone={onClear} />
          </>
        }
        original={<DocumentPanel resume={resume} />}
      />
    </div>
  );
}

/** The open resume: its detail is loaded first, its download link after (DocumentPanel). */
export function ResumeDetail({ id, shouldFocus, onClear }: ResumeDetailProps) {
  const { resume, isLoading, error } = useResumeDetail(id);
  if (isLoading) {
    return (
      <section className="card" aria-label="Resume details">
        <Spinner label="Loading resume…" />
      </section>
    );
  }
  if (!resume) {
    return (
      <section className="card" aria-label="Resume details">
        <ErrorBox message={error ?? resumeMessages.loadFailed} />
        <div>
          <button type="button" className="btn btn--secondary" onClick={onClear}>
            Clear Selection
          </button>
        </div>
      </section>
    );
  }
  return <DetailContent key={resume.id} resume={resume} shouldFocus={shouldFocus} onClear={onClear} />;
}
