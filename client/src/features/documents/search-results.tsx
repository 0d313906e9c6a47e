import type { DocumentSearchResult } from '@app/shared';
import { formatSimilarity } from './document-display';
import { DownloadButton } from './download-button';
import { documentMessages } from './messages';
import { SnippetText } from './snippet-text';
import { UploadedBy } from './uploaded-by';

function SearchResultItem({ result }: { result: DocumentSearchResult }) {
  return (
    <li className="search-result">
      <div className="search-result__head">
        <div className="search-result__name">
          <h3 className="document-title break-anywhere">{result.title}</h3>
          <p className="muted break-anywhere">{result.originalFilename}</p>
        </div>
        <span className="badge badge--info">{formatSimilarity(result.similarity)} similarity</span>
      </div>
      <SnippetText snippet={result.snippet} />
      <div className="search-result__foot">
        <p className="document-meta">
          <UploadedBy document={result} />
        </p>
        <DownloadButton document={result} />
      </div>
    </li>
  );
}

/** The answer to one search, best first. */
export function SearchResults({ results, searchedFor }: { results: DocumentSearchResult[]; searchedFor: string }) {
  if (results.length === 0) return <p className="search-results__summary" role="status">{documentMessages.noResults}</p>;
  return (
    <div className="search-results">
      <p className="search-results__summary" role="status">
        {results.length === 1 ? '1 result' : `${results.length} results`} for “{searchedFor}”
      </p>
      <ol className="search-results__list">
        {results.map((result) => (
          <SearchResultItem key={result.id} result={result} />
        ))}
      </ol>
    </div>
  );
}
