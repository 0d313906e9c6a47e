import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { changePassword } from '../../api/users';
import { settingsMessages } from './messages';

const EMPTY_FORM = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function useChangePassword() {
  const [values, setValues] = useState(EMPTY_FORM);
  const [mismatch, setMismatch] = useState(false);
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => setValues(EMPTY_FORM),
  });

  function setField(name: keyof typeof EMPTY_FORM, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  // Only the match is checked here; the password rules are the server's to enforce on this form.
  function submit() {
    const isMismatch = values.newPassword !== values.confirmPassword;
    setMismatch(isMismatch);
    if (isMismatch) {
      mutation.reset();
      return;
    }
    mutation.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  }

  const serverError = mutation.isError ? errorMessage(mutation.error, settingsMessages.passwordChangeFailed) : null;
  return {
    values,
    setField,
    submit,
    isSubmitting: mutation.isPending,
    isChanged: mutation.isSuccess,
    error: mismatch ? settingsMessages.newPasswordsDoNotMatch : serverError,
  };
}
