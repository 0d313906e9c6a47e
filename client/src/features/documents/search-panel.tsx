import { SEARCH_QUERY_MAX_LENGTH } from '@app/shared';
import { useId, type FormEvent } from 'react';
import { ErrorBox } from '../../components/error-box';
import { InlineSpinner } from '../../components/inline-spinner';
import { SearchResults } from './search-results';
import { useDocumentSearch } from './use-document-search';

/** The natural-language search bar and its results. */
export function SearchPanel() {
  const headingId = useId();
  const inputId = useId();
  const search = useDocumentSearch();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    search.search();
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="card__title">
          Search Documents
        </h2>
        <p className="muted">Ask in plain words: the search finds the passage that answers, even when it is worded differently.</p>
      </div>
      <form role="search" className="search-form" onSubmit={handleSubmit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          Search documents
        </label>
        <input
          id={inputId}
          className="input search-form__input"
          type="text"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="e.g. how many days off do new nurses get"
          value={search.query}
          onChange={(event) => search.setQuery(event.target.value)}
        />
        <div className="search-form__actions">
          <button type="submit" className="btn btn--primary" disabled={!search.canSearch}>
            {search.isSearching ? (
              <>
                <InlineSpinner />
                Searching…
              </>
            ) : (
              'Search'
            )}
          </button>
          <button type="button" className="btn btn--secondary" disabled={!search.canClear} onClick={search.clear}>
            Clear
          </button>
        </div>
      </form>
      <ErrorBox message={search.error} />
      {search.results && search.searchedFor !== undefined ? <SearchResults results={search.results} searchedFor={search.searchedFor} /> : null}
    </section>
  );
}
