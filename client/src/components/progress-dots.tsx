import './progress.css';

export type DotState = 'done' | 'failed' | 'pending';

type ProgressDotsProps = {
  /** One name per step, in order, e.g. Uploaded, Analyzed, Summarized. */
  steps: readonly string[];
  states: readonly DotState[];
};

const STATE_WORDS: Record<DotState, string> = { done: 'done', failed: 'failed', pending: 'not yet' };

/** A row of dots, one per step of a process; screen readers hear each step and its state. */
export function ProgressDots({ steps, states }: ProgressDotsProps) {
  const spoken = steps.map((step, index) => `${step}: ${STATE_WORDS[states[index] ?? 'pending']}`).join(', ');
  return (
    <span className="progress-dots" role="img" aria-label={`Progress — ${spoken}`}>
      {steps.map((step, index) => (
        <span key={step} className={`progress-dots__dot is-${states[index] ?? 'pending'}`} title={step} />
      ))}
    </span>
  );
}
