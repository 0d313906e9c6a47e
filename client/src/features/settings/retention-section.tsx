import { MAX_RETENTION_MONTHS } from '@app/shared';
import { useEffect, useId, useState } from 'react';
import { ErrorBox } from '../../components/error-box';
import { useRetention } from './use-data-rights';

const DEFAULT_MONTHS = 24;

/**
 * "Erase candidates with no activity for N months": off by default; while a number is being
 * chosen, the count it would erase today shows before it is turned on.
 */
export function RetentionSection() {
  const headingId = useId();
  const monthsId = useId();
  const [draft, setDraft] = useState<string>(String(DEFAULT_MONTHS));
  const months = /^\d+$/.test(draft) && Number(draft) >= 1 && Number(draft) <= MAX_RETENTION_MONTHS ? Number(draft) : null;
  const retention = useRetention(months);
  const isOn = retention.savedMonths != null;

  useEffect(() => {
    if (retention.savedMonths != null) setDraft(String(retention.savedMonths));
  }, [retention.savedMonths]);

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Retention
      </h2>
      {retention.isLoading ? null : (
        <p className="muted">
          {isOn
            ? `On: candidates with no activity for ${retention.savedMonths} months are erased daily.`
            : 'Off: candidates are kept until someone erases them.'}
        </p>
      )}
      <div className="export-row">
        <div className="field">
          <label htmlFor={monthsId} className="field__label">
            Erase candidates with no activity for (months)
          </label>
          <input
            id={monthsId}
            className="input"
            inputMode="numeric"
            value={draft}
            disabled={retention.isLoading || retention.isSaving}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="button" className="btn btn--primary" disabled={months === null || retention.isSaving} onClick={() => retention.save(months)}>
          {isOn ? 'Save' : 'Turn on'}
        </button>
        {isOn ? (
          <button type="button" className="btn btn--secondary" disabled={retention.isSaving} onClick={() => retention.save(null)}>
            Turn off
          </button>
        ) : null}
      </div>
      {months === null ? (
        <p className="muted">Enter a whole number of months from 1 to {MAX_RETENTION_MONTHS}.</p>
      ) : retention.wouldErase !== undefined ? (
        <p>{`If it ran today, ${retention.wouldErase} ${retention.wouldErase === 1 ? 'candidate' : 'candidates'} would be erased.`}</p>
      ) : null}
      <ErrorBox message={retention.error} />
    </section>
  );
}
