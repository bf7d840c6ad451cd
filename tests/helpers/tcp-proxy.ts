/**
 * A TCP proxy in front of the test PostgreSQL server, so a suite can take the database away
 * from one server under test without touching the real one (other suites use it meanwhile):
 * `cut()` resets every live connection and every new one, as a stopped database's host does;
 * `stall()` lets every connection go silent, as a network partition does; `restore()` ends
 * either (a stalled connection is then reset, as the healed network would find it).
 */
import { createServer, Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** The same URL with its host and port pointing at the proxy. */
  url(target: string): string;
  cut(): void;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

type Mode = "open" | "cut" | "stalled";

export async function startTcpProxy(
  target: { host: string; port: number } = { host: "127.0.0.1", port: 5432 },
): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket | null]>();
  let mode: Mode = "open";

  const resetAll = () => {
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy();
      upstream?.destroy();
    }
    pairs.clear();
  };

  const server = createServer((client) => {
    if (mode === "cut") {
      client.resetAndDestroy();
      return;
    }
    client.on("error", () => client.destroy());
    if (mode === "stalled") {
      // Accepted, never answered: what a connection attempt into a partition looks like.
      pairs.add([client, null]);
      return;
    }
    const upstream = new Socket();
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", drop);
    upstream.on("error", drop).on("close", drop);
    upstream.connect(target.port, target.host, () => {
      if (mode !== "open") return;
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    url(target) {
      const url = new URL(target);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    cut() {
      mode = "cut";
      resetAll();
    },
    stall() {
      mode = "stalled";
      for (const [client, upstream] of pairs) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      }
    },
    restore() {
      if (mode === "stalled") resetAll();
      mode = "open";
    },
    async close() {
      mode = "cut";
      resetAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
