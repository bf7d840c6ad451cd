/**
 * The API gate on a real database: tokens, expiry (idle and absolute), revocation, inactive
 * accounts and permission checks, all decided on the server.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAccessGate, requirePermission } from "../../../src/server/access/plugin";
import { createSessionStore, type SessionStore } from "../../../src/server/access/session-store";
import { hashToken } from "../../../src/server/access/session-token";
import type { Database } from "../../../src/server/db/connect";
import { registerErrorHandling } from "../../../src/server/http/error-handler";
import { createTestDatabase } from "../../helpers/database";
import { insertDepartment } from "../../helpers/organisation";

let database: Database;
let app: FastifyInstance;
let sessions: SessionStore;
let viewerId: number;

async function insertUser(username: string, roleId: number | null, status = "active") {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO users (fullname, username, email, role_id, status)
    VALUES (${username}, ${username}, ${`${username}@mandor.test`}, ${roleId}, ${status})
    RETURNING id`.execute(database.db);
  return rows[0]?.id as number;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO roles (role_name, description) VALUES ('Viewer', 'read only') RETURNING id`.execute(
    db,
  );
  const roleId = rows[0]?.id as number;
  await sql`INSERT INTO permissions (name) VALUES ('read-employee'), ('delete-employee')`.execute(
    db,
  );
  await sql`
    INSERT INTO role_permissions (role_id, permission_id)
    SELECT ${roleId}, id FROM permissions WHERE name = 'read-employee'`.execute(db);
  viewerId = await insertUser("viewer", roleId);
  await insertUser("boss", -1);
  await insertUser("sleeper", roleId, "inactive");
  const departmentId = await insertDepartment(db, "D1", "Departemen Satu");
  await sql`INSERT INTO user_mappings (user_id, department_id) VALUES (${viewerId}, ${departmentId})`.execute(
    db,
  );

  sessions = createSessionStore(db);
  app = Fastify();
  registerErrorHandling(app);
  await app.register(async (api) => {
    registerAccessGate(api, sessions);
    api.get("/open", { config: { public: true } }, async (request) => ({
      user: request.user?.username ?? null,
    }));
    api.get("/me", async (request) => ({
      username: request.user?.username,
      permissions: [...(request.user?.permissions ?? [])],
      departmentIds: request.user?.departmentIds,
    }));
    api.delete("/employee", { preHandler: requirePermission("delete-employee") }, async () => ({
      ok: true,
    }));
    api.get("/employee", { preHandler: requirePermission("read-employee") }, async () => ({
      ok: true,
    }));
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function tokenFor(username: string) {
  const { rows } = await sql<{
    id: number;
  }>`SELECT id FROM users WHERE username = ${username}`.execute(database.db);
  return sessions.create(rows[0]?.id as number, { ip: "127.0.0.1", userAgent: "vitest" });
}

const call = (url: string, token?: string, method: "GET" | "DELETE" = "GET") =>
  app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("the gate", () => {
  it("lets anyone through a public route, and names the user when there is one", async () => {
    expect((await call("/open")).json()).toEqual({ user: null });
    expect((await call("/open", await tokenFor("viewer"))).json()).toEqual({ user: "viewer" });
  });

  it.each([
    ["no token", undefined],
    ["an unknown token", "x".repeat(43)],
    ["an absurdly long token", "x".repeat(5000)],
  ])("answers 401 with %s", async (_name, token) => {
    const response = await call("/me", token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("UNAUTHENTICATED");
  });

  it("resolves a valid token to the user, the role's permissions and the mappings", async () => {
    const response = await call("/me", await tokenFor("viewer"));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: "viewer",
      permissions: ["read-employee"],
      departmentIds: [expect.any(Number)],
    });
  });

  it("stores only the token's hash", async () => {
    const token = await tokenFor("viewer");
    const { rows } = await sql<{ token_hash: string }>`
      SELECT token_hash FROM sessions ORDER BY id DESC LIMIT 1`.execute(database.db);
    expect(rows[0]?.token_hash).toBe(hashToken(token));
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(Buffer.from(token, "base64url").length).toBe(32);
  });

  it("ends a revoked session at once", async () => {
    const token = await tokenFor("viewer");
    expect((await call("/me", token)).statusCode).toBe(200);
    await sessions.revoke(token);
    expect((await call("/me", token)).statusCode).toBe(401);
  });

  it("ends every session of a user at once", async () => {
    const first = await tokenFor("viewer");
    const second = await tokenFor("viewer");
    await sessions.revokeAllOf(viewerId);
    expect((await call("/me", first)).statusCode).toBe(401);
    expect((await call("/me", second)).statusCode).toBe(401);
  });

  it("ends an idle session", async () => {
    const token = await tokenFor("viewer");
    await sql`UPDATE sessions SET last_seen_at = now() - interval '3 hours'
              WHERE token_hash = ${hashToken(token)}`.execute(database.db);
    expect((await call("/me", token)).statusCode).toBe(401);
  });

  it("ends a session past its absolute lifetime even while busy", async () => {
    const token = await tokenFor("viewer");
    await sql`UPDATE sessions SET expires_at = now() - interval '1 second'
              WHERE token_hash = ${hashToken(token)}`.execute(database.db);
    expect((await call("/me", token)).statusCode).toBe(401);
  });

  it("refuses a session of an account that is no longer active", async () => {
    expect((await call("/me", await tokenFor("sleeper"))).statusCode).toBe(401);
  });

  it("answers 404, not 401, for an unknown address", async () => {
    expect((await call("/nothing")).statusCode).toBe(404);
  });
});

describe("requirePermission", () => {
  it("lets a holder through and refuses with 403 naming the permission otherwise", async () => {
    const token = await tokenFor("viewer");
    expect((await call("/employee", token)).statusCode).toBe(200);
    const refused = await call("/employee", token, "DELETE");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("delete-employee"),
    });
  });

  it("lets the super-admin do anything", async () => {
    expect((await call("/employee", await tokenFor("boss"), "DELETE")).statusCode).toBe(200);
  });
});
