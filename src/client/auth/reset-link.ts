/**
 * Whether a reset link is worth showing the form for: it has a code and a time, and is not
 * older than about 2 days (the server decides for real: 48 hours, once).
 */
export const RESET_LINK_MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000;

export function resetLinkUsable(code: string | null, ts: string | null, now = Date.now()): boolean {
  if (!code || !ts || !/^\d+$/.test(ts)) return false;
  return now - Number(ts) <= RESET_LINK_MAX_AGE_MS;
}
