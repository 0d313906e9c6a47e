import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { updateNotifications } from '../../api/users';
import { notificationMessages } from './messages';
import { useRefreshAccount } from './use-profile';

/** "E-mail me when a candidate replies": the switch follows the stored profile, so it is on only once saved. */
export function useReplyNotifications(isEnabled: boolean) {
  const refreshAccount = useRefreshAccount();
  const mutation = useMutation({ mutationFn: updateNotifications, onSuccess: refreshAccount });
  return {
    toggle: () => mutation.mutate({ emailOnReply: !isEnabled }),
    isSaving: mutation.isPending,
    error: mutation.isError ? errorMessage(mutation.error, notificationMessages.saveFailed) : null,
  };
}
