import { Link } from 'react-router-dom';
import { ErrorBox } from '../../components/error-box';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../layout/use-page-title';
import { paths } from '../../paths';
import { CandidateCard } from './candidate-card';
import { MatchForm, MatchStatus } from './match-form';
import { useCandidateSelection } from './use-candidate-selection';
import './outreach.css';

export function CandidatesPage() {
  usePageTitle('Select Candidates');
  const selection = useCandidateSelection();
  const { candidates, visible, match, isLoading, error, search, setSearch, selectedCount } = selection;
  const scores = new Map(match.results.map((result) => [result.candidate.email, result]));

  return (
    <div className="outreach-page">
      <PageHeader
        title="Select Candidates"
        subtitle="Choose the candidates from your analysed resumes who should receive this outreach."
        actions={
          <Link to={paths.outreachManagement} className="btn btn--secondary">
            Back to Management
          </Link>
        }
      />
      <section className="card" aria-label="Candidates">
        <div className="toolbar">
          {match.isActive ? (
            <MatchForm match={match} />
          ) : (
            <>
              <div className="field toolbar__search">
                <label htmlFor="candidate-search" className="field__label">
                  Search candidates
                </label>
                <input
                  id="candidate-search"
                  type="search"
                  className="input"
                  placeholder="Name, email, title or skill"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
              <div className="toolbar__actions">
                <button type="button" className="btn btn--secondary" onClick={match.open}>
                  Match to a job
                </button>
              </div>
            </>
          )}
          <div className="toolbar__actions">
            <button type="button" className="btn btn--secondary" onClick={selection.selectAll} disabled={visible.length === 0}>
              Select All
            </button>
            <button type="button" className="btn btn--secondary" onClick={selection.deselectAll} disabled={selectedCount === 0}>
              Deselect All
            </button>
          </div>
        </div>
        <p className="selection-counter" aria-live="polite">
          {selectedCount} of {candidates.length} selected
        </p>
        <ErrorBox message={error} />
        {isLoading ? <Spinner label="Loading candidates…" /> : null}
        {!isLoading && !error && candidates.length === 0 ? (
          <p className="empty-state">No candidates yet. Analyse resumes that carry an e-mail address to reach their authors here.</p>
        ) : null}
        {match.isActive ? (
          <MatchStatus match={match} />
        ) : candidates.length > 0 && visible.length === 0 ? (
          <p className="empty-state">No candidates match your search.</p>
        ) : null}
        <ul className="candidate-grid" aria-label={match.isActive ? 'Matching candidates, best first' : undefined}>
          {visible.map((candidate) => {
            const result = match.isActive ? scores.get(candidate.email) : undefined;
            return (
              <CandidateCard
                key={candidate.email}
                candidate={candidate}
                isSelected={selection.isSelected(candidate)}
                onToggle={selection.toggle}
                match={result ? { score: result.score, skills: result.matched.skills } : undefined}
              />
            );
          })}
        </ul>
      </section>
      <div className="sticky-actions">
        <ErrorBox message={selection.validationError} />
        <button type="button" className="btn btn--primary" onClick={selection.continueToCompose}>
          Continue to Compose
        </button>
      </div>
    </div>
  );
}
