import type { FormEvent } from 'react';
import { ErrorBox } from '../../components/error-box';
import { FormField } from '../../components/form-field';
import { Notice } from '../../components/notice';
import { PasswordChecklist } from '../../components/password-checklist';
import { settingsMessages } from './messages';
import { useChangePassword } from './use-change-password';

export function ChangePasswordForm() {
  const form = useChangePassword();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    form.submit();
  }

  return (
    <section className="card" aria-labelledby="password-heading">
      <h2 id="password-heading" className="card__title">
        Change password
      </h2>
      <form className="stack" onSubmit={handleSubmit}>
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={form.values.currentPassword}
          onChange={(event) => form.setField('currentPassword', event.target.value)}
        />
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          value={form.values.newPassword}
          onChange={(event) => form.setField('newPassword', event.target.value)}
          after={<PasswordChecklist password={form.values.newPassword} />}
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          value={form.values.confirmPassword}
          onChange={(event) => form.setField('confirmPassword', event.target.value)}
        />
        <ErrorBox message={form.error} />
        {form.isChanged ? <Notice tone="success">{settingsMessages.passwordChanged}</Notice> : null}
        <div className="actions actions--end">
          <button type="submit" className="btn btn--primary" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Changing…' : 'Change Password'}
          </button>
        </div>
      </form>
    </section>
  );
}
