/**
 * Remembers which data sets have been loaded (the demo, each bench load), so a seed run is
 * idempotent: the marker row is written in the same transaction as the data, so a crash
 * leaves neither.
 */
import type { Kysely } from "kysely";
import { createTables } from "./ddl";

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, [
    {
      name: "seed_runs",
      label: "Riwayat Seed / Seed Runs",
      columns: `
        name varchar(100) NOT NULL UNIQUE,
        row_counts jsonb NOT NULL DEFAULT '{}'`,
    },
  ]);
}
