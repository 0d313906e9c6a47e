import './progress.css';

/** A small spinner inside a busy button or beside a status line; the text next to it says what is going on. */
export function InlineSpinner() {
  return <span className="inline-spinner" aria-hidden="true" />;
}
