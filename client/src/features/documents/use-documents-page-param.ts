import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readPage } from '../../hooks/list-page';

/** The list page lives in the URL (`?page=2`), so reload and Back keep it; page 1 is the bare URL. */
export function useDocumentsPageParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const setPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next <= 1) params.delete('page');
          else params.set('page', String(next));
          return params;
        },
        { replace: options.replace ?? false },
      ),
    [setSearchParams],
  );
  return { page, setPage };
}
