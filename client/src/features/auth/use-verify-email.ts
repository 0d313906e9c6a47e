import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { resendVerification, verifyEmail } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { useAuth } from '../../auth/use-auth';
import { submitError } from '../../hooks/use-form-state';
import { paths } from '../../paths';
import { authMessages } from './messages';
import type { RegisterState, VerifyEmailState } from './navigation-state';
import { useCountdown } from './use-countdown';

export function useVerifyEmail({ email, expiresAt, registrationData }: VerifyEmailState) {
  const navigate = useNavigate();
  const { signInWithToken } = useAuth();
  const countdown = useCountdown(expiresAt);

  const verify = useMutation({
    mutationFn: async (code: string) => {
      const { accessToken } = await verifyEmail({ email, code });
      await signInWithToken(accessToken);
    },
    onSuccess: () => navigate(paths.dashboard, { replace: true }),
  });

  const resend = useMutation({
    mutationFn: () => resendVerification({ email }),
    onMutate: () => verify.reset(),
    onSuccess: (result) => countdown.restart(result.expiresAt),
  });

  const verifyFailure = submitError(verify, authMessages.invalidCode);

  function backToRegistration() {
    const state: RegisterState = { registrationData };
    navigate(paths.register, { state });
  }

  return {
    remaining: countdown.remaining,
    verify: verify.mutate,
    isVerifying: verify.isPending,
    verifyError: verifyFailure.error,
    clearVerifyError: verifyFailure.clear,
    resend: () => resend.mutate(),
    canResend: countdown.canResend && !resend.isPending,
    resendIn: countdown.resendIn,
    isResending: resend.isPending,
    resendError: resend.isError ? errorMessage(resend.error, authMessages.resendFailed) : null,
    resendSucceeded: resend.isSuccess,
    backToRegistration,
  };
}
