import { authMessages } from './messages';
import { formatCountdown } from './use-countdown';

const WARNING_THRESHOLD_SECONDS = 60;

export function CodeCountdown({ remaining }: { remaining: number }) {
  if (remaining === 0) return <p className="countdown is-urgent">{authMessages.codeExpired}</p>;
  const isUrgent = remaining <= WARNING_THRESHOLD_SECONDS;
  return (
    <p className={isUrgent ? 'countdown is-urgent' : 'countdown'} data-urgent={isUrgent}>
      Code expires in{' '}
      <time className="countdown__value" aria-live={isUrgent ? 'polite' : 'off'}>
        {formatCountdown(remaining)}
      </time>
    </p>
  );
}
