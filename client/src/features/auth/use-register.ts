import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/use-auth';
import { submitError } from '../../hooks/use-form-state';
import { paths } from '../../paths';
import { authMessages } from './messages';
import type { RegistrationFormValues, VerifyEmailState } from './navigation-state';

export function useRegister() {
  const { register } = useAuth();
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: (values: RegistrationFormValues) => register(values),
    onSuccess: (result, { password: _password, ...registrationData }) => {
      if (!result.requiresVerification) {
        navigate(paths.dashboard, { replace: true });
        return;
      }
      const state: VerifyEmailState = { email: result.email, expiresAt: result.expiresAt, registrationData };
      navigate(paths.verifyEmail, { state });
    },
  });

  const failure = submitError(mutation, authMessages.registrationFailed);
  return {
    submit: mutation.mutate,
    isSubmitting: mutation.isPending,
    error: failure.error,
    clearError: failure.clear,
  };
}
