import { RESUME_STATUSES, type ResumeStatus } from '@app/shared';
import { useId } from 'react';
import { FormField } from '../../components/form-field';
import { statusLabel } from '../../format/text';
import { useDebouncedSearch } from '../../hooks/use-debounced-search';

type ResumeFiltersProps = {
  search: string;
  status: ResumeStatus | undefined;
  onSearch: (search: string) => void;
  onStatus: (status: ResumeStatus | undefined) => void;
};

/** The list's search (name, title, skills, file name) and status filter; the server does both. */
export function ResumeFilters({ search, status, onSearch, onStatus }: ResumeFiltersProps) {
  const statusId = useId();
  const [draft, setDraft] = useDebouncedSearch(search, onSearch);

  return (
    <div className="resume-filters" role="search" aria-label="Resumes">
      <FormField
        label="Search resumes"
        type="search"
        placeholder="Name, title, skill or file"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="field">
        <label htmlFor={statusId} className="field__label">
          Status
        </label>
        <select
          id={statusId}
          className="input select"
          value={status ?? ''}
          onChange={(event) => onStatus(RESUME_STATUSES.find((value) => value === event.target.value))}
        >
          <option value="">All</option>
          {RESUME_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
