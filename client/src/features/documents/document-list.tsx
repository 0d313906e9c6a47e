import type { LibraryDocument, Pagination as PageInfo } from '@app/shared';
import { useId } from 'react';
import { Pagination } from '../../components/pagination';
import { Spinner } from '../../components/spinner';
import { DocumentItem } from './document-item';
import { documentMessages } from './messages';

type DocumentListProps = {
  documents: LibraryDocument[];
  pagination: PageInfo | undefined;
  isLoading: boolean;
  isError: boolean;
  onPageChange: (page: number) => void;
};

/** "All Documents", newest first, 6 a page. */
export function DocumentList({ documents, pagination, isLoading, isError, onPageChange }: DocumentListProps) {
  const headingId = useId();

  function body() {
    if (isLoading) return <Spinner label="Loading documents…" />;
    // A failed list is only logged (spec): no message, no misleading empty state.
    if (isError && documents.length === 0) return null;
    if (documents.length === 0) {
      return (
        <div className="document-list__empty">
          <p className="document-list__empty-title">{documentMessages.emptyList}</p>
          <p className="muted">Upload a policy, job description or contract to start the library.</p>
        </div>
      );
    }
    return (
      <ul className="document-list__items">
        {documents.map((document) => (
          <DocumentItem key={document.id} document={document} />
        ))}
      </ul>
    );
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        All Documents
      </h2>
      {body()}
      {pagination ? (
        <Pagination label="Document pages" currentPage={pagination.currentPage} totalPages={pagination.totalPages} onPageChange={onPageChange} />
      ) : null}
    </section>
  );
}
