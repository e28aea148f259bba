import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '../../constants';

const secondsUntil = (untilMs: number | null) => (untilMs === null ? 0 : Math.max(0, Math.ceil((untilMs - Date.now()) / 1000)));

/**
 * Whole seconds left until `untilMs` (epoch milliseconds), re-rendering once a second until it reaches 0. Null
 * or a past time gives 0 at once. Used for the resend link's cool-down (docs/security.md#one-time-codes), which the server times.
 */
export function useCountdown(untilMs: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(untilMs));
  // A new deadline (a new code sent) restarts the count at once, not at the next tick.
  const [deadline, setDeadline] = useState(untilMs);
  if (deadline !== untilMs) {
    setDeadline(untilMs);
    setSeconds(secondsUntil(untilMs));
  }

  useEffect(() => {
    if (untilMs === null || untilMs <= Date.now()) return;
    const timer = window.setInterval(() => {
      const left = secondsUntil(untilMs);
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [untilMs]);

  return seconds;
}
