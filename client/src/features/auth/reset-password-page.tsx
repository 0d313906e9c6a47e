import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorBox } from '../../components/error-box';
import { FormField } from '../../components/form-field';
import { Notice } from '../../components/notice';
import { PasswordChecklist } from '../../components/password-checklist';
import { usePageTitle } from '../../layout/use-page-title';
import { paths } from '../../paths';
import { AuthHeading } from './auth-heading';
import { authMessages } from './messages';
import { useResetPassword } from './use-reset-password';

export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';

  return (
    <>
      <AuthHeading title="Choose a new password" subtitle="Pick a strong password you have not used here before." />
      {token === '' ? (
        <div className="stack">
          <ErrorBox message={authMessages.resetLinkInvalid} />
          <Link className="btn btn--secondary btn--block" to={paths.forgotPassword}>
            Request a new link
          </Link>
        </div>
      ) : (
        <ResetPasswordForm token={token} />
      )}
      <p className="auth-card__footer">
        <Link to={paths.login}>Back to sign in</Link>
      </p>
    </>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const form = useResetPassword(token);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (form.canSubmit) form.submit();
  }

  if (form.isDone) return <Notice tone="success">{authMessages.resetSucceeded}</Notice>;

  return (
    <form className="stack" onSubmit={handleSubmit} onChange={form.clearError} noValidate>
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        autoFocus
        value={form.newPassword}
        onChange={(event) => form.setNewPassword(event.target.value)}
        error={form.rulesError}
        after={<PasswordChecklist password={form.newPassword} />}
      />
      <FormField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        value={form.confirmPassword}
        onChange={(event) => form.setConfirmPassword(event.target.value)}
        error={form.matchError}
      />
      <ErrorBox message={form.error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={!form.canSubmit}>
        {form.isSubmitting ? 'Resetting…' : 'Reset password'}
      </button>
    </form>
  );
}
