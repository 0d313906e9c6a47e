import type { LoginRequest } from '@app/shared';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_TENANT } from '../../auth/tenants';
import { ErrorBox } from '../../components/error-box';
import { FormField } from '../../components/form-field';
import { useFormState } from '../../hooks/use-form-state';
import { usePageTitle } from '../../layout/use-page-title';
import { paths } from '../../paths';
import { AuthHeading } from './auth-heading';
import { TenantSelect } from './tenant-select';
import { useLogin } from './use-login';

export function LoginPage() {
  usePageTitle('Sign in');
  const { values, bind } = useFormState<LoginRequest>({ email: '', password: '', tenantName: DEFAULT_TENANT });
  const { submit, isSubmitting, error, clearError } = useLogin();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    submit(values);
  }

  return (
    <>
      <AuthHeading title="Welcome back" subtitle="Sign in to your organization's workspace." />
      <form className="stack" onSubmit={handleSubmit} onChange={clearError}>
        <FormField label="Email" type="email" autoComplete="email" required autoFocus {...bind('email')} />
        <FormField label="Password" type="password" autoComplete="current-password" required {...bind('password')} />
        <TenantSelect {...bind('tenantName')} />
        <div className="form-links">
          <Link to={paths.forgotPassword}>Forgot password</Link>
        </div>
        <ErrorBox message={error} />
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p className="auth-card__footer">
        New to the workspace? <Link to={paths.register}>Create account</Link>
      </p>
    </>
  );
}
