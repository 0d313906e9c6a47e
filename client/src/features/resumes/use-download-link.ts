import type { DownloadLink } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getResumeDownloadLink } from '../../api/resumes';
import { resumeKeys } from './query-keys';
import { triggerDownload } from '../../files/save-file';

// A link this close to its expiry is fetched again before use.
const EXPIRY_MARGIN_MS = 10_000;

function isExpiring(link: DownloadLink): boolean {
  if (!link.expiresAt) return false;
  return new Date(link.expiresAt).getTime() - EXPIRY_MARGIN_MS <= Date.now();
}

/**
 * The signed link to the original file, asked for once the resume's detail is shown (spec). It serves the
 * preview iframe and the Download link; failures are only logged.
 */
export function useDownloadLink(id: string) {
  const query = useQuery({
    queryKey: resumeKeys.downloadLink(id),
    queryFn: ({ signal }) => getResumeDownloadLink(id, signal),
    retry: false,
  });

  useEffect(() => {
    if (query.error) console.error('Failed to get the resume download link', query.error);
  }, [query.error]);

  /** Lets a click on Download go through, unless the link has expired: then it gets a fresh one first. */
  async function downloadFresh(event: { preventDefault: () => void }, filename: string) {
    if (query.data && !isExpiring(query.data)) return;
    event.preventDefault();
    const fresh = await query.refetch();
    if (fresh.data) triggerDownload(fresh.data.downloadUrl, filename);
  }

  return { url: query.data?.downloadUrl ?? null, downloadFresh };
}
