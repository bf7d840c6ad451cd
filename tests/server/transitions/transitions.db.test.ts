/**
 * The transition capability on a real database: a step moves the state, keeps its history row
 * and audit entry and runs its effects (sessions end at once); a step from a wrong state, a
 * missing required reason and a missing permission are refused; the last super-admin and
 * one's own account are guarded; `where` keeps a screen to its rows.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs } from "../../helpers/auth";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
const db = () => env.database.db;
const bearer = (token: string) => ({ authorization: `Bearer ${token}`, "content-language": "en" });

async function account(username: string, status: string, roleId: number | null = null) {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO users (fullname, username, email, role_id, status)
    VALUES (${username}, ${username}, ${`${username}@mandor.test`}, ${roleId}, ${status})
    RETURNING id`.execute(db());
  return rows[0]?.id as number;
}

const step = (endpoint: string, id: number, name: string, body: object, who = env.as("root")) =>
  env.app.inject({
    method: "POST",
    url: `/api/${endpoint}/${id}/transitions/${name}`,
    payload: body,
    headers: who,
  });

const statusOf = async (id: number) =>
  (await sql<{ status: string }>`SELECT status FROM users WHERE id = ${id}`.execute(db())).rows[0]
    ?.status;

beforeAll(async () => {
  env = await startSchemaApp();
});
afterAll(() => env.close());

describe("state transitions with reason", () => {
  it("deactivates with a reason: state, history, audit, and the open session refused at once", async () => {
    const id = await account("budi.nonaktif", "active");
    const token = await signInAs(db(), "budi.nonaktif");
    const me = () => env.app.inject({ url: "/api/me", headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);

    const done = await step("user", id, "deactivate", { reason: "Kontrak selesai" });
    expect(done.statusCode, done.body).toBe(200);
    // The toast names the account by its display field, not by its id.
    expect(done.json().message).toMatch(/^Nonaktifkan berhasil: .+ budi\.nonaktif$/);
    expect(await statusOf(id)).toBe("inactive");
    expect((await me()).statusCode).toBe(401);

    const { rows: history } = await sql`
      SELECT transition, from_state, to_state, reason FROM record_transitions
      WHERE model = 'users' AND record_id = ${id}`.execute(db());
    expect(history).toEqual([
      {
        transition: "deactivate",
        from_state: "active",
        to_state: "inactive",
        reason: "Kontrak selesai",
      },
    ]);
    const { rows: audit } = await sql<{ after: Record<string, unknown> }>`
      SELECT after FROM audit_log WHERE model = 'users' AND record_id = ${id}`.execute(db());
    expect(audit.at(-1)?.after).toMatchObject({ status: "inactive", transition: "deactivate" });

    const listed = await env.app.inject({
      url: `/api/user/${id}/transitions`,
      headers: env.as("root"),
    });
    expect(listed.json().data[0]).toMatchObject({
      transition: "deactivate",
      reason: "Kontrak selesai",
    });
  });

  it.each([
    ["a required reason is missing", "deactivate", {}, "active", 422],
    ["the state is not one the step leaves from", "activate", { reason: "x" }, "active", 409],
    ["the screen has no such step", "archive", {}, "active", 404],
  ])("refuses when %s", async (_case, name, body, status, code) => {
    const id = await account(`akun.${name}.${code}`, status);
    expect((await step("user", id, name, body)).statusCode).toBe(code);
    expect(await statusOf(id)).toBe(status);
  });

  it("needs the step's permission", async () => {
    const id = await account("tanpa.izin", "active");
    expect(
      (await step("user", id, "deactivate", { reason: "x" }, env.as("reader"))).statusCode,
    ).toBe(403);
  });

  it("keeps the last active super-admin and refuses locking oneself out", async () => {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM users WHERE username = 'root'`.execute(db());
    const root = rows[0]?.id as number;
    const own = await step("user", root, "deactivate", { reason: "x" });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe("OWN_ACCOUNT_LOCKED");

    const second = await account("super.kedua", "active", -1);
    const fine = await step("user", second, "deactivate", { reason: "x" });
    expect(fine.statusCode, fine.body).toBe(200);
    await expect(
      sql`UPDATE users SET role_id = NULL WHERE id = ${root}`.execute(db()),
    ).rejects.toMatchObject({ constraint: "users_last_super_admin" });
  });

  it("approves and rejects only pending accounts of the approval screen, stamping the approver", async () => {
    const pending = await account("calon.setuju", "pending_approval");
    const active = await account("sudah.aktif", "active");
    expect((await step("user-approval", active, "approve", {})).statusCode).toBe(404);
    expect((await step("user-approval", pending, "approve", {})).statusCode).toBe(200);
    const { rows } = await sql<{ status: string; approved_by: number | null }>`
      SELECT status, approved_by FROM users WHERE id = ${pending}`.execute(db());
    expect(rows[0]?.status).toBe("active");
    expect(rows[0]?.approved_by).not.toBeNull();

    const rejected = await account("calon.tolak", "pending_approval");
    expect((await step("user-approval", rejected, "reject", {})).statusCode).toBe(422);
    expect(
      (await step("user-approval", rejected, "reject", { reason: "Data tidak lengkap" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await step("user-register", rejected, "reactivate", { reason: "Dokumen menyusul" }))
        .statusCode,
    ).toBe(200);
    expect(await statusOf(rejected)).toBe("active");
  });
});
