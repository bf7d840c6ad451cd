/**
 * Navigation from outside React (the 401 handler, sign-in flows). Going to the address the
 * user is already on is cancelled, as the spec's router does: no duplicate history entry.
 */
import { navigate } from "wouter/use-browser-location";

export function goTo(path: string, options: { replace?: boolean } = {}): void {
  const here = `${window.location.pathname}${window.location.search}`;
  if (here === path) return;
  navigate(path, options);
}
