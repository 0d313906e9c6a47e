import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { getProfile, updateProfile } from '../../api/users';
import { settingsMessages } from './messages';

export const profileQueryKey = ['users', 'profile'] as const;

export function useProfile() {
  const query = useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
  return {
    profile: query.data,
    isLoading: query.isPending,
    error: query.isError ? errorMessage(query.error, settingsMessages.profileLoadFailed) : null,
  };
}

/** Both the profile and the signed-in user (sidebar, greeting) show the names, so both refresh. */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
    ]);
}

export function useUpdateProfile() {
  const refreshAccount = useRefreshAccount();
  const mutation = useMutation({ mutationFn: updateProfile, onSuccess: refreshAccount });
  return {
    save: mutation.mutate,
    isSaving: mutation.isPending,
    isSaved: mutation.isSuccess,
    error: mutation.isError ? errorMessage(mutation.error, settingsMessages.profileUpdateFailed) : null,
  };
}
