import { CANDIDATE_QUERY_MAX_LENGTH, type CandidateMatch } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { searchCandidates, type CandidateFilters } from '../../api/candidates';
import { filtersOf, NO_FILTERS, type MatchFilterFields } from './match-filters';
import { outreachMessages } from './messages';
import { outreachKeys } from './query-keys';

export const MATCH_PARAM = 'match';
// A longer query is not written into the address: a pasted job description would make it too long to reload.
const MAX_QUERY_IN_URL = 500;

/**
 * "Match to a job": a query (a few words or a pasted job description) ranked by the server.
 * `?match=...` opens the page in this mode and searches at once (the resume's "Find similar candidates").
 */
export function useCandidateMatch() {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(MATCH_PARAM);
  const [isActive, setActive] = useState(fromUrl !== null);
  const [draft, setDraft] = useState(fromUrl ?? '');
  const [submitted, setSubmitted] = useState(fromUrl?.trim() ?? '');
  const [filterFields, setFilterFields] = useState<MatchFilterFields>(NO_FILTERS);
  // The filters of the search shown: editing a field changes nothing until the search is run again.
  const [filters, setFilters] = useState<CandidateFilters>({});
  const [validationError, setValidationError] = useState<string | null>(null);

  const query = useQuery({
    queryKey: outreachKeys.candidateMatch(submitted, filters),
    queryFn: ({ signal }) => searchCandidates(submitted, filters, signal),
    enabled: isActive && submitted !== '',
    retry: false,
  });

  function writeUrl(value: string | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(MATCH_PARAM);
        else next.set(MATCH_PARAM, value);
        return next;
      },
      { replace: true },
    );
  }

  const results: CandidateMatch[] = isActive && submitted !== '' ? (query.data ?? []) : [];

  return {
    isActive,
    draft,
    setDraft: (value: string) => {
      setDraft(value);
      setValidationError(null);
    },
    maxLength: CANDIDATE_QUERY_MAX_LENGTH,
    filterFields,
    setFilterField: <K extends keyof MatchFilterFields>(name: K, value: MatchFilterFields[K]) => setFilterFields((current) => ({ ...current, [name]: value })),
    submitted,
    results,
    isLoading: isActive && submitted !== '' && query.isFetching,
    hasAnswer: isActive && submitted !== '' && query.isSuccess && !query.isFetching,
    error: isActive && submitted !== '' && query.isError ? errorMessage(query.error, outreachMessages.matchFailed) : null,
    validationError,
    open: () => setActive(true),
    submit: () => {
      const text = draft.trim();
      if (text === '') {
        setValidationError(outreachMessages.matchQueryRequired);
        return;
      }
      const nextFilters = filtersOf(filterFields);
      setSubmitted(text);
      setFilters(nextFilters);
      if (text === submitted && JSON.stringify(nextFilters) === JSON.stringify(filters)) void query.refetch();
      writeUrl(text.length <= MAX_QUERY_IN_URL ? text : null);
    },
    /** Back to the full list ("Show all candidates"). */
    close: () => {
      setActive(false);
      setSubmitted('');
      setValidationError(null);
      if (fromUrl !== null) writeUrl(null);
    },
  };
}

/** The score as the cards show it: "92% match". */
export const matchPercent = (score: number): string => `${Math.round(Math.min(1, Math.max(0, score)) * 100)}% match`;
