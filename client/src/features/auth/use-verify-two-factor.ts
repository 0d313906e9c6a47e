import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { verifyTwoFactor } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { writeToken } from '../../api/token-storage';
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

  return {
    verify: mutation.mutate,
    // Stays busy through the reload so the button cannot be pressed twice.
    isVerifying: mutation.isPending || mutation.isSuccess,
    error: mutation.isError ? errorMessage(mutation.error, authMessages.invalidCode) : null,
    backToLogin: () => navigate(paths.login),
  };
}
