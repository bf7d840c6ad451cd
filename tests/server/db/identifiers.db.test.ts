/**
 * The names the code owns (db/identifiers.ts) are the migrated database's: every summary table
 * and column the quoting helper lets through exists in PostgreSQL's catalog.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  SUMMARY_NAMES,
  SUMMARY_TABLES,
} from "../../../src/server/dashboards/summaries/summary-tables";
import type { Database } from "../../../src/server/db/connect";
import { createTestDatabase } from "../../helpers/database";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

it("finds every summary table and column the quoting helper knows in the catalog", async () => {
  const tables = Object.values(SUMMARY_TABLES).map((table) => table.name);
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ANY(${tables}::text[])`.execute(
    database.db,
  );
  const catalogued = new Set(rows.flatMap((row) => [row.table_name, row.column_name]));
  expect(SUMMARY_NAMES.filter((name) => !catalogued.has(name))).toEqual([]);
  expect(new Set(rows.map((row) => row.table_name))).toEqual(new Set(tables));
});
