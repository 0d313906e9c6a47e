import { FOCUS_PROMPT_MAX_LENGTH } from '@app/shared';
import type { ResumeDetail } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { ErrorBox } from '../../components/error-box';
import { FormField } from '../../components/form-field';
import { InlineSpinner } from '../../components/inline-spinner';
import { ProgressBar } from '../../components/progress-bar';
import { deriveDetailStatus } from './resume-status';
import { summaryLines } from './summary-lines';
import type { useSummarizeResume } from './use-summarize-resume';

type SummaryPanelProps = {
  resume: ResumeDetail;
  summarizing: ReturnType<typeof useSummarizeResume>;
};

/** The spec's "Detailed AI Summary" with the optional focus prompt. */
export function SummaryPanel({ resume, summarizing }: SummaryPanelProps) {
  const headingId = useId();
  const [prompt, setPrompt] = useState('');
  const { summarize, isSummarizing, error } = summarizing;
  const isSummarized = deriveDetailStatus(resume) === 'summarized';
  const bullets = summaryLines(resume.bulletSummary);
  const paragraph = resume.paragraphSummary?.trim() ?? '';
  const explanation = resume.promptExplanation?.trim() ?? '';
  const focus = resume.summaryPrompt?.trim() ?? '';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSummarizing) return;
    summarize(prompt);
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Detailed AI Summary
      </h2>
      <form className="summary-form" onSubmit={handleSubmit}>
        <FormField
          label="Focus (optional)"
          placeholder="e.g. Focus on nursing jobs"
          maxLength={FOCUS_PROMPT_MAX_LENGTH}
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
        />
        <button type="submit" className="btn btn--primary" disabled={isSummarizing}>
          {isSummarizing ? (
            <>
              <InlineSpinner />
              Summarizing…
            </>
          ) : isSummarized ? (
            'Re-summarize'
          ) : (
            'Summarize in Detail'
          )}
        </button>
      </form>
      {isSummarizing ? <ProgressBar label="Summarizing the resume…" /> : null}
      <ErrorBox message={error} />
      {isSummarized ? (
        <div className="summary">
          {explanation ? (
            <div className="summary__explanation">
              <p className="summary__label">{focus ? `Your focus: “${focus}”` : 'Why these points'}</p>
              <p>{explanation}</p>
            </div>
          ) : null}
          {bullets.length > 0 ? (
            <div>
              <h3 className="analysis__title">Key Points</h3>
              <ul className="analysis__list">
                {bullets.map((line, index) => (
                  <li key={`${index}-${line}`}>{line}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {paragraph ? (
            <div>
              <h3 className="analysis__title">Summary</h3>
              <p className="summary__paragraph">{paragraph}</p>
            </div>
          ) : null}
        </div>
      ) : (
        <p className="muted">No detailed summary yet. Add a focus if you like, then choose Summarize in Detail.</p>
      )}
    </section>
  );
}
