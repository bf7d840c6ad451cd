/**
 * The schema and the seeds on a real database: migrations build every table from empty,
 * the demo seed delivers what DOMAIN.md promises, is idempotent and deterministic, the
 * super-admin is created exactly once, and a bench load leaves a database that ordinary
 * inserts keep working on.
 */
import { type RawBuilder, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../../src/server/auth/password";
import { SUMMARY_TABLES } from "../../../src/server/dashboards/summaries/summary-tables";
import type { Database, Db } from "../../../src/server/db/connect";
import { migrateToLatest } from "../../../src/server/db/migrate";
import { migrations } from "../../../src/server/db/migrations";
import { seedBench } from "../../../src/server/seed/bench";
import { DEMO_USERS, seedDemo } from "../../../src/server/seed/demo";
import { countRows } from "../../../src/server/seed/rows";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { createTestDatabase } from "../../helpers/database";

/** Derived data, kept by its writers (counts, rollups, the dashboards' summaries), not records anyone edits. */
const DERIVED_TABLES = [
  "row_counts",
  // An import's working rows between upload and commit (0031): the server's, not a record.
  "import_sessions",
  "import_session_rows",
  // Mail waiting for its sender (0035): the mailer's queue, not a record.
  "mail_outbox",
  "presence_days",
  "presence_months",
  ...Object.values(SUMMARY_TABLES).map((table) => table.name),
];

const TODAY = "2025-08-18";
/** The last second of that day in Jakarta: the data is that of a day whose scans are all in. */
const NOW = new Date(`${TODAY}T23:59:59+07:00`);
const SEED_TIMEOUT = 120_000;

const DOMAIN_TABLES = [
  "territories",
  "departments",
  "projects",
  "convalsals",
  "convalsal_documents",
  "project_convalsals",
  "rating_types",
  "convalsal_ratings",
  "equipments",
  "devices",
  "employees",
  "employee_skills",
  "employee_certification_documents",
  "employee_disease_histories",
  "employee_educational_histories",
  "employee_emergency_contacts",
  "employee_personal_documents",
  "employee_project_histories",
  "employee_request_changes",
  "employee_request_change_details",
  "company_managements",
  "visitors",
  "presences",
  "raw_presences",
  "manpower_managements",
  "qr_print_settings",
  "m_skills",
  "m_diseases",
  "m_manpower_types",
  "m_blood_types",
  "m_equipment_types",
  "m_convalsal_document_types",
  "config_banners",
  "config_presence_radius",
  "config_user_agreements",
  "users",
  "roles",
  "role_groups",
  "permissions",
  "role_permissions",
  "user_mappings",
  "sessions",
  "user_tokens",
  "audit_log",
];

async function publicTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables
    WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely%' ORDER BY 1`.execute(db);
  return rows.map((row) => row.name);
}

async function one<T>(db: Db, query: RawBuilder<T>): Promise<T> {
  const { rows } = await query.execute(db);
  return rows[0] as T;
}

describe("migrations", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(() => database.close());

  it("build every table of the domain from an empty database, and then have nothing left to do", async () => {
    const { applied } = await migrateToLatest(database.db);
    expect(applied).toEqual(Object.keys(migrations));
    expect(await publicTables(database.db)).toEqual(expect.arrayContaining(DOMAIN_TABLES));
    expect((await migrateToLatest(database.db)).applied).toEqual([]);
  });

  it("give every table the common columns, the updated_at trigger and a screen name", async () => {
    const { rows } = await sql<{
      table: string;
      common: number;
      trigger: boolean;
      comment: string | null;
    }>`
      SELECT c.relname AS table,
             (SELECT count(*)::int FROM information_schema.columns i
              WHERE i.table_name = c.relname
                AND i.column_name IN ('id', 'created_at', 'updated_at', 'created_by', 'updated_by')) AS common,
             EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname LIKE '%set_updated_at') AS trigger,
             obj_description(c.oid, 'pg_class') AS comment
      FROM pg_class c
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND c.relname NOT LIKE 'kysely%'
        AND c.relname::text <> ALL(${DERIVED_TABLES}::text[])`.execute(database.db);
    for (const row of rows) {
      expect(row, row.table).toMatchObject({
        common: 5,
        trigger: true,
        comment: expect.stringContaining(" / "),
      });
    }
  });

  it("keep updated_at current and enforce the domain's checks", async () => {
    const { db } = database;
    const { id, updated_at } = await one(
      db,
      sql<{ id: number; updated_at: string }>`
        INSERT INTO m_skills (code, name) VALUES ('T-1', 'Uji') RETURNING id, updated_at`,
    );
    const after = await one(
      db,
      sql<{
        updated_at: string;
      }>`UPDATE m_skills SET name = 'Uji 2' WHERE id = ${id} RETURNING updated_at`,
    );
    expect(after.updated_at > updated_at).toBe(true);
    await expect(
      sql`INSERT INTO m_blood_types (code, name) VALUES ('C', 'Tidak ada')`.execute(db),
    ).rejects.toThrow(/check constraint/);
    await expect(
      sql`INSERT INTO m_skills (code, name, active) VALUES ('T-2', 'Uji', 2)`.execute(db),
    ).rejects.toThrow(/check constraint/);
  });
});

describe("demo seed", () => {
  let database: Database;
  let first: Awaited<ReturnType<typeof seedDemo>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = await seedDemo(database, { now: NOW });
  }, SEED_TIMEOUT);
  afterAll(() => database.close());

  it("gives the promised data set", async () => {
    expect(first.seeded).toBe(true);
    expect(first.counts).toMatchObject({
      territories: 5,
      departments: 12,
      projects: 40,
      convalsals: 60,
      employees: 3000,
      equipments: 400,
    });
    const counts = await countRows(database.db, DOMAIN_TABLES);
    for (const table of DOMAIN_TABLES.filter((t) => t !== "sessions" && t !== "user_tokens")) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
  });

  it("covers every screen's interesting cases", async () => {
    const { db } = database;
    const facts = await one(
      db,
      sql<Record<string, number>>`
        SELECT
          (SELECT count(*)::int FROM employees WHERE is_blacklisted) AS blacklisted,
          (SELECT count(*)::int FROM employees WHERE foreman_id IS NOT NULL) AS with_foreman,
          (SELECT count(*)::int FROM employee_request_changes
             WHERE verification_status = 'verification_request') AS pending_changes,
          (SELECT count(*)::int FROM convalsal_documents
             WHERE valid_until BETWEEN ${TODAY}::date AND ${TODAY}::date + 30) AS expiring_documents,
          (SELECT count(DISTINCT presence_at::date)::int FROM presences) AS presence_days,
          (SELECT count(*)::int FROM raw_presences WHERE error IS NOT NULL) AS raw_errors,
          (SELECT count(*)::int FROM users WHERE status = 'pending_verification') AS unverified,
          (SELECT count(*)::int FROM users WHERE status = 'pending_approval') AS awaiting_approval,
          (SELECT count(*)::int FROM roles WHERE registerable) AS registerable_roles,
          (SELECT count(*)::int FROM users WHERE role_id = -1) AS super_admins`,
    );
    expect(facts).toMatchObject({ super_admins: 0 });
    for (const [fact, value] of Object.entries(facts).filter(([name]) => name !== "super_admins")) {
      expect(value, fact).toBeGreaterThan(0);
    }
    expect(facts.presence_days).toBeGreaterThanOrEqual(25);
    const permissions = await sql<{ name: string }>`SELECT name FROM permissions`.execute(db);
    const names = permissions.rows.map((row) => row.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "read-employee",
        "delete-m-skills",
        "template-allow-all",
        "do-rating-convalsals",
        "read-schema-preview",
      ]),
    );
  });

  it("files and verifies no change request later than the moment it was loaded", async () => {
    const late = await one(
      database.db,
      sql<{ n: number }>`
        SELECT count(*)::int AS n FROM employee_request_changes
        WHERE created_at > ${NOW} OR verified_at > ${NOW}`,
    );
    expect(late.n).toBe(0);
  });

  it("grants the schema preview to no demo role: it is given on purpose", async () => {
    const { rows } = await sql<{ role_name: string }>`
      SELECT r.role_name FROM role_permissions rp
      JOIN roles r ON r.id = rp.role_id JOIN permissions p ON p.id = rp.permission_id
      WHERE p.name = 'read-schema-preview'`.execute(database.db);
    expect(rows).toEqual([]);
  });

  it("documents demo accounts whose passwords work", async () => {
    const { rows } = await sql<{ username: string; status: string; password_hash: string }>`
      SELECT username, status, password_hash FROM users`.execute(database.db);
    // Users sharing a password share its hash (scrypt is slow): verify each pair once.
    const pairs = new Map<string, string>();
    for (const user of DEMO_USERS) {
      const row = rows.find((candidate) => candidate.username === user.username);
      expect(row?.status, user.username).toBe(user.status);
      pairs.set(`${user.password}\n${row?.password_hash}`, user.username);
    }
    for (const [pair, username] of pairs) {
      const [password = "", hash = ""] = pair.split("\n");
      expect(await verifyPassword(password, hash), username).toBe(true);
    }
  });

  it("adds nothing the second time", async () => {
    const tables = await publicTables(database.db);
    const before = await countRows(database.db, tables);
    expect(await seedDemo(database, { now: NOW })).toEqual({ seeded: false, counts: {} });
    expect(await countRows(database.db, tables)).toEqual(before);
  });

  it(
    "is deterministic: a second fresh database gets the same people",
    async () => {
      const other = await createTestDatabase();
      try {
        await seedDemo(other, { now: NOW });
        const people = (db: Db) =>
          sql<{ nik: string; fullname: string }>`SELECT nik, fullname FROM employees ORDER BY id`
            .execute(db)
            .then((result) => result.rows);
        const mine = await people(database.db);
        expect(mine).toHaveLength(3000);
        expect(await people(other.db)).toEqual(mine);
      } finally {
        await other.close();
      }
    },
    SEED_TIMEOUT,
  );

  it("creates the super-admin once", async () => {
    const created = await ensureSuperAdmin(database.db, {});
    expect(created).toMatchObject({ created: true, username: "superadmin" });
    expect(created.generatedPassword?.length).toBeGreaterThanOrEqual(16);
    const row = await one(
      database.db,
      sql<{ password_hash: string; status: string; email_verified_at: string | null }>`
        SELECT password_hash, status, email_verified_at FROM users WHERE role_id = -1`,
    );
    expect(row).toMatchObject({ status: "active", email_verified_at: expect.any(String) });
    expect(await verifyPassword(created.generatedPassword ?? "", row.password_hash)).toBe(true);

    const again = await ensureSuperAdmin(database.db, {
      username: "another",
      password: "Another#2025",
    });
    expect(again).toEqual({ created: false, username: "superadmin" });
    const { count } = await one(
      database.db,
      sql<{ count: number }>`SELECT count(*)::int AS count FROM users WHERE role_id = -1`,
    );
    expect(count).toBe(1);
  });

  it(
    "loads a bench size beside the demo, and ordinary inserts keep working",
    async () => {
      const { db } = database;
      const tables = ["employees", "employee_skills", "employee_emergency_contacts"];
      const indexes = () =>
        one(
          db,
          sql<{ count: number }>`
        SELECT count(*)::int AS count FROM pg_indexes WHERE tablename = ANY(${tables})`,
        );
      const keys = () =>
        one(
          db,
          sql<{ count: number }>`
        SELECT count(*)::int AS count FROM pg_constraint WHERE contype = 'f' AND conrelid = ANY(${tables}::regclass[])`,
        );
      const [indexesBefore, keysBefore, before] = [
        await indexes(),
        await keys(),
        await countRows(db, tables),
      ];

      const result = await seedBench(database, { employees: 2000 });
      expect(result.rows).toBeGreaterThanOrEqual(6000);
      expect(result.rowsPerSecond).toBeGreaterThan(0);
      const after = await countRows(db, tables);
      for (const table of tables) expect(after[table], table).toBe((before[table] ?? 0) + 2000);
      expect(await indexes()).toEqual(indexesBefore);
      expect(await keys()).toEqual(keysBefore);

      const { id } = await one(
        db,
        sql<{ id: number }>`
        INSERT INTO employees (nik, employee_code, fullname, manpower_type_id)
        VALUES ('3171010101990001', 'TK-NEW-1', 'Pekerja Baru', (SELECT min(id) FROM m_manpower_types))
        RETURNING id`,
      );
      expect(id).toBeGreaterThan(5000);
      await sql`INSERT INTO employee_skills (employee_id, skill_id) VALUES (${id}, (SELECT min(id) FROM m_skills))`.execute(
        db,
      );
      await sql`INSERT INTO projects (project_code, project_name, department_id)
              VALUES ('PRJ-NEW', 'Proyek Baru', (SELECT min(id) FROM departments))`.execute(db);
      const nik = await one(
        db,
        sql<{ duplicates: number; invalid: number }>`
        SELECT count(*)::int - count(DISTINCT nik)::int AS duplicates,
               count(*) FILTER (WHERE nik !~ '^[0-9]{16}$')::int AS invalid
        FROM employees`,
      );
      expect(nik).toEqual({ duplicates: 0, invalid: 0 });
    },
    SEED_TIMEOUT,
  );
});
