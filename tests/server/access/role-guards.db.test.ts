/**
 * The guard rails of the Access Config screens on a real database: nobody revokes from their
 * own role the rights that keep them on the roles screen, nor grants what they do not hold;
 * the super-admin role is neither edited nor deleted (by the screen or by any other write); a
 * role still held by users is not deleted; switched-off permissions are not offered; every
 * switch is in the audit log.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_REACH } from "../../../src/schema/permissions";
import { callerWith } from "../../helpers/auth";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
let admin: Record<string, string>;
let adminRole: number;
let otherRole: number;

const db = () => env.database.db;

async function idOf(table: "roles" | "permissions", column: string, value: string) {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${value}`.execute(db());
  return Number(rows[0]?.id);
}

const switchPermission = (roleId: number, name: string, on: 0 | 1) =>
  idOf("permissions", "name", name).then((id) =>
    env.app.inject({
      method: "PUT",
      url: "/api/mapping/role-permissions/update",
      payload: { id, role_id: roleId, value_mapping: on },
      headers: admin,
    }),
  );

async function roleRecord(id: number) {
  const response = await env.app.inject({ url: `/api/role/${id}/show`, headers: env.as("root") });
  return response.json().data as Record<string, unknown>;
}

beforeAll(async () => {
  env = await startSchemaApp();
  admin = await callerWith(db(), "pengatur.akses", [
    "read-role",
    "update-role",
    "delete-role",
    "read-permissions",
    "read-m-skills",
    // Roles serve the whole company: only a caller who reaches it keeps them.
    COMPANY_REACH,
  ]);
  adminRole = await idOf("roles", "role_name", "pengatur.akses");
  await callerWith(db(), "pemegang.role", ["read-m-skills"]);
  otherRole = await idOf("roles", "role_name", "pemegang.role");
});
afterAll(() => env.close());

describe("a role's permissions", () => {
  it.each(["read-role", "update-role"])(
    "refuse to revoke %s from the caller's own role, with the reason",
    async (name) => {
      const response = await switchPermission(adminRole, name, 0);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        `${name} cannot be revoked from your own role: you would lose access to the Roles screen. Ask another admin to revoke it.`,
      );
      const { rows } = await sql`
        SELECT 1 FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
        WHERE rp.role_id = ${adminRole} AND p.name = ${name}`.execute(db());
      expect(rows).toHaveLength(1);
    },
  );

  it("let the caller revoke other rights of their own role, and any of another role, audited", async () => {
    expect((await switchPermission(adminRole, "read-m-skills", 0)).statusCode).toBe(200);
    expect((await switchPermission(otherRole, "read-role", 1)).statusCode).toBe(200);
    expect((await switchPermission(otherRole, "read-role", 0)).statusCode).toBe(200);
    const { rows } = await sql<{ action: string; role_id: string }>`
      SELECT action, coalesce(after, before)->>'role_id' AS role_id FROM audit_log
      WHERE model = 'role_permissions' ORDER BY id`.execute(db());
    expect(rows).toEqual([
      { action: "delete", role_id: String(adminRole) },
      { action: "create", role_id: String(otherRole) },
      { action: "delete", role_id: String(otherRole) },
    ]);
  });

  it("refuse to grant a right the caller does not hold", async () => {
    const response = await switchPermission(otherRole, "read-m-skills", 1);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain("you do not hold it yourself");
  });

  it("neither offer nor grant a switched-off permission", async () => {
    await sql`INSERT INTO permissions (name, active) VALUES ('read-layar-lama', 0)`.execute(db());
    const list = await env.app.inject({
      url: `/api/mapping/role-permissions/${otherRole}/list?search=layar-lama`,
      headers: env.as("root"),
    });
    expect(list.json().data[0]).toEqual({ data: [], total: 0 });
  });
});

describe("the super-admin role", () => {
  it.each([
    ["PUT", "update"],
    ["DELETE", "delete"],
  ] as const)(
    "is out of reach of %s /api/role/%s (record ids start at 1)",
    async (method, verb) => {
      const response = await env.app.inject({
        method,
        url: `/api/role/${verb}`,
        payload: { id: -1, role_name: "Bukan Super Admin", updated_at: new Date().toISOString() },
        headers: env.as("root"),
      });
      expect(response.statusCode).toBe(400);
    },
  );

  it("is refused by the database, whatever writes", async () => {
    await expect(sql`DELETE FROM roles WHERE id = -1`.execute(db())).rejects.toThrow(
      /super-admin role cannot be changed/,
    );
    await expect(
      sql`UPDATE roles SET role_name = 'Lain' WHERE id = -1`.execute(db()),
    ).rejects.toThrow(/super-admin role cannot be changed/);
    await sql`UPDATE roles SET role_group_id = NULL WHERE id = -1`.execute(db());
    const { rows } = await sql`SELECT role_name FROM roles WHERE id = -1`.execute(db());
    expect(rows).toEqual([{ role_name: "Super Admin" }]);
  });
});

describe("a role held by users", () => {
  it("is not deleted: 409 naming where it is used", async () => {
    const record = await roleRecord(otherRole);
    const response = await env.app.inject({
      method: "DELETE",
      url: "/api/role/delete",
      payload: record,
      headers: { ...env.as("root"), "content-language": "en" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^The data is still used in .+ \(1\)/);
    expect((await roleRecord(otherRole)).role_name).toBe("pemegang.role");
  });
});
