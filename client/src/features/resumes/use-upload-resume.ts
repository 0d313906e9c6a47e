import type { ResumeDetail } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getResume, uploadResume } from '../../api/resumes';
import { useFileUpload } from '../../hooks/use-file-upload';
import { resumeMessages } from './messages';
import { resumeKeys } from './query-keys';

/**
 * Choose a file, send it with real progress, then wait while the server analyzes it. On an answer
 * the list is refreshed (spec) and `onUploaded` opens the new resume.
 */
export function useUploadResume(onUploaded: (resume: ResumeDetail) => void) {
  const queryClient = useQueryClient();
  const upload = useFileUpload({
    send: uploadResume,
    onUploaded: async (resume: ResumeDetail) => {
      queryClient.setQueryData(resumeKeys.detail(resume.id), resume);
      onUploaded(resume);
      await queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    },
    failureMessage: resumeMessages.uploadFailed,
  });

  // The uploaded resume as the cache has it now, so a retry from its detail updates this panel too.
  const uploadedId = upload.result?.id ?? '';
  const uploaded = useQuery({
    queryKey: resumeKeys.detail(uploadedId),
    queryFn: ({ signal }) => getResume(uploadedId, signal),
    enabled: false,
  }).data;

  return { ...upload, uploaded: upload.result ? uploaded : undefined };
}
