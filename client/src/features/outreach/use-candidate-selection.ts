import { CANDIDATE_SELECTION_MAX, type Candidate } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { listSelectableCandidates, type SelectedCandidate } from '../../api/outreach';
import { useDebouncedSearch } from '../../hooks/use-debounced-search';
import { paths } from '../../paths';
import { byName, candidateKey, canBeContacted } from './candidate-search';
import { outreachMessages } from './messages';
import { readSelection, writeSelection } from './selection-storage';
import { useCandidateMatch } from './use-candidate-match';
import { useCandidatePages } from './use-candidate-pages';

/**
 * Candidates selection: search (on the server), pick, and hand the picked candidates to Compose
 * through session storage. The selection holds the candidates themselves, not only their keys:
 * a candidate picked under one search stays picked, and goes to Compose, after the next search
 * no longer shows them. "Select All" over a search takes every match, loaded or not; those not
 * loaded are held by address, and Compose reads them by address.
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

  function update(change: (next: Map<string, SelectedCandidate>) => void) {
    setSelected((current) => {
      const next = new Map(current);
      change(next);
      return next;
    });
    setValidationError(null);
  }
  const select = (candidates: SelectedCandidate[]) => update((next) => candidates.forEach((candidate) => next.set(candidateKey(candidate), candidate)));

  const allMatches = useMutation({
    mutationFn: (q: string) => listSelectableCandidates(q),
    onSuccess: (found) => {
      // A card's record, or one picked before, beats an address alone.
      const shown = new Map(list.candidates.map((candidate) => [candidateKey(candidate), candidate]));
      select(found.map((entry) => shown.get(candidateKey(entry)) ?? selected.get(candidateKey(entry)) ?? entry));
    },
  });

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
    /** Every candidate who can be contacted: of the match, the ranked results shown; of the search, every match on the server. */
    selectAll: () => {
      if (match.isActive) select(visible.filter(canBeContacted));
      else allMatches.mutate(search);
    },
    isSelectingAll: allMatches.isPending,
    // Of this search only: a new search is a new question (the cap's count is no longer its answer).
    selectAllError: allMatches.isError && allMatches.variables === search ? errorMessage(allMatches.error, outreachMessages.selectAllFailed) : null,
    deselectAll: () => update((next) => next.clear()),
    /** Drops an erased candidate from the selection: Compose must not get their address. */
    forget: (candidate: Candidate) => update((next) => next.delete(candidateKey(candidate))),
    validationError,
    continueToCompose: () => {
      if (chosen.length === 0) {
        setValidationError(outreachMessages.noCandidateSelected);
        return;
      }
      if (chosen.length > CANDIDATE_SELECTION_MAX) {
        setValidationError(outreachMessages.tooManySelected);
        return;
      }
      writeSelection(chosen);
      navigate(paths.outreachCompose);
    },
  };
}
