/**
 * The running server's side of `npm run backup` on the embedded database. PGlite is one
 * process's database, so a backup taken while the server runs must come from the server: it
 * listens on a loopback port of its own (never the public one, never behind a proxy) for a
 * POST carrying the token of the endpoint file, and answers with the data folder as a tar.
 * The dump waits its turn in the one-session queue (pglite-pool.ts), so it starts after the
 * transaction in progress commits and before the next begins: every write acknowledged
 * before the request is in it, and none is half there.
 * Node built-ins (and Fastify's types) only: this runs in the built server, which has no
 * devDependencies.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { removeEndpoint, writeEndpoint } from "./endpoint-file";

export const BACKUP_PATH = "/backup";

/** Serves backups of `dataDir` from `dump` on a loopback port until `app` closes. */
export async function serveBackups(
  app: FastifyInstance,
  dataDir: string,
  dump: () => Promise<Blob>,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const server = createServer((request, response) => {
    answer(request, response, token, dump, app.log).catch((error: unknown) => {
      app.log.error({ err: error }, "backup failed");
      if (response.headersSent) response.destroy();
      else response.writeHead(500).end(error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  writeEndpoint(dataDir, { pid: process.pid, port, token });
  // Before the database closes: a backup in flight finishes first.
  app.addHook("onClose", async () => {
    removeEndpoint(dataDir, token);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  token: string,
  dump: () => Promise<Blob>,
  log: FastifyBaseLogger,
): Promise<void> {
  request.resume();
  if (request.method !== "POST" || request.url !== BACKUP_PATH) {
    response.writeHead(404).end();
    return;
  }
  if (!sameSecret(request.headers.authorization ?? "", `Bearer ${token}`)) {
    response.writeHead(401).end();
    return;
  }
  const started = performance.now();
  const tar = await dump();
  log.info(
    `backup: data folder dumped (${tar.size} bytes) in ${Math.round(performance.now() - started)} ms`,
  );
  response.writeHead(200, { "content-type": "application/x-tar", "content-length": tar.size });
  await pipeline(Readable.fromWeb(tar.stream() as ReadableStream), response);
}

/** Compares digests, so neither the length nor the first differing byte shows in the time. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
