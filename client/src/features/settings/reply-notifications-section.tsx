import { ErrorBox } from '../../components/error-box';
import { SwitchCard } from '../../components/switch-card';
import { useReplyNotifications } from './use-reply-notifications';

export function ReplyNotificationsSection({ isEnabled }: { isEnabled: boolean }) {
  const { toggle, isSaving, error } = useReplyNotifications(isEnabled);
  return (
    <SwitchCard
      headingId="reply-notifications-heading"
      title="E-mail me when a candidate replies"
      description="When a candidate answers an outreach e-mail you sent, you get an e-mail with the first lines and a link to the reply."
      isOn={isEnabled}
      isDisabled={isSaving}
      onToggle={toggle}
    >
      <ErrorBox message={error} />
    </SwitchCard>
  );
}
