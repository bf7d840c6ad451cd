/**
 * A countdown in whole seconds that ticks once a second down to 0, for the resend link
 * (which works only at 0 and then starts a new 60-second countdown).
 */
import { useCallback, useEffect, useState } from "react";

export const RESEND_COUNTDOWN_SECONDS = 60;

export function useCountdown(): { seconds: number; start: (from?: number) => void } {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const tick = setTimeout(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearTimeout(tick);
  }, [seconds]);
  const start = useCallback((from = RESEND_COUNTDOWN_SECONDS) => setSeconds(from), []);
  return { seconds, start };
}
