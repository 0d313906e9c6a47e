import { Navigate, useLocation } from 'react-router-dom';
import { CodeForm } from '../../components/code-form';
import { ErrorBox } from '../../components/error-box';
import { MailIcon } from '../../components/icons';
import { Notice } from '../../components/notice';
import { StandalonePage } from '../../layout/standalone-page';
import { usePageTitle } from '../../layout/use-page-title';
import { paths } from '../../paths';
import { CodeCountdown } from './code-countdown';
import { authMessages } from './messages';
import { readVerifyEmailState, type VerifyEmailState } from './navigation-state';
import { formatCountdown } from './use-countdown';
import { useVerifyEmail } from './use-verify-email';

export function VerifyEmailPage() {
  usePageTitle('Verify your e-mail');
  const state = readVerifyEmailState(useLocation().state);
  if (!state) return <Navigate to={paths.register} replace />;
  return <VerifyEmail state={state} />;
}

function VerifyEmail({ state }: { state: VerifyEmailState }) {
  const page = useVerifyEmail(state);
  return (
    <StandalonePage icon={<MailIcon width={28} height={28} />} title="Verify your e-mail">
      <p className="auth-card__subtitle">
        We sent a 4-digit code to <strong className="break-anywhere">{state.email}</strong>.
      </p>
      <CodeForm
        label="Verification code"
        submitLabel="Verify Email"
        busyLabel="Verifying…"
        isSubmitting={page.isVerifying}
        error={page.verifyError}
        onEdit={page.clearVerifyError}
        onSubmit={page.verify}
        hint={<CodeCountdown remaining={page.remaining} />}
        actions={
          <button type="button" className="btn btn--ghost btn--block" onClick={page.backToRegistration}>
            Back to Registration
          </button>
        }
      />
      <div className="resend">
        <span>Didn&apos;t get it?</span>
        <button type="button" className="btn btn--link" onClick={page.resend} disabled={!page.canResend}>
          {page.isResending ? 'Sending…' : 'Resend Code'}
        </button>
        {page.resendIn > 0 ? <span className="muted">(available in {formatCountdown(page.resendIn)})</span> : null}
      </div>
      <ErrorBox message={page.resendError} />
      {page.resendSucceeded ? <Notice tone="success">{authMessages.resendSucceeded}</Notice> : null}
    </StandalonePage>
  );
}
