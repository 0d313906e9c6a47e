import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { getResume, uploadResume, type ResumeDetail } from '../../api/resumes';
import { hasAcceptedExtension } from './format';
import { resumeMessages } from './messages';
import { resumeKeys } from './query-keys';

export type UploadPhase = 'idle' | 'uploading' | 'analyzing';

/**
 * Choose a file, send it with real progress, then wait while the server analyzes it. On an answer
 * the list is refreshed (spec) and `onUploaded` opens the new resume.
 */
export function useUploadResume(onUploaded: (resume: ResumeDetail) => void) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const [isSent, setIsSent] = useState(false);

  const mutation = useMutation({
    mutationFn: (chosen: File) => uploadResume(chosen, { onProgress: setPercent, onSent: () => setIsSent(true) }),
    onSuccess: async (resume) => {
      queryClient.setQueryData(resumeKeys.detail(resume.id), resume);
      setFile(null);
      onUploaded(resume);
      await queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    },
  });

  function chooseFile(chosen: File | null) {
    mutation.reset();
    setFileError(null);
    // Checked here too: the picker's filter is only a hint, and a dropped file skips it.
    if (chosen && !hasAcceptedExtension(chosen.name)) {
      setFile(null);
      setFileError(resumeMessages.unsupportedType);
      return;
    }
    setFile(chosen);
  }

  function upload() {
    if (!file || mutation.isPending) return;
    setPercent(0);
    setIsSent(false);
    mutation.mutate(file);
  }

  function reset() {
    if (mutation.isPending) return;
    mutation.reset();
    setFile(null);
    setFileError(null);
  }

  // The uploaded resume as the cache has it now, so a retry from its detail updates this panel too.
  const uploadedId = mutation.data?.id ?? '';
  const uploaded = useQuery({
    queryKey: resumeKeys.detail(uploadedId),
    queryFn: ({ signal }) => getResume(uploadedId, signal),
    enabled: false,
  }).data;

  const phase: UploadPhase = mutation.isPending ? (isSent ? 'analyzing' : 'uploading') : 'idle';
  return {
    file,
    chooseFile,
    upload,
    reset,
    phase,
    percent,
    canUpload: file !== null && !mutation.isPending,
    uploaded: mutation.isSuccess ? uploaded : undefined,
    error: fileError ?? (mutation.isError ? errorMessage(mutation.error, resumeMessages.uploadFailed) : null),
  };
}
