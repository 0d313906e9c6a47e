import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { resetPassword } from '../../api/auth';
import { submitError } from '../../hooks/use-form-state';
import { isPasswordValid } from '@app/shared';
import { paths } from '../../paths';
import { authMessages } from './messages';

export const RESET_REDIRECT_DELAY_MS = 2000;

export function useResetPassword(token: string) {
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const mutation = useMutation({ mutationFn: () => resetPassword({ token, newPassword }) });

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, navigate]);

  const failure = submitError(mutation, authMessages.resetFailed);
  const meetsRules = isPasswordValid(newPassword);
  const matches = newPassword === confirmPassword;

  return {
    newPassword,
    setNewPassword,
    confirmPassword,
    setConfirmPassword,
    // Field messages wait until the user has moved on to the confirm field; the checklist guides before that.
    rulesError: confirmPassword !== '' && !meetsRules ? authMessages.passwordRulesUnmet : null,
    matchError: confirmPassword !== '' && !matches ? authMessages.passwordsDoNotMatch : null,
    canSubmit: meetsRules && matches && !mutation.isPending && !mutation.isSuccess,
    submit: () => mutation.mutate(),
    isSubmitting: mutation.isPending,
    isDone: mutation.isSuccess,
    error: failure.error,
    clearError: failure.clear,
  };
}
