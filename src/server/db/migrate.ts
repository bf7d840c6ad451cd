/**
 * Runs the versioned migrations in `migrations/` (listed in its index, oldest first) up to
 * the newest. Called at every start; a database that is already current is left alone.
 */
import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Db } from "./connect";
import { migrations } from "./migrations";

const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

export interface MigrationReport {
  applied: string[];
}

export async function migrateToLatest(db: Db): Promise<MigrationReport> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return {
    applied: (results ?? [])
      .filter((result) => result.status === "Success")
      .map((result) => result.migrationName),
  };
}
