/**
 * The maintained row counts (migration 0011) stay equal to count(*) through inserts of many
 * rows in one statement, deletes, a rolled-back transaction and TRUNCATE.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "../../../src/server/db/connect";
import { createTestDatabase } from "../../helpers/database";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function counts(table: string) {
  const { rows } = await sql<{ kept: number; counted: number }>`
    SELECT (SELECT row_count::int FROM row_counts WHERE table_name = ${table}) AS kept,
           (SELECT count(*)::int FROM ${sql.table(table)}) AS counted`.execute(database.db);
  return rows[0];
}

it("keeps every screen table's count, whatever writes it", async () => {
  const db = database.db;
  expect(await counts("m_skills")).toEqual({ kept: 0, counted: 0 });
  await sql`INSERT INTO m_skills (code, name)
    SELECT 'S' || g, 'Skill ' || g FROM generate_series(1, 250) g`.execute(db);
  expect(await counts("m_skills")).toEqual({ kept: 250, counted: 250 });
  await sql`DELETE FROM m_skills WHERE id % 5 = 0`.execute(db);
  expect(await counts("m_skills")).toEqual({ kept: 200, counted: 200 });
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`INSERT INTO m_skills (code, name) VALUES ('X1', 'Batal')`.execute(trx);
      throw new Error("roll back");
    })
    .catch(() => undefined);
  expect(await counts("m_skills")).toEqual({ kept: 200, counted: 200 });
  await sql`TRUNCATE m_skills CASCADE`.execute(db);
  expect(await counts("m_skills")).toEqual({ kept: 0, counted: 0 });
});

it("counts no bookkeeping tables", async () => {
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM row_counts
    WHERE table_name IN ('sessions', 'audit_log', 'user_tokens', 'row_counts')`.execute(
    database.db,
  );
  expect(rows).toEqual([]);
});
