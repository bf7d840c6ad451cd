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
  close(): Promise<void>;
}

const RETRY_MS = 1000;

/** On a PostgreSQL server: one connection of its own, outside the pool, reconnected when lost. */
export async function listenOnServer(
  config: pg.ClientConfig,
  channel: string,
  onEvent: FeedListener,
): Promise<ChangeFeed> {
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const lose = (client: pg.Client, error?: Error) => {
    if (current !== client || closed) return;
    current = null;
    if (error) console.error(`PostgreSQL dropped the ${channel} listener: ${error.message}`);
    onEvent("lost");
    void client.end().catch(() => {});
    retry = setTimeout(open, RETRY_MS);
  };

  async function open(): Promise<void> {
    const client = new pg.Client(config);
    current = client;
    client.on("error", (error) => lose(client, error));
    client.on("end", () => lose(client));
    client.on("notification", (notice) => {
      if (notice.channel === channel && current === client)
        onEvent("changed", notice.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      if (current === client) onEvent("listening");
      else await client.end();
    } catch (error) {
      lose(client, error as Error);
    }
  }

  await open();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
