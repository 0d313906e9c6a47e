import type { QueueRequest } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../api/client';
import { getQueueProgress, queueOutreach } from '../../api/outreach';
import { outreachMessages } from './messages';
import { outreachKeys } from './query-keys';

const POLL_MS = 1500;

/** One press of "Send all drafts": how many drafts the recruiter confirmed, and how many the server queued. */
export type QueueOutcome = { requested: number; queued: number };

/**
 * "Send all drafts" (beyond the spec): hand drafts to the server's queue and follow its progress.
 * `arrivedOutcome` is what Compose's "Send to all N" queued before opening Management.
 */
export function useSendQueue({ arrivedOutcome }: { arrivedOutcome?: QueueOutcome } = {}) {
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
    mutationFn: ({ target }: { target: QueueRequest; requested: number }) => queueOutreach(target),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: outreachKeys.queue() }),
        queryClient.invalidateQueries({ queryKey: outreachKeys.lists() }),
      ]),
  });

  const outcome: QueueOutcome | null =
    mutation.data && mutation.variables ? { requested: mutation.variables.requested, queued: mutation.data.queued } : (arrivedOutcome ?? null);
  return {
    /** Queues `target`; `requested` is the count the recruiter confirmed, to say how many of them went in. */
    queue: (target: QueueRequest, requested: number) => mutation.mutate({ target, requested }),
    isQueueing: mutation.isPending,
    outcome,
    error: mutation.isError ? errorMessage(mutation.error, outreachMessages.queueFailed) : null,
    progress: progress.data,
    isWorking,
  };
}
