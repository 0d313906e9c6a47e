import { useMutation } from '@tanstack/react-query';
import { forgotPassword } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { authMessages } from './messages';

export function useForgotPassword() {
  const mutation = useMutation({ mutationFn: (email: string) => forgotPassword({ email }) });
  return {
    submit: mutation.mutate,
    isSubmitting: mutation.isPending,
    // The answer never says whether the address exists, so neither does the screen.
    isSent: mutation.isSuccess,
    error: mutation.isError ? errorMessage(mutation.error, authMessages.forgotPasswordFailed) : null,
  };
}
