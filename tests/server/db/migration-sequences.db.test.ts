/**
 * The developers' migrations and the stewards' files are two sequences, on both databases. A
 * database from before they were parted recorded a file among the developers' migrations: at
 * the next start its record moves to the files' table and nothing runs twice.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "../../../src/server/db/connect";
import { migrateToLatest } from "../../../src/server/db/migrate";
import { createTestDatabase } from "../../helpers/database";

let database: Database;
let schemasDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  schemasDir = mkdtempSync(join(tmpdir(), "mandor-sequences-"));
  mkdirSync(join(schemasDir, "migrations"));
  writeFileSync(
    join(schemasDir, "migrations", "0035-m-legacy.json"),
    JSON.stringify({ statements: ["CREATE TABLE m_legacy (code varchar(10) PRIMARY KEY)"] }),
  );
});

afterAll(async () => {
  await database?.close();
  if (schemasDir) rmSync(schemasDir, { recursive: true, force: true });
});

const names = async (table: string) =>
  (
    await sql<{ name: string }>`SELECT name FROM ${sql.table(table)} ORDER BY name`.execute(
      database.db,
    )
  ).rows.map((row) => row.name);

it("moves a file's record out of the developers' sequence, and runs nothing twice", async () => {
  // As the shared sequence left it: the file ran, and was recorded among the developers'.
  await sql`CREATE TABLE m_legacy (code varchar(10) PRIMARY KEY)`.execute(database.db);
  await sql`INSERT INTO kysely_migration (name, timestamp)
    VALUES ('0035-m-legacy', '2026-11-01T00:00:00.000Z')`.execute(database.db);

  // Run again, the file would fail: its table exists.
  expect((await migrateToLatest(database.db, { schemasDir })).applied).toEqual([]);
  expect(await names("kysely_file_migration")).toEqual(["0035-m-legacy"]);
  expect(await names("kysely_migration")).not.toContain("0035-m-legacy");
  expect(await names("kysely_migration")).toContain("0034-upload-original-names");

  expect((await migrateToLatest(database.db, { schemasDir })).applied).toEqual([]);
});

it("runs a new file after the developers' migrations, numbered in its own sequence", async () => {
  writeFileSync(
    join(schemasDir, "migrations", "0036-m-tools.json"),
    JSON.stringify({ statements: ["CREATE TABLE m_tools (code varchar(10) PRIMARY KEY)"] }),
  );
  expect((await migrateToLatest(database.db, { schemasDir })).applied).toEqual(["0036-m-tools"]);
  expect(await names("kysely_file_migration")).toEqual(["0035-m-legacy", "0036-m-tools"]);
});
