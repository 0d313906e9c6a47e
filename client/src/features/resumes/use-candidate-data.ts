import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { deleteResume } from '../../api/privacy';
import { resumeMessages } from './messages';
import { resumeKeys } from './query-keys';

/**
 * The resume's own part of the candidate data panel: delete this one resume, and what follows
 * when it is gone (deleted, or erased with its candidate): the lists reload and `onGone`
 * closes the detail.
 */
export function useCandidateData(options: { resumeId: string; onGone: () => void }) {
  const queryClient = useQueryClient();
  const whenGone = async () => {
    queryClient.removeQueries({ queryKey: resumeKeys.detail(options.resumeId) });
    await queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    options.onGone();
  };
  const deleting = useMutation({ mutationFn: () => deleteResume(options.resumeId), onSuccess: whenGone });
  return {
    whenGone,
    deleteResume: () => deleting.mutate(),
    isDeleting: deleting.isPending,
    error: deleting.isError ? errorMessage(deleting.error, resumeMessages.deleteFailed) : null,
  };
}
