import { useEffect, useState } from 'react';

// Long enough that typing a name sends one request, not one a letter.
export const SEARCH_DELAY_MS = 300;

/**
 * The search box's text: what is typed shows at once and is committed (to the URL) once typing
 * pauses. A committed search that changes elsewhere (Back, a link) replaces what is typed.
 */
export function useDebouncedSearch(committed: string, commit: (search: string) => void) {
  const [draft, setDraft] = useState(committed);

  useEffect(() => {
    setDraft((current) => (current.trim() === committed ? current : committed));
  }, [committed]);

  useEffect(() => {
    if (draft.trim() === committed) return;
    const timer = setTimeout(() => commit(draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, commit]);

  return [draft, setDraft] as const;
}
