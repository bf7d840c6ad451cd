/**
 * Server push for the live dashboards: the server LISTENs once on the intake's channel
 * (src/server/presences/presence-notice.ts) and fans each notice out to every open
 * `text/event-stream` response, naming only the projects in that caller's row scope (a
 * notice about none of them is not sent). Whenever the feed was lost and is back, notices may
 * have been missed, so every client hears `{"projects": null}`: refresh everything. Open
 * streams end when the server closes, so a shutdown is never held up by them.
 */
import type { ServerResponse } from "node:http";
import type { Database } from "../db/connect";
import { PRESENCE_CHANNEL } from "../presences/presence-notice";

/** EventSource waits this long before it reconnects. */
const RETRY_MS = 2_000;
/** A comment line this often keeps proxies from closing an idle stream. */
export const PING_MS = 15_000;

export interface PresenceStream {
  /**
   * Streams events to `response` until it closes or the server does, about the projects in
   * `visible` (null: every project).
   */
  open(response: ServerResponse, visible: ReadonlySet<number> | null): void;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
}

const frame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The touched project ids of a notice; null (refresh everything) if it cannot be read. */
export function projectsOf(payload: string | undefined): number[] | null {
  try {
    const projects = (JSON.parse(payload ?? "") as { projects?: unknown }).projects;
    return Array.isArray(projects) && projects.every((id) => Number.isInteger(id))
      ? (projects as number[])
      : null;
  } catch {
    return null;
  }
}

export async function openPresenceStream(database: Database): Promise<PresenceStream> {
  const clients = new Map<ServerResponse, ReadonlySet<number> | null>();
  const broadcast = (projects: number[] | null) => {
    for (const [client, visible] of clients) {
      const seen = projects && visible ? projects.filter((id) => visible.has(id)) : projects;
      if (seen?.length !== 0) client.write(frame("presences", { projects: seen }));
    }
  };
  let lost = false;
  const feed = await database.listen(PRESENCE_CHANNEL, (event, payload) => {
    if (event === "lost") lost = true;
    else if (event === "changed") broadcast(projectsOf(payload));
    else if (lost) {
      lost = false;
      broadcast(null);
    }
  });
  return {
    open(response, visible) {
      response.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        "x-accel-buffering": "no",
        // Once ended, the connection closes rather than idling until the keep-alive timeout.
        connection: "close",
      });
      response.write(`retry: ${RETRY_MS}\n\n${frame("ready", {})}`);
      clients.set(response, visible);
      const ping = setInterval(() => response.write(": ping\n\n"), PING_MS);
      response.on("close", () => {
        clearInterval(ping);
        clients.delete(response);
      });
    },
    async close() {
      for (const client of clients.keys()) client.end();
      clients.clear();
      await feed.close();
    },
  };
}
