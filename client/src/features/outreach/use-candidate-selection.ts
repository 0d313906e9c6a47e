import type { Candidate } from '@app/shared';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../paths';
import { candidateKey, canBeContacted, matchesSearch } from './candidate-search';
import { outreachMessages } from './messages';
import { readSelection, writeSelection } from './selection-storage';
import { useCandidateMatch } from './use-candidate-match';
import { useCandidates } from './use-candidates';

/** Candidates selection: search, pick, and hand the picked candidates to Compose through session storage. */
export function useCandidateSelection() {
  const { candidates, isLoading, error } = useCandidates();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  // Coming back from Compose ("Back to Selection") keeps what was picked.
  const [selected, setSelected] = useState(() => new Set(readSelection().map(candidateKey)));
  const [validationError, setValidationError] = useState<string | null>(null);

  const match = useCandidateMatch();

  const matched = useMemo(() => match.results.map((result) => result.candidate), [match.results]);
  const visible = useMemo(
    () => (match.isActive ? matched : candidates.filter((candidate) => matchesSearch(candidate, search))),
    [match.isActive, matched, candidates, search],
  );
  // Only candidates still on the list (or among the matches shown) count: a stored address whose resume is gone is dropped.
  const known = useMemo(() => {
    const keys = new Set(candidates.map(candidateKey));
    return [...candidates, ...matched.filter((candidate) => !keys.has(candidateKey(candidate)))];
  }, [candidates, matched]);
  const chosen = known.filter((candidate) => selected.has(candidateKey(candidate)) && canBeContacted(candidate));

  function update(change: (next: Set<string>) => void) {
    setSelected((current) => {
      const next = new Set(current);
      change(next);
      return next;
    });
    setValidationError(null);
  }

  return {
    candidates,
    visible,
    match,
    isLoading,
    error,
    search,
    setSearch,
    isSelected: (candidate: Candidate) => selected.has(candidateKey(candidate)) && canBeContacted(candidate),
    selectedCount: chosen.length,
    toggle: (candidate: Candidate) =>
      update((next) => {
        const key = candidateKey(candidate);
        if (next.has(key)) next.delete(key);
        else if (canBeContacted(candidate)) next.add(key);
      }),
    /** Selects every candidate the search (or the match) shows who can be contacted. */
    selectAll: () => update((next) => visible.filter(canBeContacted).forEach((candidate) => next.add(candidateKey(candidate)))),
    deselectAll: () => update((next) => next.clear()),
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
