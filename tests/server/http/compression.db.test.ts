/**
 * The API's answers compressed per the caller's Accept-Encoding (brotli first, then gzip, else
 * as they are): a database-written list page over 1 kB decodes to the very JSON an
 * uncompressed call gets, a small answer is left alone, an export is compressed as it streams,
 * and the Server-Sent Events stream is never compressed, so its frames still arrive at once.
 * With COMPRESSION=false nothing is.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../src/server/db/connect";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, signInAs } from "../../helpers/auth";
import { createTestDatabase } from "../../helpers/database";
import { eventReader } from "../../helpers/event-stream";
import { buildTestApp } from "../../helpers/test-app";

let database: Database;
let app: FastifyInstance;
let uncompressed: FastifyInstance;
let caller: Record<string, string>;
/** The app's address on a real socket. */
let base: string;

const LIST = "/api/m-skills/list?limit=100&sort_by=code&sort=ASC";
const EXPORT = "/api/m-skills/export?format=csv&sort_by=code&sort=ASC";

const DECODE: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

/** The body as the caller reads it once decoded per its Content-Encoding. */
function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers["content-encoding"];
  const decode = typeof encoding === "string" ? DECODE[encoding] : undefined;
  return (decode ? decode(response.rawPayload) : response.rawPayload).toString("utf8");
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await ensureSuperAdmin(db, { username: "root", password: "Root-password-2026" });
  caller = bearer(await signInAs(db, "root"));
  await sql`
    INSERT INTO m_skills (code, name, description, active)
    SELECT 'kode-' || lpad(n::text, 4, '0'), 'Keahlian nomor ' || n, 'keterangan ' || n, 1
    FROM generate_series(1, 500) AS n`.execute(db);
  app = await buildTestApp(database);
  base = await app.listen({ port: 0, host: "127.0.0.1" });
  uncompressed = await buildTestApp(database, { compression: false });
});

afterAll(async () => {
  await app?.close();
  await uncompressed?.close();
  await database?.close();
});

describe("API compression", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip, br;q=0.5", "gzip"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", undefined],
    ["deflate", undefined],
    [undefined, undefined],
  ])("answers a list page over 1 kB to Accept-Encoding %s with %s", async (accepted, encoding) => {
    const plain = await app.inject({ url: LIST, headers: caller });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const response = await app.inject({
      url: LIST,
      headers: { ...caller, ...(accepted ? { "accept-encoding": accepted } : {}) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    if (encoding) {
      expect(response.headers.vary).toContain("accept-encoding");
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
    expect(JSON.parse(decoded(response))).toEqual(plain.json());
  });

  it("leaves an answer under 1 kB as it is", async () => {
    const response = await app.inject({
      url: "/api/m-skills/list?limit=1",
      headers: { ...caller, "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json().data).toHaveLength(1);
  });

  it.each([
    ["csv", "br"],
    ["xls", "gzip"],
  ])("streams a %s export compressed (%s) to the same file", async (format, encoding) => {
    const url = EXPORT.replace("format=csv", `format=${format}`);
    const plain = await app.inject({ url, headers: caller });
    const response = await app.inject({
      url,
      headers: { ...caller, "accept-encoding": encoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers["content-disposition"]).toBe(plain.headers["content-disposition"]);
    // Streamed: no length known up front.
    expect(response.headers["content-length"]).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(decoded(response)).toBe(plain.body);
    expect(plain.body).toContain("KODE-0500");
  });

  it("streams a compressed export over a real socket, in chunks", async () => {
    const response = await fetch(`${base}${EXPORT}`, {
      headers: { ...caller, "accept-encoding": "br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("transfer-encoding")).toBe("chunked");
    // fetch decodes it.
    expect((await response.text()).split("\r\n").filter(Boolean)).toHaveLength(501);
  });

  it("never compresses the Server-Sent Events stream, so its frames arrive at once", async () => {
    const response = await fetch(`${base}/api/dashboard-events`, {
      headers: { ...caller, "accept-encoding": "br, gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("content-encoding")).toBeNull();
    if (!response.body) throw new Error("no body");
    const events = eventReader(response.body);
    expect(await events.next("event: ready", 3_000)).toContain("ready");
    await events.cancel();
  });

  it("compresses nothing with COMPRESSION=false", async () => {
    const headers = { ...caller, "accept-encoding": "br, gzip" };
    for (const url of [LIST, EXPORT]) {
      const response = await uncompressed.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
    }
  });
});
