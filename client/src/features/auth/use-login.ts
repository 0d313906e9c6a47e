import type { LoginRequest, UnverifiedLoginAnswer } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useAuth } from '../../auth/use-auth';
import { submitError } from '../../hooks/use-form-state';
import { paths } from '../../paths';
import { authMessages } from './messages';
import type { VerifyEmailState, VerifyTwoFactorState } from './navigation-state';

// A 403 carrying requiresVerification means the account exists but its e-mail is unconfirmed;
// the server has just mailed a fresh code.
function unverifiedAccount(error: unknown): UnverifiedLoginAnswer | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const data = error.data as Partial<UnverifiedLoginAnswer> | undefined;
  return data?.requiresVerification === true && typeof data.email === 'string' ? (data as UnverifiedLoginAnswer) : null;
}

export function useLogin() {
  const { login } = useAuth();
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: (credentials: LoginRequest) => login(credentials),
    onSuccess: (result) => {
      if (!result.requiresTwoFactor) {
        navigate(paths.dashboard, { replace: true });
        return;
      }
      const state: VerifyTwoFactorState = { email: result.email, tenantName: result.tenantName };
      navigate(paths.verifyTwoFactor, { state });
    },
    onError: (error) => {
      const unverified = unverifiedAccount(error);
      if (!unverified) return;
      const state: VerifyEmailState = { email: unverified.email, expiresAt: unverified.expiresAt, registrationData: null };
      navigate(paths.verifyEmail, { state });
    },
  });

  const isRedirecting = mutation.isError && unverifiedAccount(mutation.error) !== null;
  const failure = submitError(mutation, authMessages.loginFailed);
  return {
    submit: mutation.mutate,
    isSubmitting: mutation.isPending,
    error: isRedirecting ? null : failure.error,
    clearError: failure.clear,
  };
}
