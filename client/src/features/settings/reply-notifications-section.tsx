import { ErrorBox } from '../../components/error-box';
import { SettingSwitch } from '../../components/setting-switch';
import { useReplyNotifications } from './use-reply-notifications';

export function ReplyNotificationsSection({ isEnabled }: { isEnabled: boolean }) {
  const notifications = useReplyNotifications(isEnabled);

  return (
    <section className="card" aria-labelledby="reply-notifications-heading">
      <SettingSwitch
        headingId="reply-notifications-heading"
        title="E-mail me when a candidate replies"
        description="When a candidate answers an outreach e-mail you sent, you get an e-mail with the first lines and a link to the reply."
        isOn={isEnabled}
        isDisabled={notifications.isSaving}
        onToggle={notifications.toggle}
      />
      <ErrorBox message={notifications.error} />
    </section>
  );
}
