export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

const MAX_WITHOUT_ELLIPSES = 7;
const EDGE_RUN = 5;

/** Page numbers to show: always seven slots, first and last kept, ellipses where pages are skipped. */
export function pageItems(currentPage: number, totalPages: number): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (totalPages <= MAX_WITHOUT_ELLIPSES) return range(1, totalPages);
  const current = Math.min(Math.max(currentPage, 1), totalPages);
  // Near an end, show a run of five there, so an ellipsis never hides a single page.
  if (current < EDGE_RUN) return [...range(1, EDGE_RUN), 'ellipsis-end', totalPages];
  if (current > totalPages - EDGE_RUN + 1) return [1, 'ellipsis-start', ...range(totalPages - EDGE_RUN + 1, totalPages)];
  return [1, 'ellipsis-start', current - 1, current, current + 1, 'ellipsis-end', totalPages];
}

type PaginationProps = {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
};

/** Numbered pagination with Previous/Next and ellipses, shared by the resume and document lists. */
export function Pagination({ currentPage, totalPages, onPageChange, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="pagination__button"
        disabled={currentPage <= 1}
        onClick={() => onPageChange(currentPage - 1)}
      >
        Previous
      </button>
      {pageItems(currentPage, totalPages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className="pagination__button"
            aria-current={item === currentPage ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onPageChange(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="pagination__ellipsis" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className="pagination__button"
        disabled={currentPage >= totalPages}
        onClick={() => onPageChange(currentPage + 1)}
      >
        Next
      </button>
    </nav>
  );
}
