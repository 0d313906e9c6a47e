import { Navigate, useLocation } from 'react-router-dom';
import { CodeForm } from '../../components/code-form';
import { ShieldIcon } from '../../components/icons';
import { StandalonePage } from '../../layout/standalone-page';
import { usePageTitle } from '../../layout/use-page-title';
import { paths } from '../../paths';
import { authMessages } from './messages';
import { readVerifyTwoFactorState, type VerifyTwoFactorState } from './navigation-state';
import { useVerifyTwoFactor } from './use-verify-two-factor';

export function VerifyTwoFactorPage() {
  usePageTitle('Two-factor verification');
  const state = readVerifyTwoFactorState(useLocation().state);
  if (!state) return <Navigate to={paths.login} replace />;
  return <VerifyTwoFactor state={state} />;
}

function VerifyTwoFactor({ state }: { state: VerifyTwoFactorState }) {
  const page = useVerifyTwoFactor(state);
  return (
    <StandalonePage icon={<ShieldIcon width={28} height={28} />} title="Two-factor verification">
      <p className="auth-card__subtitle">
        Enter the 4-digit code we sent to <strong className="break-anywhere">{state.email}</strong>.
      </p>
      <CodeForm
        label="Login code"
        submitLabel="Verify & Login"
        busyLabel="Verifying…"
        isSubmitting={page.isVerifying}
        error={page.error}
        onEdit={page.clearError}
        onSubmit={page.verify}
        hint={<p className="countdown">{authMessages.loginCodeExpiry}</p>}
        actions={
          <button type="button" className="btn btn--ghost btn--block" onClick={page.backToLogin}>
            Back to Login
          </button>
        }
      />
    </StandalonePage>
  );
}
