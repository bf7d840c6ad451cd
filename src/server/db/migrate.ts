/**
 * Runs the versioned migrations up to the newest: the TypeScript ones in `migrations/`
 * (listed in its index) and the steward's JSON files in `<schemas>/migrations/`
 * (file-migrations.ts), all in the order of their names. Called at every start; a database
 * that is already current is left alone.
 */
import { join, resolve } from "node:path";
import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Db } from "./connect";
import { readFileMigrations } from "./file-migrations";
import { migrations } from "./migrations";

export interface MigrationReport {
  applied: string[];
}

/** Every migration by name; a file named like a TypeScript migration is refused. */
function allMigrations(schemasDir: string): Record<string, Migration> {
  const files = readFileMigrations(join(schemasDir, "migrations"));
  const taken = Object.keys(files).filter((name) => name in migrations);
  if (taken.length > 0) {
    throw new Error(`migrations named twice (TypeScript and schemas/migrations): ${taken}`);
  }
  return { ...migrations, ...files };
}

/** `schemasDir`: the folder whose `migrations/` holds the file migrations (SCHEMAS_DIR). */
export async function migrateToLatest(
  db: Db,
  options: { schemasDir?: string } = {},
): Promise<MigrationReport> {
  const all = allMigrations(resolve(options.schemasDir ?? "schemas"));
  const provider: MigrationProvider = { getMigrations: async () => all };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return {
    applied: (results ?? [])
      .filter((result) => result.status === "Success")
      .map((result) => result.migrationName),
  };
}
