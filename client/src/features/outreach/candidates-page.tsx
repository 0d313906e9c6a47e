import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ErrorBox } from '../../components/error-box';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../layout/use-page-title';
import { paths } from '../../paths';
import { erasedNotice } from '../privacy/messages';
import { CandidateCard } from './candidate-card';
import { MatchForm, MatchStatus } from './match-form';
import { useCandidateSelection } from './use-candidate-selection';
import './outreach.css';

/** What the candidate profile reports on its way back here: whom it erased. */
export type CandidatesNavigationState = { notice?: string };

export function CandidatesPage() {
  usePageTitle('Select Candidates');
  const location = useLocation();
  const [notice, setNotice] = useState(() => (location.state as CandidatesNavigationState | null)?.notice ?? null);
  const selection = useCandidateSelection();
  const { list, visible, match, search, selectedCount } = selection;
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
      {notice ? <Notice tone="success">{notice}</Notice> : null}
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
                  value={selection.searchDraft}
                  onChange={(event) => selection.setSearchDraft(event.target.value)}
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
            <button
              type="button"
              className="btn btn--secondary"
              onClick={selection.selectAll}
              disabled={visible.length === 0 || selection.isSelectingAll}
              aria-busy={selection.isSelectingAll || undefined}
            >
              Select All
            </button>
            <button type="button" className="btn btn--secondary" onClick={selection.deselectAll} disabled={selectedCount === 0}>
              Deselect All
            </button>
          </div>
        </div>
        <p className="selection-counter" aria-live="polite">
          {selectedCount} of {list.totalCandidates} selected
        </p>
        <ErrorBox message={selection.selectAllError} />
        <ErrorBox message={list.error} />
        {list.isLoading ? <Spinner label="Loading candidates…" /> : null}
        {!list.isLoading && !list.error && list.totalCandidates === 0 ? (
          <p className="empty-state">No candidates yet. Analyse resumes that carry an e-mail address to reach their authors here.</p>
        ) : null}
        {match.isActive ? (
          <MatchStatus match={match} />
        ) : list.totalCandidates > 0 && list.totalItems === 0 && !list.isSearching ? (
          <p className="empty-state">No candidates match your search.</p>
        ) : search !== '' && !list.isSearching && list.totalItems > 0 ? (
          <p role="status" className="muted">
            {list.totalItems} {list.totalItems === 1 ? 'candidate matches' : 'candidates match'} your search
          </p>
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
                onErased={(erased) => {
                  selection.forget(erased);
                  setNotice(erasedNotice(erased.fullName ?? erased.email));
                }}
                match={result ? { score: result.score, skills: [...result.matched.skills, ...result.matched.certifications] } : undefined}
              />
            );
          })}
        </ul>
        {!match.isActive && list.hasMore ? (
          <div className="load-more">
            <button type="button" className="btn btn--secondary" onClick={list.loadMore} disabled={list.isLoadingMore}>
              {list.isLoadingMore ? 'Loading…' : `Show more candidates (${visible.length} of ${list.totalItems} shown)`}
            </button>
          </div>
        ) : null}
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
