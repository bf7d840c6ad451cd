/**
 * The one cached overview of every model. Read once at start and again whenever migrations
 * run; every screen, rule and query identifier comes from here, never from request text.
 */
import type { GenModel } from "../../schema/model-meta";
import type { Db } from "../db/connect";
import { knowCatalog } from "../db/identifiers";
import { FILE_MIGRATION_LOCK_TABLE, FILE_MIGRATION_TABLE } from "../db/schema-names";
import { readCatalog } from "./read-catalog";
import { toGenModel } from "./to-gen-model";

/** Bookkeeping tables that are never a screen. */
export const INTERNAL_TABLES: ReadonlySet<string> = new Set([
  "kysely_migration",
  "kysely_migration_lock",
  FILE_MIGRATION_TABLE,
  FILE_MIGRATION_LOCK_TABLE,
  "sessions",
  "user_tokens",
  "seed_runs",
  "row_counts",
  "import_sessions",
  "import_session_rows",
  "held_file_fields",
  // Queued mail holds live reset and verification links: the mailer's alone, never a screen.
  "mail_outbox",
]);

export interface ModelCatalog {
  /** By table name, or by its route spelling (`m-skills` → `m_skills`). */
  get(name: string): GenModel | undefined;
  names(): string[];
  refresh(): Promise<void>;
}

export async function createModelCatalog(db: Db): Promise<ModelCatalog> {
  let models = new Map<string, GenModel>();
  const catalog: ModelCatalog = {
    get: (name) => models.get(name.replaceAll("-", "_")),
    names: () => [...models.keys()],
    async refresh() {
      const tables = await readCatalog(db);
      knowCatalog(tables.values());
      const next = new Map<string, GenModel>();
      for (const table of tables.values()) {
        if (!INTERNAL_TABLES.has(table.name)) next.set(table.name, toGenModel(table, tables));
      }
      models = next;
    },
  };
  await catalog.refresh();
  return catalog;
}
