import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { reprocessDocument } from '../../api/documents';
import { documentMessages } from './messages';
import { documentKeys } from './query-keys';

/** Reprocess a failed document: the server extracts and indexes it again; the list shows the new status. */
export function useReprocessDocument(id: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => reprocessDocument(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.lists() }),
  });
  return {
    reprocess: () => mutation.mutate(),
    isReprocessing: mutation.isPending,
    error: mutation.isError ? errorMessage(mutation.error, documentMessages.reprocessFailed) : null,
  };
}
