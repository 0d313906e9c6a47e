import type { OutreachEvent } from '@app/shared';
import { formatDateTime } from '../../format/dates';
import { outreachEventLabel } from './event-labels';

const EVENT_TONES: Record<string, string> = {
  failed: 'danger',
  open: 'purple',
  delivered: 'success',
  unsubscribed: 'danger',
  replied: 'indigo',
  bounced: 'danger',
};

/**
 * What happened to the message, oldest first: sending, delivery, each fetch of the tracking image.
 * The mail server's words and Message-IDs are under the Details card's "Technical details".
 */
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
          {events.map((event) => (
            <li key={event.id} className={`timeline__item timeline__item--${EVENT_TONES[event.type] ?? 'info'}`}>
              <span className="timeline__label">{outreachEventLabel(event.type)}</span>
              <time className="muted" dateTime={event.createdAt}>
                {formatDateTime(event.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
