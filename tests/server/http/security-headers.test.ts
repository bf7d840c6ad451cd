/**
 * The hardening headers, worked out once from Helmet, reach every kind of answer: API JSON,
 * the web app's page and its assets, and errors.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientRoutes } from "../../../src/server/client/routes";
import { helmetHeaders, registerSecurityHeaders } from "../../../src/server/http/security-headers";

let app: FastifyInstance;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), "mandor-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>Mandor</title>");
  writeFileSync(join(clientDir, "assets", "app-1a2b.js"), "export {};");
  app = Fastify();
  registerSecurityHeaders(app);
  app.get("/api/ping", async () => ({ ok: true }));
  await app.register(clientRoutes, { clientDir });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

it("takes Helmet's headers with Mandor's policy", () => {
  const headers = helmetHeaders();
  expect(headers["content-security-policy"]).toContain("script-src 'self';");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  expect(headers["cross-origin-embedder-policy"]).toBeUndefined();
  expect(headers).toMatchObject({
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "SAMEORIGIN",
  });
});

it("pins browsers to https only when PUBLIC_URL is https", () => {
  expect(helmetHeaders()["strict-transport-security"]).toBeUndefined();
  expect(helmetHeaders({ https: true })["strict-transport-security"]).toBe(
    "max-age=31536000; includeSubDomains",
  );
});

it.each(["/api/ping", "/", "/tenaga-kerja/employee", "/assets/app-1a2b.js", "/nowhere.png"])(
  "sends them with %s",
  async (url) => {
    const response = await app.inject({ url });
    for (const [name, value] of Object.entries(helmetHeaders())) {
      expect(response.headers[name], name).toBe(value);
    }
  },
);
