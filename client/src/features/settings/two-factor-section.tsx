import { CodeForm } from '../../components/code-form';
import { ErrorBox } from '../../components/error-box';
import { Notice } from '../../components/notice';
import { SwitchCard } from '../../components/switch-card';
import { settingsMessages } from './messages';
import { useTwoFactor } from './use-two-factor';

export function TwoFactorSection({ isEnabled }: { isEnabled: boolean }) {
  const twoFactor = useTwoFactor(isEnabled);

  return (
    <SwitchCard
      headingId="two-factor-heading"
      title="Two-factor authentication"
      description="Ask for a code sent to your e-mail each time you sign in."
      // On only once the account has it: during setup, before the code is verified, it is still off.
      isOn={isEnabled}
      isDisabled={twoFactor.isToggling || twoFactor.isSettingUp}
      onToggle={twoFactor.toggle}
    >
      {isEnabled ? (
        <Notice tone="warning">
          Turning two-factor authentication off takes effect immediately and leaves your account less secure.
        </Notice>
      ) : null}
      <ErrorBox message={twoFactor.toggleError} />
      {twoFactor.feedback ? <Notice tone={twoFactor.feedback.tone}>{twoFactor.feedback.text}</Notice> : null}
      {twoFactor.isSettingUp ? (
        <div className="inset">
          <CodeForm
            label="Setup code"
            submitLabel="Verify & Enable 2FA"
            busyLabel="Verifying…"
            isSubmitting={twoFactor.isVerifying}
            error={twoFactor.verifyError}
            onEdit={twoFactor.clearVerifyError}
            onSubmit={twoFactor.verify}
            hint={<p className="countdown">{settingsMessages.setupCodeExpiry}</p>}
            actions={
              <button type="button" className="btn btn--ghost btn--block" onClick={twoFactor.cancel}>
                Cancel
              </button>
            }
          />
        </div>
      ) : null}
    </SwitchCard>
  );
}
