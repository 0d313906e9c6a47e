import { useIsTooNarrow } from '../hooks/use-is-too-narrow';

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

/** At most `size` consecutive page numbers around the current one, shifted to stay inside 1..totalPages. */
export function pageWindow(currentPage: number, totalPages: number, size: number): number[] {
  const count = Math.min(size, totalPages);
  const current = Math.min(Math.max(currentPage, 1), totalPages);
  const first = Math.min(Math.max(current - Math.floor(count / 2), 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

type PaginationProps = {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
  /** Show only this many page numbers around the current one, without first, last or ellipses (the outreach list). */
  windowSize?: number;
};

/**
 * Numbered pagination with Previous/Next and ellipses (or a window of page numbers), shared by
 * every paged list. In a column too narrow for the numbers on one line it shows "Page 2 of 6"
 * between Previous and Next instead of wrapping onto a second line.
 */
export function Pagination({ currentPage, totalPages, onPageChange, label = 'Pagination', windowSize }: PaginationProps) {
  const [navRef, isCompact] = useIsTooNarrow<HTMLElement>();
  if (totalPages <= 1) return null;
  const items: PageItem[] = windowSize === undefined ? pageItems(currentPage, totalPages) : pageWindow(currentPage, totalPages, windowSize);
  return (
    <nav ref={navRef} className="pagination" aria-label={label}>
      <button
        type="button"
        className="pagination__button"
        disabled={currentPage <= 1}
        onClick={() => onPageChange(currentPage - 1)}
      >
        Previous
      </button>
      {isCompact ? (
        <span className="pagination__status" aria-current="page">
          Page {currentPage} of {totalPages}
        </span>
      ) : (
        items.map((item) =>
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
        )
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
