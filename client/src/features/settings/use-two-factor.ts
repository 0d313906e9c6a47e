import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { disableTwoFactor, initiateTwoFactorSetup, verifyTwoFactorSetup } from '../../api/users';
import { submitError } from '../../hooks/use-form-state';
import type { NoticeTone } from '../../components/notice';
import { settingsMessages } from './messages';
import { useRefreshAccount } from './use-profile';

type Feedback = { tone: NoticeTone; text: string };

/** Two-factor setup: off -> initiate (code e-mailed) -> verify -> on; cancel goes back to off; disable is immediate. */
export function useTwoFactor(isEnabled: boolean) {
  const refreshAccount = useRefreshAccount();
  const [isSettingUp, setIsSettingUp] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const initiate = useMutation({
    mutationFn: initiateTwoFactorSetup,
    onMutate: () => setFeedback(null),
    onSuccess: (result) => {
      setIsSettingUp(true);
      setFeedback({ tone: 'info', text: result.message });
    },
  });

  const verify = useMutation({
    mutationFn: (code: string) => verifyTwoFactorSetup({ code }),
    onSuccess: async (result) => {
      await refreshAccount();
      setIsSettingUp(false);
      setFeedback({ tone: 'success', text: result.message });
    },
  });

  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onMutate: () => setFeedback(null),
    onSuccess: async (result) => {
      await refreshAccount();
      setFeedback({ tone: 'warning', text: result.message });
    },
  });

  function toggle() {
    if (isEnabled) disable.mutate();
    else initiate.mutate();
  }

  function cancel() {
    setIsSettingUp(false);
    setFeedback(null);
    verify.reset();
  }

  const toggleError = initiate.isError
    ? errorMessage(initiate.error, settingsMessages.twoFactorInitiateFailed)
    : disable.isError
      ? errorMessage(disable.error, settingsMessages.twoFactorDisableFailed)
      : null;

  const verifyFailure = submitError(verify, settingsMessages.twoFactorCodeInvalid);
  return {
    isSettingUp,
    feedback: feedback?.text ? feedback : null,
    toggle,
    isToggling: initiate.isPending || disable.isPending,
    toggleError,
    verify: verify.mutate,
    isVerifying: verify.isPending,
    verifyError: verifyFailure.error,
    clearVerifyError: verifyFailure.clear,
    cancel,
  };
}
