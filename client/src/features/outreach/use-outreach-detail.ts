import type { UpdateOutreachRequest } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/client';
import { getOutreach, retryOutreach, sendOutreach, updateOutreach } from '../../api/outreach';
import { outreachMessages } from './messages';
import { outreachKeys } from './query-keys';
import type { DetailNavigationState } from './use-compose-actions';

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/** Compose hands over the outcome of its Send Email: shown once when the detail opens. */
function outcomeFrom(state: unknown): Outcome {
  const { notice, error } = (state ?? {}) as DetailNavigationState;
  if (error) return { tone: 'danger', text: error };
  if (notice) return { tone: 'success', text: notice };
  return null;
}

/** One outreach with its events, and what may be done with it: edit and send a draft, retry a failure. */
export function useOutreachDetail(id: string) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const [outcome, setOutcome] = useState<Outcome>(() => outcomeFrom(location.state));
  const query = useQuery({ queryKey: outreachKeys.detail(id), queryFn: ({ signal }) => getOutreach(id, signal) });

  // Every answer, good or bad, may have moved the message on (a failed send is now `failed`): read it again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: outreachKeys.all });

  function action<T>(run: (input: T) => Promise<unknown>, success: string, fallback: string, onSuccess?: () => void) {
    return {
      mutationFn: run,
      onMutate: () => setOutcome(null),
      onSuccess: () => {
        setOutcome({ tone: 'success', text: success });
        onSuccess?.();
      },
      onError: (error: unknown) => setOutcome({ tone: 'danger', text: errorMessage(error, fallback) }),
      onSettled: refresh,
    };
  }

  const [isEditing, setIsEditing] = useState(false);
  const update = useMutation(action((changes: UpdateOutreachRequest) => updateOutreach(id, changes), outreachMessages.updated, outreachMessages.updateFailed, () => setIsEditing(false)));
  const send = useMutation(action(() => sendOutreach(id), outreachMessages.sent, outreachMessages.sendFailed));
  const retry = useMutation(action(() => retryOutreach(id), outreachMessages.sent, outreachMessages.sendFailed));

  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  return {
    outreach: query.data,
    isLoading: query.isPending,
    isNotFound,
    loadError: query.isError && !isNotFound ? errorMessage(query.error, outreachMessages.loadFailed) : null,
    outcome,
    isEditing,
    startEditing: () => {
      setOutcome(null);
      setIsEditing(true);
    },
    cancelEditing: () => setIsEditing(false),
    save: (changes: UpdateOutreachRequest) => update.mutate(changes),
    isSaving: update.isPending,
    send: () => send.mutate(undefined),
    isSending: send.isPending || retry.isPending,
    retry: () => retry.mutate(undefined),
  };
}
