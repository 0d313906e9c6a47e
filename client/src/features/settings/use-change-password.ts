import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { changePassword } from '../../api/users';
import { submitError } from '../../hooks/use-form-state';
import { settingsMessages } from './messages';

const EMPTY_FORM = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function useChangePassword() {
  const [values, setValues] = useState(EMPTY_FORM);
  // Set by the first submit: from then on the match message follows the fields as they are typed.
  const [isMatchChecked, setIsMatchChecked] = useState(false);
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setValues(EMPTY_FORM);
      setIsMatchChecked(false);
    },
  });

  const failure = submitError(mutation, settingsMessages.passwordChangeFailed);
  const isMismatch = values.newPassword !== values.confirmPassword;

  function setField(name: keyof typeof EMPTY_FORM, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    failure.clear();
  }

  // Only the match is checked here; the password rules are the server's to enforce on this form.
  function submit() {
    setIsMatchChecked(true);
    if (isMismatch) {
      mutation.reset();
      return;
    }
    mutation.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  }

  return {
    values,
    setField,
    submit,
    isSubmitting: mutation.isPending,
    isChanged: mutation.isSuccess,
    error: isMatchChecked && isMismatch ? settingsMessages.newPasswordsDoNotMatch : failure.error,
  };
}
