/**
 * LISTEN on one channel, for caches that must learn at once when rows they hold change in the
 * database, whoever changed them. A cache trusts what it holds only while the feed is
 * listening: whenever the connection is lost, notices could be missed, so it hears `lost`,
 * and `listening` again once the feed is back.
 */
import pg from "pg";

export type FeedEvent = "changed" | "lost" | "listening";

/** Hears the feed; a `changed` event carries the notice's payload (empty text if none). */
export type FeedListener = (event: FeedEvent, payload?: string) => void;

export interface ChangeFeed {
  /** False from the moment the connection is lost until LISTEN runs again. */
  listening(): boolean;
  /**
   * Resolves once every notice committed before the call has been heard: a notice travels
   * apart from the answer to the write that sent it, so another instance (or this one) may
   * be asked about the change before its notice came. Rejects never.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

export interface FeedTiming {
  /** The first wait before connecting again; each failed attempt doubles it up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /**
   * How often the idle connection repeats its LISTEN (a no-op that needs an answer), and how
   * long the answer may take: a connection whose peer went silent (a network partition, a host
   * gone without a reset) would otherwise look alive for as long as the kernel's keep-alive
   * takes, and miss every notice meanwhile. Repeating the LISTEN rather than another statement
   * keeps it the connection's query in pg_stat_activity, where an operator looks for it.
   */
  heartbeatMs: number;
}

export const FEED_TIMING: FeedTiming = {
  firstRetryMs: 500,
  maxRetryMs: 10_000,
  heartbeatMs: 10_000,
};

/** The wait before reconnect attempt `attempt` (0 for the first after a loss). */
export function retryDelay(attempt: number, timing: FeedTiming): number {
  return Math.min(timing.maxRetryMs, timing.firstRetryMs * 2 ** Math.min(attempt, 30));
}

/** On a PostgreSQL server: one connection of its own, outside the pool, reconnected when lost. */
export async function listenOnServer(
  config: pg.ClientConfig,
  channel: string,
  onEvent: FeedListener,
  timing: FeedTiming = FEED_TIMING,
): Promise<ChangeFeed> {
  let current: pg.Client | null = null;
  let listening = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  const lose = (client: pg.Client, error?: Error) => {
    if (current !== client || closed) return;
    current = null;
    clearInterval(heartbeat);
    const delay = retryDelay(attempt, timing);
    attempt += 1;
    const what = listening ? `dropped the ${channel} listener` : `${channel} listener still down`;
    console.error(`PostgreSQL ${what}: ${error?.message ?? "closed"}; again in ${delay} ms`);
    if (listening) {
      listening = false;
      onEvent("lost");
    }
    void client.end().catch(() => {});
    retry = setTimeout(open, delay);
  };

  async function open(): Promise<void> {
    const client = new pg.Client({ ...config, query_timeout: timing.heartbeatMs });
    current = client;
    client.on("error", (error) => lose(client, error));
    client.on("end", () => lose(client));
    client.on("notification", (notice) => {
      if (notice.channel === channel && current === client)
        onEvent("changed", notice.payload ?? "");
    });
    const listen = `LISTEN "${channel.replaceAll('"', '""')}"`;
    try {
      await client.connect();
      await client.query(listen);
      if (current !== client) {
        await client.end();
        return;
      }
      attempt = 0;
      listening = true;
      heartbeat = setInterval(
        () => void client.query(listen).catch((error: Error) => lose(client, error)),
        timing.heartbeatMs,
      );
      onEvent("listening");
    } catch (error) {
      lose(client, error as Error);
    }
  }

  // PostgreSQL hands a listening connection the notices of every transaction committed before
  // a statement it runs ahead of that statement's answer, so a round trip on the connection
  // begun after the call hears them all. Callers meanwhile share the next round trip.
  let inFlight: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const roundTrip = (): Promise<void> => {
    const client = current;
    if (!client || !listening) return Promise.resolve();
    return client.query("SELECT 1").then(
      () => {},
      (error: Error) => lose(client, error),
    );
  };
  const caughtUp = (): Promise<void> => {
    if (!inFlight) {
      inFlight = roundTrip().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    next ??= inFlight.then(() => {
      next = null;
      return caughtUp();
    });
    return next;
  };

  await open();
  return {
    listening: () => listening,
    caughtUp,
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
