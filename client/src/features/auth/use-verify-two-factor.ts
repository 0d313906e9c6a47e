import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { verifyTwoFactor } from '../../api/auth';
import { writeToken } from '../../api/token-storage';
import { submitError } from '../../hooks/use-form-state';
import { paths } from '../../paths';
import { authMessages } from './messages';
import type { VerifyTwoFactorState } from './navigation-state';

export function useVerifyTwoFactor({ email, tenantName }: VerifyTwoFactorState) {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (code: string) => verifyTwoFactor({ email, code, tenantName }),
    onSuccess: ({ accessToken }) => {
      writeToken(accessToken);
      // The spec asks for a full reload on /dashboard, so the app starts over with the new session.
      window.location.replace(paths.dashboard);
    },
  });

  const failure = submitError(mutation, authMessages.invalidCode);
  return {
    verify: mutation.mutate,
    // Stays busy through the reload so the button cannot be pressed twice.
    isVerifying: mutation.isPending || mutation.isSuccess,
    error: failure.error,
    clearError: failure.clear,
    backToLogin: () => navigate(paths.login),
  };
}
