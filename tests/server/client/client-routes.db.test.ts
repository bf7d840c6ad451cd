/**
 * What the server answers outside the API's routes, over a tiny client build in a temporary
 * folder: an asset's brotli or gzip copy per Accept-Encoding with the asset's own type and
 * long caching (the plain file without compression), the copies never at their own address,
 * a missing asset a 404 rather than the app, every unknown address and method under `/api` a
 * JSON 404 in the caller's language, `/robots.txt` and the icon as themselves, and page
 * addresses the app.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROBOTS_TXT } from "../../../src/server/client/routes";
import type { Database } from "../../../src/server/db/connect";
import { createTestDatabase } from "../../helpers/database";
import { buildTestApp } from "../../helpers/test-app";

const INDEX =
  '<!doctype html><html><head><script src="/assets/index-abc123.js"></script></head></html>';
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, n) => `baris ${n}`))};\n`;
const ASSET = "/assets/index-abc123.js";
const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

let clientDir: string;
let database: Database;
let app: FastifyInstance;
let uncompressed: FastifyInstance;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "mandor-client-fixture-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), INDEX);
  writeFileSync(join(clientDir, "favicon.svg"), ICON);
  writeFileSync(join(clientDir, "assets/index-abc123.js"), SCRIPT);
  writeFileSync(join(clientDir, "assets/index-abc123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(join(clientDir, "assets/index-abc123.js.gz"), gzipSync(SCRIPT));
  database = await createTestDatabase();
  app = await buildTestApp(database, { clientDir });
  uncompressed = await buildTestApp(database, { clientDir, compression: false });
});

afterAll(async () => {
  await app?.close();
  await uncompressed?.close();
  await database?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("the web app's files", () => {
  it.each([
    ["br, gzip", "br", brotliDecompressSync],
    ["gzip", "gzip", gunzipSync],
    ["identity", undefined, (bytes: Buffer) => bytes],
  ])("sends an asset to Accept-Encoding %s as its %s copy", async (accepted, encoding, decode) => {
    const response = await app.inject({ url: ASSET, headers: { "accept-encoding": accepted } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toContain("accept-encoding");
    expect(decode(response.rawPayload).toString("utf8")).toBe(SCRIPT);
  });

  it("sends the plain file with COMPRESSION=false", async () => {
    const response = await uncompressed.inject({
      url: ASSET,
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it.each([`${ASSET}.br`, `${ASSET}.gz`, "/assets/missing-0000.js", "/assets/"])(
    "answers %s with a 404, not the app",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("NOT_FOUND");
    },
  );

  it("serves /robots.txt as itself", async () => {
    const response = await app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(ROBOTS_TXT);
    expect(response.body).toBe("User-agent: *\nDisallow: /\n");
  });

  it.each(["/favicon.ico", "/favicon.svg"])("serves the icon at %s as itself", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.body).toBe(ICON);
  });

  it.each(["/", "/login", "/tenaga-kerja/employee", "/apis", "/assetsku/x"])(
    "answers the page address %s with the app",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe(INDEX);
    },
  );
});

describe("unknown addresses under /api", () => {
  it.each([
    ["GET", "/api/nothing-here"],
    ["GET", "/api/nothing/here?page=2"],
    ["GET", "/api"],
    ["GET", "//api/nothing-here"],
    ["HEAD", "/api/nothing-here"],
    ["POST", "/api/nothing-here"],
    ["PUT", "/api/nothing-here/1"],
    ["DELETE", "/api/nothing-here/1"],
    ["PATCH", "/api/nothing-here/1"],
  ] as const)("%s %s is a JSON 404", async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    if (method === "HEAD") return;
    expect(response.json()).toEqual({
      code: "NOT_FOUND",
      message: `Alamat ${url.split("?")[0]} tidak ditemukan. Periksa kembali alamat yang dipanggil.`,
    });
  });

  it("says so in English to an English caller", async () => {
    const response = await app.inject({
      method: "DELETE",
      url: "/api/nothing-here",
      headers: { "accept-language": "en-GB,en;q=0.9" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      "Nothing is served at /api/nothing-here. Check the address you called.",
    );
  });
});
