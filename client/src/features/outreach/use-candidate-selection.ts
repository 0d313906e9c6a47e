import type { Candidate } from '@app/shared';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDebouncedSearch } from '../../hooks/use-debounced-search';
import { paths } from '../../paths';
import { candidateKey, canBeContacted } from './candidate-search';
import { outreachMessages } from './messages';
import { readSelection, writeSelection } from './selection-storage';
import { useCandidateMatch } from './use-candidate-match';
import { useCandidatePages } from './use-candidate-pages';

const byName = (a: Candidate, b: Candidate) => (a.fullName ?? a.email).localeCompare(b.fullName ?? b.email);

/**
 * Candidates selection: search (on the server), pick, and hand the picked candidates to Compose
 * through session storage. The selection holds the candidates themselves, not only their keys:
 * a candidate picked under one search stays picked, and goes to Compose, after the next search
 * no longer shows them.
 */
export function useCandidateSelection() {
  const [search, setSearch] = useState('');
  const commitSearch = useCallback((text: string) => setSearch(text.trim()), []);
  const [searchDraft, setSearchDraft] = useDebouncedSearch(search, commitSearch);
  const list = useCandidatePages(search);
  const navigate = useNavigate();
  // Coming back from Compose ("Back to Selection") keeps what was picked.
  const [selected, setSelected] = useState(() => new Map(readSelection().map((candidate) => [candidateKey(candidate), candidate])));
  const [validationError, setValidationError] = useState<string | null>(null);

  const match = useCandidateMatch();
  const matched = useMemo(() => match.results.map((result) => result.candidate), [match.results]);
  const visible = match.isActive ? matched : list.candidates;
  // In the list's order (by name), whichever search each was picked under.
  const chosen = [...selected.values()].filter(canBeContacted).sort(byName);

  function update(change: (next: Map<string, Candidate>) => void) {
    setSelected((current) => {
      const next = new Map(current);
      change(next);
      return next;
    });
    setValidationError(null);
  }

  return {
    list,
    visible,
    match,
    searchDraft,
    setSearchDraft,
    search,
    isSelected: (candidate: Candidate) => selected.has(candidateKey(candidate)) && canBeContacted(candidate),
    selectedCount: chosen.length,
    toggle: (candidate: Candidate) =>
      update((next) => {
        const key = candidateKey(candidate);
        if (next.has(key)) next.delete(key);
        else if (canBeContacted(candidate)) next.set(key, candidate);
      }),
    /** Selects every candidate the search (or the match) shows who can be contacted. */
    selectAll: () => update((next) => visible.filter(canBeContacted).forEach((candidate) => next.set(candidateKey(candidate), candidate))),
    deselectAll: () => update((next) => next.clear()),
    /** Drops an erased candidate from the selection: Compose must not get their address. */
    forget: (candidate: Candidate) => update((next) => next.delete(candidateKey(candidate))),
    validationError,
    continueToCompose: () => {
      if (chosen.length === 0) {
        setValidationError(outreachMessages.noCandidateSelected);
        return;
      }
      writeSelection(chosen);
      navigate(paths.outreachCompose);
    },
  };
}
