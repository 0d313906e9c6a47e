import type { OutreachEvent } from '@app/shared';
import { outreachEventDetailText } from '@app/shared';
import { formatDateTime } from '../../format/dates';

const EVENT_LABELS: Record<string, string> = {
  sent: 'Handed to the mail server',
  delivered: 'Accepted for the recipient',
  failed: 'Sending failed',
  open: 'Opened',
  open_ignored: 'Fetched by a machine (not counted as opened)',
  unsubscribed: 'Recipient unsubscribed',
  retry: 'Sent again',
};

const EVENT_TONES: Record<string, string> = { failed: 'danger', open: 'purple', delivered: 'success', unsubscribed: 'danger' };

/** What happened to the message, oldest first: sending, delivery, each fetch of the tracking image. */
export function OutreachTimeline({ events }: { events: OutreachEvent[] }) {
  return (
    <section className="card" aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="card__title">
        Activity
      </h2>
      {events.length === 0 ? (
        <p className="muted">Nothing has happened yet: the message has not been sent.</p>
      ) : (
        <ol className="timeline">
          {events.map((event) => {
            const detail = outreachEventDetailText(event.detail);
            return (
              <li key={event.id} className={`timeline__item timeline__item--${EVENT_TONES[event.type] ?? 'info'}`}>
                <span className="timeline__label">{EVENT_LABELS[event.type] ?? event.type}</span>
                <time className="muted" dateTime={event.createdAt}>
                  {formatDateTime(event.createdAt)}
                </time>
                {detail ? <span className="timeline__detail break-anywhere">{detail}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
