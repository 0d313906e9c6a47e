import './progress.css';

type ProgressBarProps = {
  label: string;
  /** Whole percent; leave it out while the length of the work is unknown (e.g. the server is analyzing). */
  percent?: number;
  /** The value as shown, when it is not a whole percent (e.g. "58.3%"). */
  valueText?: string;
  tone?: 'primary' | 'success' | 'info' | 'purple';
};

/** A labelled progress bar for long operations and ratios, determinate or not. */
export function ProgressBar({ label, percent, valueText, tone = 'primary' }: ProgressBarProps) {
  const isDeterminate = percent !== undefined;
  return (
    <div className="progress-bar">
      <div className="progress-bar__text">
        <span>{label}</span>
        {isDeterminate ? <span className="progress-bar__value">{valueText ?? `${percent}%`}</span> : null}
      </div>
      <div
        className={isDeterminate ? 'progress-bar__track' : 'progress-bar__track is-indeterminate'}
        role="progressbar"
        aria-label={label}
        aria-valuemin={isDeterminate ? 0 : undefined}
        aria-valuemax={isDeterminate ? 100 : undefined}
        aria-valuenow={percent}
      >
        <span className={`progress-bar__fill progress-bar__fill--${tone}`} style={isDeterminate ? { width: `${percent}%` } : undefined} />
      </div>
    </div>
  );
}
