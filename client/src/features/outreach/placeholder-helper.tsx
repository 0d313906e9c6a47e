import { PLACEHOLDER_NAMES } from '@app/shared';

/** Buttons that insert each of the eight placeholders at the cursor. */
export function PlaceholderHelper({ onInsert }: { onInsert: (name: string) => void }) {
  return (
    <div className="placeholder-helper" role="group" aria-labelledby="placeholder-helper-title">
      <p id="placeholder-helper-title" className="field__label">
        Insert a placeholder
      </p>
      <p className="muted">
        Each is replaced with the candidate's details when the e-mail is sent. Add a fallback after a bar for missing values:{' '}
        <code>{'{{candidateName|there}}'}</code>.
      </p>
      <div className="placeholder-helper__buttons">
        {PLACEHOLDER_NAMES.map((name) => (
          <button key={name} type="button" className="chip-button" onClick={() => onInsert(name)}>
            {`{{${name}}}`}
          </button>
        ))}
      </div>
    </div>
  );
}
