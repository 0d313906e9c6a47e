import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../components/error-box';
import { FormField } from '../../components/form-field';
import { Notice } from '../../components/notice';
import { usePageTitle } from '../../layout/use-page-title';
import { paths } from '../../paths';
import { AuthHeading } from './auth-heading';
import { authMessages } from './messages';
import { useForgotPassword } from './use-forgot-password';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [email, setEmail] = useState('');
  const { submit, isSubmitting, isSent, error, clearError } = useForgotPassword();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    submit(email);
  }

  return (
    <>
      <AuthHeading title="Forgot your password?" subtitle="Enter your e-mail and we will send you a reset link." />
      {isSent ? (
        <Notice tone="info">{authMessages.forgotPasswordSent}</Notice>
      ) : (
        <form className="stack" onSubmit={handleSubmit} onChange={clearError}>
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            required
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <ErrorBox message={error} />
          <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send reset link'}
          </button>
        </form>
      )}
      <p className="auth-card__footer">
        Remembered it? <Link to={paths.login}>Back to sign in</Link>
      </p>
    </>
  );
}
