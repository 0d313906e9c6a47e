import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { deleteResume, eraseCandidate, exportCandidateData } from '../../api/privacy';
import { saveBlob } from '../../files/save-file';
import { resumeMessages } from './messages';
import { resumeKeys } from './query-keys';

/** The zip's name as the server gives it: the person, then the day. */
export const candidateExportFileName = (name: string, date: Date = new Date()) => `${name} - candidate data ${date.toISOString().slice(0, 10)}.zip`;

/**
 * A candidate's data rights from their resume: export everything held about the address, erase
 * it, or delete this one resume. After an erase or a delete the resume is gone: the lists reload
 * and `onGone` closes the detail.
 */
export function useCandidateData(options: { resumeId: string; email: string | null; name: string; onGone: () => void }) {
  const queryClient = useQueryClient();
  const whenGone = async () => {
    queryClient.removeQueries({ queryKey: resumeKeys.detail(options.resumeId) });
    await queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    options.onGone();
  };
  const exporting = useMutation({
    mutationFn: (email: string) => exportCandidateData(email),
    onSuccess: (blob) => saveBlob(blob, candidateExportFileName(options.name)),
  });
  const erasing = useMutation({ mutationFn: (email: string) => eraseCandidate(email), onSuccess: whenGone });
  const deleting = useMutation({ mutationFn: () => deleteResume(options.resumeId), onSuccess: whenGone });
  const failed = exporting.isError
    ? errorMessage(exporting.error, resumeMessages.candidateExportFailed)
    : erasing.isError
      ? errorMessage(erasing.error, resumeMessages.eraseFailed)
      : deleting.isError
        ? errorMessage(deleting.error, resumeMessages.deleteFailed)
        : null;
  const { email } = options;
  return {
    exportData: email ? () => exporting.mutate(email) : null,
    erase: email ? () => erasing.mutate(email) : null,
    deleteResume: () => deleting.mutate(),
    isBusy: exporting.isPending || erasing.isPending || deleting.isPending,
    isExporting: exporting.isPending,
    error: failed,
  };
}
