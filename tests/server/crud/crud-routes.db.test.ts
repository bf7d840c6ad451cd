/**
 * The generic show/create/update/dataset endpoints on a real database: the same validation as
 * the browser with messages in the caller's language, database rules (unique, exists),
 * permissions per verb and per field, no mass assignment, refusals as 422, never a 500.
 */
import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
let territoryId: number;
let departmentId: number;
let now = new Date();

beforeAll(async () => {
  env = await startSchemaApp({}, () => now);
  const db = env.database.db;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO territories (territory_code, territory_name) VALUES ('JTG', 'Jawa Tengah'), ('JBR', 'Jawa Barat')
    RETURNING id`.execute(db);
  territoryId = rows[0]?.id as number;
  const { rows: departments } = await sql<{ id: number }>`
    INSERT INTO departments (department_code, department_name, territory_id)
    VALUES ('GDG', 'Departemen Gedung', ${territoryId}) RETURNING id`.execute(db);
  departmentId = departments[0]?.id as number;
});

afterAll(async () => {
  await env?.close();
});

type User = Parameters<SchemaApp["as"]>[0];

const post = (url: string, body: object, user: User = "clerk", locale: "id" | "en" = "id") =>
  env.app.inject({ method: "POST", url, payload: body, headers: env.as(user, locale) });
const put = (url: string, body: object, user: User = "clerk", locale: "id" | "en" = "id") =>
  env.app.inject({ method: "PUT", url, payload: body, headers: env.as(user, locale) });
const get = (url: string, user: User = "clerk") => env.app.inject({ url, headers: env.as(user) });

/** What a form sends back of a record it read: its id and the version it read. */
async function readVersion(id: number): Promise<{ id: number; updated_at: string }> {
  const { rows } = await sql<{ updated_at: string }>`
    SELECT updated_at FROM m_skills WHERE id = ${id}`.execute(env.database.db);
  return { id, updated_at: rows[0]?.updated_at as string };
}

async function userId(username: string): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`SELECT id FROM users WHERE username = ${username}`.execute(env.database.db);
  return rows[0]?.id as number;
}

describe("POST /api/:endpoint/create", () => {
  it("creates a record from the form's fields only, with its author, and says so", async () => {
    const response = await post("/api/m-skills/create", {
      code: "  LAS-01 ",
      name: "Juru Las",
      id: 999,
      created_by: 1,
      created_at: "2000-01-01T00:00:00Z",
      unknown: "x",
    });
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe("Data Master Keahlian berhasil ditambahkan");
    expect(data).toMatchObject({ code: "LAS-01", name: "Juru Las", description: null, active: 1 });
    expect(data.id).not.toBe(999);
    expect(data.created_by).toBe(await userId("clerk"));
    expect(data.updated_by).toBe(await userId("clerk"));
    expect(data.created_at.startsWith("2000")).toBe(false);
    expect(data).not.toHaveProperty("unknown");
  });

  it("answers 422 with the spec's messages per field, in the caller's language", async () => {
    const indonesian = await post("/api/m-skills/create", { code: "LAS 02", name: "   " });
    expect(indonesian.statusCode).toBe(422);
    expect(indonesian.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "Ada isian yang belum valid. Perbaiki isian yang ditandai, lalu simpan lagi.",
      errors: {
        code: [
          "Kode Keahlian boleh mengandung karakter alfanumerik, tanda hubung, dan garis bawah",
        ],
        name: ["Nama Keahlian harus diisi"],
      },
    });
    const english = await post("/api/m-skills/create", { code: "x".repeat(31) }, "clerk", "en");
    expect(english.json().errors).toEqual({
      code: ["The Skill Code field may not be greater than 30 characters"],
      name: ["The Skill Name field is required"],
    });
  });

  it("checks unique values and referenced rows in the database", async () => {
    const taken = await post("/api/m-skills/create", { code: "LAS-01", name: "Lagi" });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ code: ["Kode Keahlian sudah digunakan"] });

    const missing = await post(
      "/api/department/create",
      { department_code: "X1", department_name: "X", territory_id: 99999 },
      "root",
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      territory_id: ["Wilayah yang dipilih tidak ditemukan"],
    });
  });

  it("turns a refusal of the database into a 422 and writes nothing", async () => {
    const before = await sql<{ n: string }>`SELECT count(*) AS n FROM projects`.execute(
      env.database.db,
    );
    const response = await post(
      "/api/project/create",
      {
        project_code: "PRJ-1",
        project_name: "Menara",
        department_id: departmentId,
        contract_value: 1e17,
      },
      "root",
      "en",
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: "DATA_REFUSED",
      message:
        "The database refused this data (a number is out of range). Check the values, then save again.",
    });
    const after = await sql<{ n: string }>`SELECT count(*) AS n FROM projects`.execute(
      env.database.db,
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it("names a date column holding no calendar day, before the database sees it", async () => {
    const response = await post(
      "/api/project/create",
      {
        project_code: "PRJ-2",
        project_name: "Menara Dua",
        department_id: departmentId,
        start_date: "2026-13-45",
      },
      "root",
      "en",
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      errors: { start_date: [expect.stringMatching(/date/i)] },
    });
  });

  it("needs create permission on the screen's resource", async () => {
    const response = await post("/api/m-skills/create", { code: "LAS-09", name: "Las" }, "reader");
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain("create-m-skills");
    expect((await post("/api/tidak-ada/create", {})).statusCode).toBe(404);
  });

  it("never writes a field the caller may not see", async () => {
    const path = join(env.schemasDir, "m-skills.json");
    const overlay = JSON.parse(readFileSync(path, "utf8"));
    overlay.fields.description.create = { permission: "create-secret" };
    writeFileSync(path, JSON.stringify(overlay));
    utimesSync(path, new Date(), new Date(Date.now() + 60_000));

    const clerk = await post("/api/m-skills/create", {
      code: "LAS-10",
      name: "Las",
      description: "rahasia",
    });
    expect(clerk.json().data.description).toBeNull();
    const root = await post(
      "/api/m-skills/create",
      { code: "LAS-11", name: "Las", description: "boleh" },
      "root",
    );
    expect(root.json().data.description).toBe("boleh");
  });
});

describe("GET /api/:endpoint/:id/show and PUT /api/:endpoint/update", () => {
  it("shows a record with its related rows", async () => {
    const response = await get(`/api/department/${departmentId}/show`, "root");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      department_code: "GDG",
      territory_id: territoryId,
      territory: { id: territoryId, territory_name: "Jawa Tengah" },
    });
    expect((await get("/api/department/999999/show", "root")).json()).toMatchObject({
      code: "RECORD_NOT_FOUND",
    });
    expect((await get("/api/department/abc/show", "root")).statusCode).toBe(400);
  });

  it("updates from the whole record as shown, writing only the form's fields", async () => {
    const created = (
      await post("/api/m-skills/create", {
        code: "CAT-01",
        name: "Tukang Cat",
        description: "dinding",
      })
    ).json().data;
    const shown = (await get(`/api/m-skills/${created.id}/show`)).json().data;
    const response = await put("/api/m-skills/update", {
      ...shown,
      name: "Tukang Cat Ahli",
      description: null,
      created_by: 12345,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: "Edit data Master Keahlian berhasil",
      data: {
        id: created.id,
        code: "CAT-01",
        name: "Tukang Cat Ahli",
        description: null,
        created_by: created.created_by,
      },
    });
  });

  it("validates the merged record, and a record keeps its own unique value", async () => {
    const created = (
      await post("/api/m-skills/create", { code: "BATA-01", name: "Tukang Bata" })
    ).json().data;
    expect(
      (await put("/api/m-skills/update", { ...(await readVersion(created.id)), code: "BATA-01" }))
        .statusCode,
    ).toBe(200);
    const clash = await put(
      "/api/m-skills/update",
      { ...(await readVersion(created.id)), code: "LAS-01" },
      "clerk",
      "en",
    );
    expect(clash.json().errors).toEqual({ code: ["The Skill Code has already been taken"] });
    const blank = await put("/api/m-skills/update", {
      ...(await readVersion(created.id)),
      name: "",
    });
    expect(blank.json().errors).toEqual({ name: ["Nama Keahlian harus diisi"] });
  });

  it("needs an id, a record and the update permission", async () => {
    expect((await put("/api/m-skills/update", { name: "x" })).statusCode).toBe(400);
    const stale = { updated_at: "2026-01-01T00:00:00.000000Z" };
    expect(
      (await put("/api/m-skills/update", { id: 999999, name: "x", ...stale })).statusCode,
    ).toBe(404);
    expect((await put("/api/m-skills/update", { id: 1, name: "x" }, "reader")).statusCode).toBe(
      403,
    );
  });
});

describe("GET /api/:endpoint/dataset", () => {
  it("lists option rows by endpoint or table, searched and filtered", async () => {
    const byEndpoint = (
      await get("/api/territory/dataset?search=barat&limit=1000&active=1")
    ).json();
    expect(byEndpoint).toMatchObject({
      total: 1,
      data: [{ territory_code: "JBR", territory_name: "Jawa Barat" }],
    });
    const byTable = (await get("/api/territories/dataset")).json();
    expect(byTable.total).toBe(2);
    const filtered = (
      await get(`/api/department/dataset?territory_id=${territoryId}`, "root")
    ).json();
    expect(filtered.data.map((row: { department_code: string }) => row.department_code)).toEqual([
      "GDG",
    ]);
  });

  it("refuses bad parameters and callers who may not read the list", async () => {
    expect((await get("/api/territory/dataset?limit=5000")).statusCode).toBe(400);
    expect((await get("/api/department/dataset?territory_id=abc", "root")).json()).toMatchObject({
      code: "BAD_REQUEST",
    });
    expect((await get("/api/territory/dataset", "reader")).statusCode).toBe(403);
    expect((await get("/api/tidak-ada/dataset", "root")).statusCode).toBe(404);
  });
});

describe("date locks on the server", () => {
  // 17:00 UTC is midnight in Jakarta, where "today" and the 26th-to-25th period are taken.
  it.each([
    ["2026-11-24T16:59:59Z", "lock-day", "2026-11-24", "2026-11-25"],
    ["2026-11-24T17:00:00Z", "lock-day", "2026-11-25", "2026-11-24"],
    ["2026-12-31T17:00:00Z", "lock-day", "2027-01-01", "2026-12-31"],
    ["2026-11-25T16:59:59Z", "lock-periode", "2026-10-26", "2026-11-26"],
    ["2026-11-25T17:00:00Z", "lock-periode", "2026-11-26", "2026-11-25"],
    ["2026-12-31T17:00:00Z", "lock-periode", "2027-01-25", "2026-12-25"],
  ])("at %s, %s accepts %s and refuses %s", async (instant, rule, open, locked) => {
    const path = join(env.schemasDir, "projects.json");
    const original = readFileSync(path, "utf8");
    const overlay = JSON.parse(original);
    overlay.fields.start_date = { ...overlay.fields.start_date, rules: [rule] };
    writeFileSync(path, JSON.stringify(overlay));
    utimesSync(path, new Date(), new Date(Date.now() + 60_000));
    now = new Date(instant);
    try {
      const create = (start_date: string, code: string) =>
        post(
          "/api/project/create",
          { project_code: code, project_name: "Menara", department_id: departmentId, start_date },
          "root",
        );
      const code = `LCK-${instant.replace(/\D/g, "")}-${rule.length}`;
      const refused = await create(locked, code);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.start_date).toEqual([
        rule === "lock-day"
          ? "Tanggal Mulai hanya boleh diisi tanggal hari ini"
          : "Cut Off Peride Aktif",
      ]);
      expect((await create(open, code)).statusCode).toBe(200);
    } finally {
      now = new Date();
      writeFileSync(path, original);
      utimesSync(path, new Date(), new Date(Date.now() + 120_000));
    }
  });
});
