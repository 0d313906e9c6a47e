import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { DEFAULT_TENANT } from '../../auth/tenants';
import { ErrorBox } from '../../components/error-box';
import { FormField } from '../../components/form-field';
import { PasswordChecklist } from '../../components/password-checklist';
import { useFormState } from '../../hooks/use-form-state';
import { usePageTitle } from '../../layout/use-page-title';
import { paths } from '../../paths';
import { AuthHeading } from './auth-heading';
import { readRegisterState, type RegistrationFormValues } from './navigation-state';
import { TenantSelect } from './tenant-select';
import { useRegister } from './use-register';

export function RegisterPage() {
  usePageTitle('Create account');
  const location = useLocation();
  // Coming back from the verify screen refills the form with what was entered before.
  const returned = readRegisterState(location.state);
  const { values, bind } = useFormState<RegistrationFormValues>({
    firstName: returned?.firstName ?? '',
    lastName: returned?.lastName ?? '',
    email: returned?.email ?? '',
    password: '',
    tenantName: returned?.tenantName ?? DEFAULT_TENANT,
  });
  const { submit, isSubmitting, error, clearError } = useRegister();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    submit(values);
  }

  return (
    <>
      <AuthHeading title="Create your account" subtitle="We will e-mail you a code to confirm your address." />
      <form className="stack" onSubmit={handleSubmit} onChange={clearError}>
        <div className="field-row">
          <FormField label="First name" autoComplete="given-name" required autoFocus {...bind('firstName')} />
          <FormField label="Last name" autoComplete="family-name" required {...bind('lastName')} />
        </div>
        <FormField label="Email" type="email" autoComplete="email" required {...bind('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          after={<PasswordChecklist password={values.password} />}
          {...bind('password')}
        />
        <TenantSelect {...bind('tenantName')} />
        <ErrorBox message={error} />
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account…' : 'Create account'}
        </button>
      </form>
      <p className="auth-card__footer">
        Already have an account? <Link to={paths.login}>Sign in</Link>
      </p>
    </>
  );
}
