/**
 * The server app over a test database, without a client build and silent, with the repository's
 * schemas unless `config` names others.
 */
import { type AppDeps, buildApp } from "../../src/server/app";
import type { Database } from "../../src/server/db/connect";
import { createModelCatalog } from "../../src/server/models/model-catalog";

export async function buildTestApp(
  database: Database,
  config: Partial<AppDeps["config"]> = {},
  deps: Omit<AppDeps, "config" | "database" | "catalog"> = {},
) {
  return buildApp({
    config: {
      bodyLimit: 1 << 20,
      clientDir: "/nonexistent",
      logLevel: "silent",
      schemasDir: "schemas",
      ...config,
    },
    database,
    catalog: await createModelCatalog(database.db),
    ...deps,
  });
}
