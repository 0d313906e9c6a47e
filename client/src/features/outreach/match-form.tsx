import { useId, type FormEvent } from 'react';
import { ErrorBox } from '../../components/error-box';
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
