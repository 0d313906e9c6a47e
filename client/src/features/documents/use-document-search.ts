import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { searchDocuments } from '../../api/documents';
import { documentMessages } from './messages';

/** The search bar: a query in plain words, sent with Enter or the button; Clear empties both query and results. */
export function useDocumentSearch() {
  const [query, setQuery] = useState('');
  const mutation = useMutation({ mutationFn: searchDocuments });
  const trimmed = query.trim();

  function search() {
    // The spec: a search needs a non-empty query.
    if (trimmed === '' || mutation.isPending) return;
    mutation.mutate(trimmed);
  }

  function clear() {
    setQuery('');
    mutation.reset();
  }

  return {
    query,
    setQuery,
    search,
    clear,
    canSearch: trimmed !== '' && !mutation.isPending,
    canClear: query !== '' || !mutation.isIdle,
    isSearching: mutation.isPending,
    results: mutation.data,
    /** The query the results answer, which may differ from what the box holds now. */
    searchedFor: mutation.variables,
    error: mutation.isError ? errorMessage(mutation.error, documentMessages.searchFailed) : null,
  };
}
