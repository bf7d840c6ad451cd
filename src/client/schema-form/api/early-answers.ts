/**
 * Calls asked for before the component that needs them has rendered (a screen's definition
 * and first page, asked for as soon as the address names the screen), kept for the first
 * fetch of the same call, which takes the answer instead of asking again. An answer nobody
 * took stays usable for a few seconds after it arrived, so a later fetch never gets old data.
 */
const FRESH_MS = 5_000;

interface Early {
  answer: Promise<unknown>;
  settledAt?: number;
}

const early = new Map<string, Early>();

const isFresh = (entry: Early) =>
  entry.settledAt === undefined || performance.now() - entry.settledAt < FRESH_MS;

/** Starts `call` now unless the same call (`key`) is already on its way or freshly answered. */
export function callEarly(key: string, call: () => Promise<unknown>): void {
  const known = early.get(key);
  if (known && isFresh(known)) return;
  const entry: Early = { answer: call() };
  const settle = () => {
    entry.settledAt = performance.now();
  };
  // Also marks a failure as handled here: whoever takes the answer sees the failure.
  entry.answer.then(settle, settle);
  early.set(key, entry);
}

/** The early answer of `key` if there is a fresh one (taken once), else `call()`. */
export function callOnce<T>(key: string, call: () => Promise<T>): Promise<T> {
  const known = early.get(key);
  early.delete(key);
  return known && isFresh(known) ? (known.answer as Promise<T>) : call();
}
