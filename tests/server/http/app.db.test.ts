/**
 * The HTTP basics every later endpoint relies on, through the real app on a real database:
 * JSON errors in the caller's language, security headers, body limits, health and metadata.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import type { Database } from "../../../src/server/db/connect";
import { createModelCatalog } from "../../../src/server/models/model-catalog";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, signInAs } from "../../helpers/auth";
import { createTestDatabase, testDatabaseKind } from "../../helpers/database";

let database: Database;
let app: FastifyInstance;
let auth: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSuperAdmin(database.db, { username: "root", password: "Root-password-2026" });
  auth = bearer(await signInAs(database.db, "root"));
  const catalog = await createModelCatalog(database.db);
  app = await buildApp({
    config: {
      bodyLimit: 1024,
      clientDir: "/nonexistent",
      logLevel: "silent",
      schemasDir: "schemas",
    },
    database,
    catalog,
  });
  // A probe route to exercise body parsing and limits before the domain routes exist.
  app.post("/api/probe-echo", { config: { public: true } }, async (request) => ({
    data: request.body,
  }));
  app.get("/api/probe-crash", { config: { public: true } }, async () => {
    throw new Error("secret internals at /srv/mandor/src/file.ts:12");
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("health", () => {
  it("answers ok with the database kind", async () => {
    const response = await app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok", database: testDatabaseKind() });
  });
});

describe("errors are JSON in the caller's language", () => {
  it.each([
    [{}, /tidak ditemukan/],
    [{ "content-language": "id" }, /tidak ditemukan/],
    [{ "content-language": "en" }, /Nothing is served at \/api\/nope/],
    [{ "accept-language": "en-US,en;q=0.9" }, /Nothing is served/],
    [{ "content-language": "fr" }, /tidak ditemukan/],
  ])("unknown API path with %j", async (headers, message) => {
    const response = await app.inject({ url: "/api/nope?x=1", headers });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: expect.stringMatching(message) });
  });

  it("a page address without a built client is a JSON 404 too", async () => {
    const response = await app.inject({ url: "/somewhere" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });

  it("malformed JSON is a 400 that says how to fix it", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/probe-echo",
      headers: { "content-type": "application/json", "content-language": "en" },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "INVALID_JSON",
      message: expect.stringMatching(/not valid JSON/),
    });
  });

  it("an oversized body is a 413 naming the limit", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/probe-echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "x".repeat(2000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: "BODY_TOO_LARGE",
      message: expect.stringContaining("1024"),
    });
  });

  it("an unsupported content type is a 415", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/probe-echo",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("an unexpected failure is a 500 without internals", async () => {
    const response = await app.inject({
      url: "/api/probe-crash",
      headers: { "content-language": "en" },
    });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.code).toBe("INTERNAL");
    expect(response.body).not.toContain("secret internals");
    expect(response.body).not.toContain("file.ts");
    expect(body.message).toMatch(/give the admin code/);
  });
});

describe("security headers", () => {
  it("sends a strict content security policy and no-sniff", async () => {
    const response = await app.inject({ url: "/api/health" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
  });
});

describe("GET /api/gen-model/:model", () => {
  it("needs a session", async () => {
    const response = await app.inject({ url: "/api/gen-model/users" });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("UNAUTHENTICATED");
  });

  it("is a developers' call: a user without read-schema-preview gets 403", async () => {
    await sql`
      INSERT INTO users (fullname, username, email, status)
      VALUES ('Tanpa Izin', 'tanpa.izin', 'tanpa.izin@mandor.test', 'active')`.execute(database.db);
    const other = bearer(await signInAs(database.db, "tanpa.izin"));
    const response = await app.inject({ url: "/api/gen-model/users", headers: other });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("FORBIDDEN");
  });

  it.each(["users", "m-skills", "m_skills"])("describes %s", async (model) => {
    const response = await app.inject({ url: `/api/gen-model/${model}`, headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json().model).toBe(model.replace("-", "_"));
  });

  it("answers 404 with a message for an unknown model", async () => {
    const response = await app.inject({
      url: "/api/gen-model/nothing_here",
      headers: { ...auth, "content-language": "en" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: "MODEL_NOT_FOUND",
      message: 'Model "nothing_here" does not exist. Use a table name such as "employees".',
    });
  });

  it("refuses an overlong model name in the same JSON shape", async () => {
    const response = await app.inject({ url: `/api/gen-model/${"x".repeat(200)}`, headers: auth });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      code: "URI_TOO_LONG",
      message: expect.stringMatching(/terlalu panjang/),
    });
  });

  it("refuses a malformed URL in the same JSON shape", async () => {
    const response = await app.inject({ url: "/api/gen-model/%E0%A4%A", headers: auth });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("BAD_REQUEST");
  });
});
