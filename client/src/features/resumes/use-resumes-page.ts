import type { ResumeDetail } from '@app/shared';
import { useCallback, useRef, useState } from 'react';
import { useResumeList } from './use-resume-list';
import { useResumeParams } from './use-resume-params';
import { useUploadResume } from './use-upload-resume';

/** Everything the Resumes page shows: the URL state, the list, the upload and the open resume. */
export function useResumesPage() {
  const params = useResumeParams();
  const { setPage, select, clearSelection, showUploaded } = params;
  // The detail takes focus when the user opens a resume (a card, an upload), not on a page load.
  const [shouldFocusDetail, setShouldFocusDetail] = useState(false);
  const uploadHeadingRef = useRef<HTMLHeadingElement>(null);

  const moveToLastPage = useCallback((lastPage: number) => setPage(lastPage, { replace: true }), [setPage]);
  const list = useResumeList({ page: params.page, limit: params.limit, q: params.q || undefined, status: params.status }, moveToLastPage);

  const upload = useUploadResume(
    useCallback(
      (resume: ResumeDetail) => {
        setShouldFocusDetail(true);
        showUploaded(resume.id);
      },
      [showUploaded],
    ),
  );

  function open(id: string) {
    setShouldFocusDetail(true);
    select(id);
  }

  /** Clear Selection resets the view: no open resume, an empty upload form, focus back at the start. */
  function clear() {
    clearSelection();
    upload.reset();
    uploadHeadingRef.current?.focus();
  }

  return { params, list, upload, open, clear, shouldFocusDetail, uploadHeadingRef };
}
