import { useMutation } from '@tanstack/react-query';
import { forgotPassword } from '../../api/auth';
import { submitError } from '../../hooks/use-form-state';
import { authMessages } from './messages';

export function useForgotPassword() {
  const mutation = useMutation({ mutationFn: (email: string) => forgotPassword({ email }) });
  const failure = submitError(mutation, authMessages.forgotPasswordFailed);
  return {
    submit: mutation.mutate,
    isSubmitting: mutation.isPending,
    // The answer never says whether the address exists, so neither does the screen.
    isSent: mutation.isSuccess,
    error: failure.error,
    clearError: failure.clear,
  };
}
