import { useCallback, useEffect, useState } from 'react';

/** E-mail verification codes are valid for 600 s; a new one may be asked for after 60 s. */
export const EMAIL_CODE_TTL_SECONDS = 600;
export const RESEND_AFTER_SECONDS = 60;

/** Seconds left until an ISO expiry, or the full validity when the server sent none. */
export function secondsUntil(expiresAt: string | undefined, now: number = Date.now()): number {
  const expiry = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  if (Number.isNaN(expiry)) return EMAIL_CODE_TTL_SECONDS;
  // Capped so a server clock running ahead never shows more than the code's real lifetime.
  return Math.min(EMAIL_CODE_TTL_SECONDS, Math.max(0, Math.ceil((expiry - now) / 1000)));
}

export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Counts down to the code's expiry; `restart` starts again from a new expiry after a resend. */
export function useCountdown(expiresAt: string | undefined) {
  const [deadline, setDeadline] = useState(() => Date.now() + secondsUntil(expiresAt) * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  const isRunning = remaining > 0;

  useEffect(() => {
    if (!isRunning) return;
    // Recomputed from the clock on every tick, so a throttled background tab never drifts.
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isRunning, deadline]);

  const restart = useCallback((nextExpiresAt: string | undefined) => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + secondsUntil(nextExpiresAt, start) * 1000);
  }, []);

  const resendIn = Math.max(0, remaining - (EMAIL_CODE_TTL_SECONDS - RESEND_AFTER_SECONDS));
  return { remaining, canResend: resendIn === 0, resendIn, restart };
}
