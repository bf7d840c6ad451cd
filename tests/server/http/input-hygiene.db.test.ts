/**
 * Bad characters, impossible numbers and ids are the caller's mistake, never a server fault: a NUL byte
 * or an unpaired surrogate anywhere in a path, query or JSON body answers 400 naming the field,
 * an id no record can have answers 400, and no answer carries PostgreSQL's own text.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstRefusedValue } from "../../../src/server/http/input-hygiene";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;

beforeAll(async () => {
  env = await startSchemaApp();
  await sql`INSERT INTO m_skills (code, name) VALUES ('LAS-01', 'Juru Las')`.execute(
    env.database.db,
  );
});

afterAll(async () => {
  await env?.close();
});

const NUL = encodeURIComponent("a\u0000b");

describe("firstRefusedValue", () => {
  it.each([
    ["clean text", { a: "teks", b: ["x", { c: "😀" }] }, undefined],
    ["a NUL in a value", { a: "ok", b: "x\u0000" }, "b"],
    ["a lone high surrogate deep down", { a: [{ b: "x\ud800" }] }, "a[0].b"],
    ["a lone low surrogate", ["\udc00"], "[0]"],
    ["a NUL in a key", { "x\u0000": 1 }, "_"],
    ["a NUL at the top", "x\u0000", "_"],
    ["numbers and nulls", { a: 1, b: null, c: true }, undefined],
    ["an infinite number", { page: 1, id: Number.POSITIVE_INFINITY }, "id"],
    ["a number that is not one", [Number.NaN], "[0]"],
  ])("finds %s", (_name, value, field) => {
    expect(firstRefusedValue(value)).toBe(field);
  });
});

describe("the gate on every route", () => {
  it.each([
    ["list search", `/api/m-skills/list?search=${NUL}`, "search"],
    ["a text filter", `/api/m-skills/list?name=${NUL}`, "name"],
    ["dataset search", `/api/m-skills/dataset?search=${NUL}`, "search"],
    ["dataset filter", `/api/m-skills/dataset?code=${NUL}`, "code"],
    ["export search", `/api/m-skills/export?search=${NUL}`, "search"],
    ["user approval", `/api/user-approval/list?search=${NUL}`, "search"],
    [
      "the public availability check",
      `/api/no-auth/find-user-by-username-email?username=${NUL}`,
      "username",
    ],
  ])("refuses a NUL byte in %s with a 400 naming the field", async (_name, url, field) => {
    const response = await env.app.inject({ url, headers: env.as("root", "en") });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "INVALID_VALUE",
      message: `The field ${field} holds a value that is not allowed (a NUL character, a broken Unicode character or an infinite number). Correct it and send again.`,
    });
  });

  it.each([
    ["/api/login", { username: "a\u0000", password: "x" }, "username"],
    ["/api/request-forgot-password", { email: "a\u0000@x.id" }, "email"],
    ["/api/m-skills/create", { code: "LAS-02", name: "x\ud800" }, "name"],
    ["/api/m-skills/create", { code: "LAS-03", name: "ok", "x\u0000": 1 }, "_"],
  ])("refuses a bad character in the JSON body of %s", async (url, payload, field) => {
    const response = await env.app.inject({
      method: "POST",
      url,
      payload,
      headers: env.as("root"),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "INVALID_VALUE" });
    expect(response.json().message).toContain(field);
  });

  it("changes nothing when a write is refused for its characters", async () => {
    await env.app.inject({
      method: "POST",
      url: "/api/m-skills/create",
      payload: { code: "LAS-09", name: "a\u0000b" },
      headers: env.as("root"),
    });
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM m_skills WHERE code = 'LAS-09'`.execute(env.database.db);
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

describe("ids", () => {
  it.each(["99999999999999999999", "9007199254740992", "Infinity", "-1", "0", "-Infinity", "NaN"])(
    "answers 400 for the id %s on show and audit",
    async (id) => {
      for (const url of [`/api/m-skills/${id}/show`, `/api/m-skills/${id}/audit`]) {
        const response = await env.app.inject({ url, headers: env.as("root") });
        expect(response.statusCode).toBe(400);
        expect(response.body).not.toMatch(/out of range|bigint|syntax|postgres/i);
      }
    },
  );

  it("answers 400 for such an id in a write's body, and 404 for a good id with no record", async () => {
    const update = await env.app.inject({
      method: "PUT",
      url: "/api/m-skills/update",
      payload: { id: 1e20, name: "x" },
      headers: env.as("root"),
    });
    expect(update.statusCode).toBe(400);
    const missing = await env.app.inject({
      url: `/api/m-skills/${Number.MAX_SAFE_INTEGER}/show`,
      headers: env.as("root"),
    });
    expect(missing.statusCode).toBe(404);
  });
});
