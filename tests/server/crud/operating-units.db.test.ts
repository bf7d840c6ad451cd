/**
 * The operating-unit screens on the demo data: a vendor's nearest document expiry follows its
 * documents whoever writes them (insert, update, delete), so the vendor list can flag and
 * filter a vendor with a document expiring within 30 days; a sub-list's API refuses a reader
 * without its read permission; a device's key is made by the server, shown once and kept only
 * as its hash; a record stored before its screen's rule stays editable.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessToday } from "../../../src/schema/validation/periods";
import type { Database } from "../../../src/server/db/connect";
import { seedDemo } from "../../../src/server/seed/demo";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, callerWith, signInAs } from "../../helpers/auth";
import { createTestDatabase } from "../../helpers/database";
import { buildTestApp } from "../../helpers/test-app";

let database: Database;
let app: FastifyInstance;
let root: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database);
  await ensureSuperAdmin(database.db, { username: "root", password: "Root-password-2026" });
  root = { ...bearer(await signInAs(database.db, "root")), "content-language": "en" };
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const inDays = (days: number) => {
  const date = new Date(`${businessToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** An answer's shape as these tests read it: one record (or, for a list, its rows). */
interface Answer {
  data: Record<string, unknown> & { id: number; key: string };
}

async function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: object) {
  const response = await app.inject({
    method,
    url,
    headers: root,
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, json: response.json() as Answer };
}

async function expiryOf(id: number): Promise<string | null> {
  const { rows } = await sql<{ expiry: string | null }>`
    SELECT document_expiry::text AS expiry FROM convalsals WHERE id = ${id}`.execute(database.db);
  return rows[0]?.expiry ?? null;
}

describe("a vendor's document expiry", () => {
  let vendor: number;
  let documentType: number;

  beforeAll(async () => {
    const created = await call("POST", "/api/convalsals/create", {
      convalsal_code: "EXP-TEST",
      convalsal_name: "CV Uji Kedaluwarsa",
      convalsal_type: "vendor",
    });
    expect(created.status).toBe(200);
    vendor = created.json.data.id;
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM m_convalsal_document_types ORDER BY id LIMIT 1`.execute(database.db);
    documentType = Number(rows[0]?.id);
  });

  const listed = async (query: string) => {
    const answer = await call("GET", `/api/convalsals/list?limit=100&${query}`);
    expect(answer.status).toBe(200);
    return (answer.json.data as unknown as { id: number }[]).map((row) => row.id);
  };
  const expiringSoon = () => listed(`search=EXP-TEST&document_expiry_to=${inDays(30)}`);

  it("follows the earliest valid_until of its documents through insert, update and delete", async () => {
    expect(await expiryOf(vendor)).toBeNull();
    const far = await call("POST", "/api/convalsal-documents/create", {
      convalsal_id: vendor,
      document_type_id: documentType,
      document_number: "SIUJK/1",
      valid_until: inDays(200),
    });
    expect(far.status).toBe(200);
    expect(await expiryOf(vendor)).toBe(inDays(200));
    expect(await expiringSoon()).toEqual([]);

    const soon = await call("POST", "/api/convalsal-documents/create", {
      convalsal_id: vendor,
      document_type_id: documentType,
      document_number: "SBU/2",
      valid_until: inDays(10),
    });
    expect(await expiryOf(vendor)).toBe(inDays(10));
    expect(await expiringSoon()).toEqual([vendor]);
    const row = (await listed("search=EXP-TEST")).includes(vendor);
    expect(row).toBe(true);

    const renewed = await call("PUT", "/api/convalsal-documents/update", {
      ...soon.json.data,
      valid_until: inDays(400),
    });
    expect(renewed.status).toBe(200);
    expect(await expiryOf(vendor)).toBe(inDays(200));
    expect(await expiringSoon()).toEqual([]);

    const removed = await call("DELETE", "/api/convalsal-documents/delete", {
      id: far.json.data.id,
      updated_at: far.json.data.updated_at,
    });
    expect(removed.status).toBe(200);
    expect(await expiryOf(vendor)).toBe(inDays(400));
  });

  it("is right for every demo vendor (a bulk load recomputes each vendor)", async () => {
    const { rows } = await sql<{ wrong: string }>`
      SELECT count(*)::text AS wrong FROM convalsals c
      WHERE c.document_expiry IS DISTINCT FROM
        (SELECT min(valid_until) FROM convalsal_documents d WHERE d.convalsal_id = c.id)`.execute(
      database.db,
    );
    expect(rows[0]?.wrong).toBe("0");
    const flagged = await listed(`document_expiry_to=${inDays(30)}`);
    expect(flagged.length).toBeGreaterThan(0);
  });
});

describe("sub-lists of a detail", () => {
  it("answer 403 to a reader of the parent without the sub-list's read permission", async () => {
    const reader = await callerWith(database.db, "vendor-reader", ["read-convalsals"]);
    const parent = await app.inject({ url: "/api/convalsals/list", headers: reader });
    expect(parent.statusCode).toBe(200);
    for (const url of [
      "/api/convalsal-documents/list?convalsal_id=1",
      "/api/project-convalsals/list?convalsal_id=1",
    ]) {
      const sub = await app.inject({ url, headers: reader });
      expect(sub.statusCode).toBe(403);
    }
  });

  it("lists only the parent's rows when given the parent key", async () => {
    const { rows } = await sql<{ project_id: number }>`
      SELECT project_id FROM devices WHERE project_id IS NOT NULL LIMIT 1`.execute(database.db);
    const project = Number(rows[0]?.project_id);
    const answer = await call("GET", `/api/devices/list?project_id=${project}&limit=100`);
    expect(answer.status).toBe(200);
    const listed = answer.json.data as unknown as { project_id: number }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((row) => Number(row.project_id) === project)).toBe(true);
  });

  it("shows a project's foremen only, through the tab's fixed related filter", async () => {
    const { rows } = await sql<{ project_id: number }>`
      SELECT e.project_id FROM employees e JOIN m_manpower_types t ON t.id = e.manpower_type_id
      WHERE t.code = 'foreman' AND e.project_id IS NOT NULL LIMIT 1`.execute(database.db);
    const project = Number(rows[0]?.project_id);
    const answer = await call(
      "GET",
      `/api/project-foremen/list?project_id=${project}&manpower_type.code=foreman&limit=100`,
    );
    expect(answer.status).toBe(200);
    const ids = (answer.json.data as unknown as { id: number }[]).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    const { rows: kinds } = await sql<{ code: string }>`
      SELECT DISTINCT t.code FROM employees e JOIN m_manpower_types t ON t.id = e.manpower_type_id
      WHERE e.id = ANY(${ids})`.execute(database.db);
    expect(kinds.map((kind) => kind.code)).toEqual(["foreman"]);
  });
});

describe("a device's key", () => {
  const hashOf = async (id: number) => {
    const { rows } = await sql<{ key_hash: string | null }>`
      SELECT key_hash FROM devices WHERE id = ${id}`.execute(database.db);
    return rows[0]?.key_hash ?? null;
  };

  it("is made by the server, answered once and kept only as its SHA-256", async () => {
    const created = await call("POST", "/api/devices/create", {
      device_code: "DEV-KEY-1",
      device_name: "Terminal Uji",
      kind: "attendance_terminal",
    });
    expect(created.status).toBe(200);
    const { id } = created.json.data;
    expect(created.json.data).not.toHaveProperty("key_hash");
    expect(await hashOf(id)).toBeNull();

    const first = await call("POST", "/api/devices/secret", { id });
    expect(first.status).toBe(200);
    const { key } = first.json.data;
    expect(key.length).toBeGreaterThanOrEqual(40);
    expect(await hashOf(id)).toBe(createHash("sha256").update(key).digest("hex"));

    const shown = await call("GET", `/api/devices/${id}/show`);
    expect(JSON.stringify(shown.json)).not.toContain(key);
    expect(shown.json.data).not.toHaveProperty("key_hash");

    const second = await call("POST", "/api/devices/secret", { id });
    expect(second.json.data.key).not.toBe(key);
    expect(await hashOf(id)).toBe(createHash("sha256").update(second.json.data.key).digest("hex"));
  });

  it("needs update permission, a screen with a key and an existing record", async () => {
    const reader = await callerWith(database.db, "device-reader", ["read-devices"]);
    const refused = await app.inject({
      method: "POST",
      url: "/api/devices/secret",
      headers: reader,
      payload: { id: 1 },
    });
    expect(refused.statusCode).toBe(403);
    expect((await call("POST", "/api/convalsals/secret", { id: 1 })).status).toBe(404);
    expect((await call("POST", "/api/devices/secret", { id: 99_999_999 })).status).toBe(404);
  });
});

describe("a record stored before its screen's rule", () => {
  it("stays editable: an update refuses only the values it changes", async () => {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO territories (territory_code, territory_name)
      VALUES ('WIL-9', 'Wilayah Lama') RETURNING id`.execute(database.db);
    const id = rows[0]?.id as number;
    const shown = await call("GET", `/api/territory/${id}/show`);
    expect(shown.status).toBe(200);

    const described = await call("PUT", "/api/territory/update", {
      ...shown.json.data,
      description: "Wilayah sebelum aturan kode",
    });
    expect(described.status, JSON.stringify(described.json)).toBe(200);

    const recoded = await call("PUT", "/api/territory/update", {
      ...described.json.data,
      territory_code: "WIL-10",
    });
    expect(recoded.status).toBe(422);
    expect(Object.keys((recoded.json as unknown as { errors: object }).errors)).toEqual([
      "territory_code",
    ]);
  });
});
