import { ErrorBox } from '../../components/error-box';
import { useReplyNotifications } from './use-reply-notifications';

export function ReplyNotificationsSection({ isEnabled }: { isEnabled: boolean }) {
  const notifications = useReplyNotifications(isEnabled);

  return (
    <section className="card" aria-labelledby="reply-notifications-heading">
      <div className="switch-row">
        <div>
          <h2 id="reply-notifications-heading" className="card__title">
            E-mail me when a candidate replies
          </h2>
          <p className="muted">When a candidate answers an outreach e-mail you sent, you get an e-mail with the first lines and a link to the reply.</p>
        </div>
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={isEnabled}
          aria-labelledby="reply-notifications-heading"
          disabled={notifications.isSaving}
          onClick={notifications.toggle}
        >
          <span className="switch__thumb" aria-hidden="true" />
        </button>
      </div>
      <ErrorBox message={notifications.error} />
    </section>
  );
}
