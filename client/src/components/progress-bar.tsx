import './progress.css';

type ProgressBarProps = {
  label: string;
  /** Whole percent; leave it out while the length of the work is unknown (e.g. the server is analyzing). */
  percent?: number;
};

/** A labelled progress bar for long operations, determinate or not. */
export function ProgressBar({ label, percent }: ProgressBarProps) {
  const isDeterminate = percent !== undefined;
  return (
    <div className="progress-bar">
      <div className="progress-bar__text">
        <span>{label}</span>
        {isDeterminate ? <span className="progress-bar__value">{percent}%</span> : null}
      </div>
      <div
        className={isDeterminate ? 'progress-bar__track' : 'progress-bar__track is-indeterminate'}
        role="progressbar"
        aria-label={label}
        aria-valuemin={isDeterminate ? 0 : undefined}
        aria-valuemax={isDeterminate ? 100 : undefined}
        aria-valuenow={percent}
      >
        <span className="progress-bar__fill" style={isDeterminate ? { width: `${percent}%` } : undefined} />
      </div>
    </div>
  );
}
