import { CANDIDATE_FILTER_MAX_LENGTH, CANDIDATE_MAX_YEARS } from '@app/shared';
import { useId, type FormEvent } from 'react';
import { ErrorBox } from '../../components/error-box';
import { FormField } from '../../components/form-field';
import { Spinner } from '../../components/spinner';
import { outreachMessages } from './messages';
import type { useCandidateMatch } from './use-candidate-match';

type Match = ReturnType<typeof useCandidateMatch>;

/** "Match to a job": a pasted job description or a few words, ranked by the server. */
export function MatchForm({ match }: { match: Match }) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    match.submit();
  };

  return (
    <form className="match-form" onSubmit={submit} aria-label="Match to a job">
      <div className="field">
        <label htmlFor={`${id}-query`} className="field__label">
          Job description or what you are looking for
        </label>
        <textarea
          id={`${id}-query`}
          className="input textarea"
          rows={6}
          maxLength={match.maxLength}
          placeholder="Paste a job description, or a few words such as “critical care nurse, pediatric, BLS”"
          value={match.draft}
          aria-invalid={match.validationError ? true : undefined}
          onChange={(event) => match.setDraft(event.target.value)}
        />
      </div>
      <MatchFilters match={match} />
      <ErrorBox message={match.validationError} />
      <div className="match-form__actions">
        <button type="submit" className="btn btn--primary" disabled={match.isLoading}>
          Find matching candidates
        </button>
        <button type="button" className="btn btn--secondary" onClick={match.close}>
          Show all candidates
        </button>
      </div>
    </form>
  );
}

/** Narrows the match: minimum years, location contains, has certification, exclude unsubscribed. */
function MatchFilters({ match }: { match: Match }) {
  const fields = match.filterFields;
  const text = (name: 'location' | 'certification', label: string, placeholder: string) => (
    <FormField
      label={label}
      maxLength={CANDIDATE_FILTER_MAX_LENGTH}
      placeholder={placeholder}
      value={fields[name]}
      onChange={(event) => match.setFilterField(name, event.target.value)}
    />
  );
  return (
    <fieldset className="match-filters">
      <legend className="field__label">Only candidates who</legend>
      <FormField
        label="Minimum years of experience"
        type="number"
        min={0}
        max={CANDIDATE_MAX_YEARS}
        step="any"
        value={fields.minYears}
        onChange={(event) => match.setFilterField('minYears', event.target.value)}
      />
      {text('location', 'Location contains', 'e.g. Chicago')}
      {text('certification', 'Has certification', 'e.g. BLS')}
      <label className="match-filters__check">
        <input type="checkbox" checked={fields.excludeUnsubscribed} onChange={(event) => match.setFilterField('excludeUnsubscribed', event.target.checked)} />
        Exclude unsubscribed
      </label>
    </fieldset>
  );
}

/** What the match found, announced: loading, the error, "No candidates match" or how many match. */
export function MatchStatus({ match }: { match: Match }) {
  if (match.isLoading) return <Spinner label="Finding matching candidates…" />;
  if (match.error) return <ErrorBox message={match.error} />;
  if (!match.hasAnswer) return null;
  const count = match.results.length;
  return (
    <p role="status" className={count === 0 ? 'empty-state' : 'muted'}>
      {count === 0 ? outreachMessages.noMatches : `${count} ${count === 1 ? 'candidate matches' : 'candidates match'}, best first`}
    </p>
  );
}
