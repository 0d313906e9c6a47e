import { RESUME_PAGE_SIZES } from '@app/shared';
import type { Pagination as PageInfo, ResumeListItem } from '@app/shared';
import { useId } from 'react';
import { Pagination } from '../../components/pagination';
import { Spinner } from '../../components/spinner';
import { resumeMessages } from './messages';
import { ResumeCard } from './resume-card';
import { ResumeFilters } from './resume-filters';
import type { PageSize } from './use-resume-params';

type FiltersProps = Parameters<typeof ResumeFilters>[0];

type ResumeListProps = {
  resumes: ResumeListItem[];
  pagination: PageInfo | undefined;
  isLoading: boolean;
  isError: boolean;
  limit: PageSize;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: PageSize) => void;
  filters: FiltersProps;
};

export function ResumeList(props: ResumeListProps) {
  const { resumes, pagination, isLoading, isError, limit, selectedId, onSelect, onPageChange, onLimitChange, filters } = props;
  const isFiltered = filters.search !== '' || filters.status !== undefined;
  const headingId = useId();
  const sizeId = useId();

  function body() {
    if (isLoading) return <Spinner label="Loading resumes…" />;
    // A failed list is only logged (spec): no message, no misleading empty state.
    if (isError && resumes.length === 0) return null;
    if (resumes.length === 0 && isFiltered) {
      return (
        <div className="resume-list__empty">
          <p className="resume-list__empty-title">No resumes match</p>
          <p className="muted">Try other words, or another status.</p>
        </div>
      );
    }
    if (resumes.length === 0) {
      return (
        <div className="resume-list__empty">
          <p className="resume-list__empty-title">{resumeMessages.emptyList}</p>
          <p className="muted">Upload a resume above to get its AI analysis.</p>
        </div>
      );
    }
    return (
      <ul className="resume-list__items">
        {resumes.map((resume) => (
          <ResumeCard key={resume.id} resume={resume} isSelected={resume.id === selectedId} onSelect={onSelect} />
        ))}
      </ul>
    );
  }

  return (
    <section className="card resume-list" aria-labelledby={headingId}>
      <div className="resume-list__header">
        <div>
          <h2 id={headingId} className="card__title">
            Previous Analyses
          </h2>
          {pagination ? <p className="muted">{pagination.totalItems} total resumes</p> : null}
        </div>
        <div className="resume-list__size">
          <label htmlFor={sizeId} className="field__label">
            Per page
          </label>
          <select
            id={sizeId}
            className="input select resume-list__size-select"
            value={limit}
            onChange={(event) => onLimitChange(Number(event.target.value) as PageSize)}
          >
            {RESUME_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ResumeFilters {...filters} />
      {body()}
      {pagination ? (
        <Pagination
          label="Resume pages"
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          onPageChange={onPageChange}
        />
      ) : null}
    </section>
  );
}
