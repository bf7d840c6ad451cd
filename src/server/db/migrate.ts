/**
 * Runs the versioned migrations up to the newest, in two sequences of their own: the
 * developers' TypeScript ones in `migrations/` (listed in its index, recorded in
 * `kysely_migration`), then the stewards' JSON files in `<schemas>/migrations/`
 * (file-migrations.ts, recorded in `kysely_file_migration`), so a steward numbers a file after
 * the newest file only, and a developer's next migration never lands "before" one a database
 * already ran. Called at every start; a database that is already current is left alone.
 */
import { join, resolve } from "node:path";
import { type Migration, Migrator, sql } from "kysely";
import type { Db } from "./connect";
import { readFileMigrations } from "./file-migrations";
import { migrations } from "./migrations";
import { FILE_MIGRATION_LOCK_TABLE, FILE_MIGRATION_TABLE } from "./schema-names";

export interface MigrationReport {
  applied: string[];
}

async function migrate(
  db: Db,
  all: Record<string, Migration>,
  tables: { migrationTableName?: string; migrationLockTableName?: string } = {},
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => all }, ...tables });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === "Success")
    .map((result) => result.migrationName);
}

/**
 * Until the sequences were parted, a file migration was recorded in `kysely_migration` among
 * the TypeScript ones; its record moves to the files' table, where the files' run finds it.
 */
async function partSequences(db: Db): Promise<void> {
  const { rows } = await sql<{ present: boolean }>`
    SELECT to_regclass('kysely_migration') IS NOT NULL AS present`.execute(db);
  if (!rows[0]?.present) return;
  const names = Object.keys(migrations);
  // Checked first: once parted, a start finds nothing to move and takes no lock for it.
  const strays = await sql<{ found: boolean }>`
    SELECT EXISTS (SELECT 1 FROM kysely_migration WHERE name <> ALL(${names}::text[])) AS found`.execute(
    db,
  );
  if (!strays.rows[0]?.found) return;
  await db.transaction().execute(async (trx) => {
    await sql`CREATE TABLE IF NOT EXISTS ${sql.table(FILE_MIGRATION_TABLE)} (
      name varchar(255) NOT NULL PRIMARY KEY, timestamp varchar(255) NOT NULL)`.execute(trx);
    await sql`
      WITH moved AS (
        DELETE FROM kysely_migration WHERE name <> ALL(${names}::text[]) RETURNING name, timestamp)
      INSERT INTO ${sql.table(FILE_MIGRATION_TABLE)} (name, timestamp)
      SELECT name, timestamp FROM moved ON CONFLICT (name) DO NOTHING`.execute(trx);
  });
}

/** `schemasDir`: the folder whose `migrations/` holds the file migrations (SCHEMAS_DIR). */
export async function migrateToLatest(
  db: Db,
  options: { schemasDir?: string } = {},
): Promise<MigrationReport> {
  const files = readFileMigrations(join(resolve(options.schemasDir ?? "schemas"), "migrations"));
  await partSequences(db);
  const code = await migrate(db, migrations);
  const stewards = await migrate(db, files, {
    migrationTableName: FILE_MIGRATION_TABLE,
    migrationLockTableName: FILE_MIGRATION_LOCK_TABLE,
  });
  return { applied: [...code, ...stewards] };
}
