/**
 * The dashboards' live feed: one Server-Sent Events connection per browser tab
 * (`GET /api/dashboard-events`), opened while at least one live view listens and closed when
 * the last one leaves. Listeners hear `changed` on a `presences` event, `reconnected` when the
 * connection opens again after a break (what was missed meanwhile is unknown), and the
 * connection's state for the live indicator.
 *
 * The browser's own EventSource cannot send the session's bearer token, so the connection is
 * the `eventsource` package's spec-compliant one over `fetch` with the token added; it
 * reconnects by itself after the server's `retry`. An answer that is not a stream (a 502 from a
 * proxy during a restart) closes it for good: it is opened anew after a pause, and a 401 ends
 * the session as it does for every other call. Tests put a fake in with `setLiveSourceFactory`.
 */
import { EventSource, type FetchLike } from "eventsource";
import { readSession } from "../session/session-store";
import { endSessionAfter401 } from "../session/unauthorized";

export type LiveStatus = "connecting" | "connected" | "reconnecting";

/** What the feed needs of an EventSource. */
export interface LiveSource {
  readonly readyState: number;
  addEventListener(type: string, listener: () => void): void;
  close(): void;
}

export type LiveSourceFactory = (url: string) => LiveSource;

export interface LiveListener {
  changed(): void;
  reconnected(): void;
  status(status: LiveStatus): void;
}

export const EVENTS_URL = "/api/dashboard-events";
const CLOSED = 2;
const REOPEN_AFTER_MS = 5_000;

const fetchWithSession: FetchLike = async (url, init) => {
  const { token } = readSession();
  const headers = token ? { ...init.headers, Authorization: `Bearer ${token}` } : init.headers;
  const response = await fetch(url, { ...init, headers });
  if (response.status === 401) endSessionAfter401();
  return response;
};

const openWithSession: LiveSourceFactory = (url) =>
  new EventSource(new URL(url, globalThis.location.origin), { fetch: fetchWithSession });

let factory = openWithSession;
const listeners = new Set<LiveListener>();
let source: LiveSource | null = null;
let state: LiveStatus = "connecting";
let broken = false;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;

/** Replaces how the connection is opened (tests); no argument puts the real one back. */
export function setLiveSourceFactory(next?: LiveSourceFactory): void {
  factory = next ?? openWithSession;
}

function announce(next: LiveStatus) {
  state = next;
  for (const listener of listeners) listener.status(next);
}

function connect() {
  const opened = factory(EVENTS_URL);
  source = opened;
  opened.addEventListener("open", () => {
    if (source !== opened) return;
    announce("connected");
    if (!broken) return;
    broken = false;
    for (const listener of listeners) listener.reconnected();
  });
  opened.addEventListener("error", () => {
    if (source !== opened) return;
    broken = true;
    announce("reconnecting");
    if (opened.readyState !== CLOSED) return;
    clearTimeout(reopenTimer);
    reopenTimer = setTimeout(() => {
      if (source === opened) connect();
    }, REOPEN_AFTER_MS);
  });
  opened.addEventListener("presences", () => {
    for (const listener of listeners) listener.changed();
  });
}

function disconnect() {
  clearTimeout(reopenTimer);
  source?.close();
  source = null;
  broken = false;
  state = "connecting";
}

/** Listens to the feed, opening it if this is the first listener; returns how to stop. */
export function subscribeLive(listener: LiveListener): () => void {
  listeners.add(listener);
  if (!source) connect();
  listener.status(state);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) disconnect();
  };
}
