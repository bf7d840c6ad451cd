/**
 * A live view's figures follow the server: while `enabled`, a `presences` event asks for them
 * again (events within 300 ms make one call, however long a burst lasts) and so does every
 * reconnect. Answers the connection's state for the live indicator, null when not live.
 */
import { useEffect, useEffectEvent, useState } from "react";
import { type LiveStatus, subscribeLive } from "./live-connection";

export const LIVE_PAUSE_MS = 300;

export function useLiveRevalidation(enabled: boolean, revalidate: () => void): LiveStatus | null {
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const refresh = useEffectEvent(revalidate);
  useEffect(() => {
    if (!enabled) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeLive({
      changed() {
        pending ??= setTimeout(() => {
          pending = undefined;
          refresh();
        }, LIVE_PAUSE_MS);
      },
      reconnected: () => refresh(),
      status: setStatus,
    });
    return () => {
      clearTimeout(pending);
      unsubscribe();
    };
  }, [enabled]);
  return enabled ? status : null;
}
