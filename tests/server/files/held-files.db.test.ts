/**
 * A record's file gets a signed link only when the record holds it in `uploads` — a stored
 * name that merely sits in a column (written by SQL, copied from another record) gets none,
 * in the detail and in the list, where a page of many file rows is looked up in one query.
 * Older values are back-filled at start-up, once per file column: a name held by exactly one
 * record becomes that record's (no `uploads` row yet, or its author's own loose upload); a
 * name held twice, attached elsewhere or uploaded by someone else stays unlinked; so does a
 * name written by hand after the column was done. The migration attaches the intake's older
 * photos that were their sender's own free uploads.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { type KyselyPlugin, type RawNode, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/server/config";
import type { Database, ScreenDb } from "../../../src/server/db/connect";
import { attachIntakePhotos } from "../../../src/server/db/migrations/0032-held-files";
import { backfillHeldFiles } from "../../../src/server/files/held-files-backfill";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, signInAs } from "../../helpers/auth";
import { createTestDatabase } from "../../helpers/database";
import { insertDepartment } from "../../helpers/organisation";
import { buildTestApp } from "../../helpers/test-app";

/** Stored names: `name(n)` is a well-formed name no upload made. */
const name = (n: number, ext = "png") => `2026/01/${n.toString(16).padStart(32, "0")}.${ext}`;

/** Counts the statements that look up which files records hold (held-files.ts). */
const lookups = { count: 0 };
const countLookups: KyselyPlugin = {
  transformQuery({ node }) {
    if (node.kind === "RawNode") {
      const text = (node as RawNode).sqlFragments.join("?");
      if (/FROM uploads/.test(text) && /record_id = ANY/.test(text)) lookups.count += 1;
    }
    return node;
  },
  transformResult: async ({ result }) => result,
};

let database: Database;
let app: FastifyInstance;
let uploadsDir: string;
let root: Record<string, string>;
let rootId = 0;
const employees: number[] = [];

const db = () => database.db;
const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db())).rows[0] as T;

async function show(endpoint: string, id: number) {
  const response = await app.inject({ url: `/api/${endpoint}/${id}/show`, headers: root });
  expect(response.statusCode).toBe(200);
  return response.json().data as Record<string, unknown> & { $files?: Record<string, string> };
}

const holderOf = (stored: string) =>
  one(sql<{ model: string | null; record_id: number | null; uploaded_by: number }>`
    SELECT model, record_id::int AS record_id, uploaded_by::int AS uploaded_by
    FROM uploads WHERE stored_name = ${stored}`);

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSuperAdmin(db(), { username: "root", password: "Root-password-2026" });
  root = { ...bearer(await signInAs(db(), "root")), "content-language": "en" };
  rootId = (await one(sql<{ id: number }>`SELECT id::int AS id FROM users WHERE username = 'root'`))
    .id;
  const department = await insertDepartment(db(), "D1", "Departemen Gedung");
  const project = (
    await one(sql<{ id: number }>`
      INSERT INTO projects (project_code, project_name, department_id)
      VALUES ('P1', 'Proyek Satu', ${department}) RETURNING id::int AS id`)
  ).id;
  const type = (
    await one(sql<{ id: number }>`
      INSERT INTO m_manpower_types (code, name) VALUES ('WRK', 'Pekerja') RETURNING id::int AS id`)
  ).id;
  for (let n = 1; n <= 8; n++) {
    employees[n] = (
      await one(sql<{ id: number }>`
        INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id, created_by)
        VALUES (${`34711218097100${String(n).padStart(2, "0")}`}, ${`EMP-${n}`},
          ${`Pekerja ${n}`}, ${type}, ${project}, ${rootId})
        RETURNING id::int AS id`)
    ).id;
  }
  const e = (n: number) => employees[n] as number;
  // Written before links were checked, as an older database holds them.
  const photo = (n: number, stored: string) =>
    sql`UPDATE employees SET photo = ${stored} WHERE id = ${e(n)}`.execute(db());
  await photo(1, name(1)); // from before uploads were recorded, held once
  await photo(2, name(2)); // held twice: also a document's file
  await sql`INSERT INTO employee_personal_documents (employee_id, document_kind, file)
    VALUES (${e(2)}, 'KTP', ${name(2, "png")})`.execute(db());
  await photo(3, name(3)); // the file is another record's
  await sql`INSERT INTO uploads (stored_name, uploaded_by, model, record_id, field)
    VALUES (${name(3)}, ${rootId}, 'employees', ${e(8)}, 'photo')`.execute(db());
  await photo(4, name(4)); // the author's own loose upload
  await sql`INSERT INTO uploads (stored_name, uploaded_by) VALUES (${name(4)}, ${rootId})`.execute(
    db(),
  );
  await photo(5, name(5)); // someone else's loose upload
  await sql`INSERT INTO uploads (stored_name, uploaded_by) VALUES (${name(5)}, 999)`.execute(db());

  uploadsDir = mkdtempSync(join(tmpdir(), "mandor-uploads-"));
  app = await buildTestApp(
    { ...database, db: database.db.withPlugin(countLookups) },
    { files: { ...loadConfig({}).files, uploadsDir, urlSecret: "held-files-secret" } },
  );
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

describe("the start-up back-fill", () => {
  it("makes a name held by exactly one record that record's, and nothing else", async () => {
    const linked = async (n: number) => (await show("employee", employees[n] as number)).$files;
    expect((await linked(1))?.photo).toContain(name(1));
    expect(await holderOf(name(1))).toEqual({
      model: "employees",
      record_id: employees[1],
      uploaded_by: rootId,
    });
    expect(await linked(2)).toBeUndefined();
    expect(await holderOf(name(2))).toBeUndefined();
    expect(await linked(3)).toBeUndefined();
    expect((await linked(4))?.photo).toContain(name(4));
    expect(await linked(5)).toBeUndefined();
    expect(await holderOf(name(5))).toEqual({ model: null, record_id: null, uploaded_by: 999 });
  });

  it("runs once per column: a name written by hand later stays unlinked", async () => {
    await sql`UPDATE employees SET photo = ${name(6)} WHERE id = ${employees[6]}`.execute(db());
    expect(
      await backfillHeldFiles(db(), [{ model: "employees", field: "photo", authored: true }]),
    ).toBe(0);
    expect((await show("employee", employees[6] as number)).$files).toBeUndefined();
    expect(await holderOf(name(6))).toBeUndefined();
  });
});

describe("links of a screen's records", () => {
  it("are not given for another record's file copied into a record by SQL", async () => {
    await sql`UPDATE employees SET photo = ${name(1)} WHERE id = ${employees[7]}`.execute(db());
    const copy = await show("employee", employees[7] as number);
    expect(copy.photo).toBe(name(1));
    expect(copy.$files).toBeUndefined();
    expect((await show("employee", employees[1] as number)).$files?.photo).toContain(name(1));
  });

  it("are looked up once for a whole list page, and given only to the files held", async () => {
    const documents: { id: number; file: string }[] = [];
    for (let n = 100; n < 140; n++) {
      const { id } = await one(sql<{ id: number }>`
        INSERT INTO employee_personal_documents (employee_id, document_kind, number, file)
        VALUES (${employees[8]}, 'other', ${String(n)}, ${name(n, "pdf")})
        RETURNING id::int AS id`);
      documents.push({ id, file: name(n, "pdf") });
      // Every other one holds its file; the rest merely name one.
      if (n % 2 === 0) {
        await sql`INSERT INTO uploads (stored_name, uploaded_by, model, record_id, field)
          VALUES (${name(n, "pdf")}, ${rootId}, 'employee_personal_documents', ${id}, 'file')`.execute(
          db(),
        );
      }
    }
    lookups.count = 0;
    const response = await app.inject({
      url: `/api/employee-personal-documents/list?limit=50&employee_id=${employees[8]}`,
      headers: root,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { id: number; $files?: { file?: string } }[];
    expect(rows).toHaveLength(40);
    for (const row of rows) {
      const document = documents.find((d) => d.id === row.id);
      const held = Number.parseInt(document?.file.slice(8, 40) ?? "", 16) % 2 === 0;
      if (held) expect(row.$files?.file, String(row.id)).toContain(document?.file);
      else expect(row.$files, String(row.id)).toBeUndefined();
    }
    expect(lookups.count).toBe(1);
  });
});

describe("migration 0032", () => {
  it("attaches the intake's older photos that were their sender's own free upload", async () => {
    const clerk = (
      await one(sql<{ id: number }>`
        INSERT INTO users (fullname, username, email, status)
        VALUES ('Mandor', 'mandor', 'mandor@mandor.test', 'active') RETURNING id::int AS id`)
    ).id;
    const project = (await one(sql<{ id: number }>`SELECT id::int AS id FROM projects LIMIT 1`)).id;
    const legacy = async (minute: number, stored: string, presence: boolean) => {
      const raw = await one(sql<{ id: number }>`
        INSERT INTO raw_presences (source, sender_id, user_id, project_id, qr_card_number,
          scanned_at, photo, payload)
        VALUES ('mobile', ${clerk}, ${clerk}, ${project}, 'QR-1',
          ${new Date(Date.UTC(2026, 0, 5, 1, minute)).toISOString()}, ${stored}, '{}'::jsonb)
        RETURNING id::int AS id`);
      if (!presence) return raw.id;
      return (
        await one(sql<{ id: number }>`
          INSERT INTO presences (raw_presence_id, subject_kind, subject_id, project_id,
            presence_type, presence_at, photo)
          VALUES (${raw.id}, 'worker', ${employees[1]}, ${project}, 'in',
            ${new Date(Date.UTC(2026, 0, 5, 1, minute)).toISOString()}, ${stored})
          RETURNING id::int AS id`)
      ).id;
    };
    const own = await legacy(1, name(201), true);
    const refused = await legacy(2, name(202), false);
    await legacy(3, name(203), true); // the file is someone else's
    await legacy(4, name(204), true); // sent twice
    await legacy(5, name(204), true);
    for (const [n, by] of [
      [201, clerk],
      [202, clerk],
      [203, rootId],
      [204, clerk],
    ] as const) {
      await sql`INSERT INTO uploads (stored_name, uploaded_by) VALUES (${name(n)}, ${by})`.execute(
        db(),
      );
    }
    // A migration reads the database untyped: the tables it knows are those of its day.
    await attachIntakePhotos(db() as ScreenDb);
    expect(await holderOf(name(201))).toEqual({
      model: "presences",
      record_id: own,
      uploaded_by: clerk,
    });
    expect(await holderOf(name(202))).toEqual({
      model: "raw_presences",
      record_id: refused,
      uploaded_by: clerk,
    });
    expect((await holderOf(name(203))).model).toBeNull();
    expect((await holderOf(name(204))).model).toBeNull();
    expect((await show("project-presences", own)).$files?.photo).toContain(name(201));
  });
});
