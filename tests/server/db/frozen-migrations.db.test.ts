/**
 * Migrations 0027 and 0030 carry the dashboard summaries' SQL as the summaries' code generated
 * it when they were written (frozen/*.json), on both databases. Today's description of the
 * summaries (summary-schema.ts) must still build the same schema: a change there without a
 * migration that makes it would leave new databases and old ones apart. So the summaries of
 * a migrated database are dropped and rebuilt from today's code, and the catalog compared.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  createSummaryTables,
  createSummaryTriggers,
} from "../../../src/server/dashboards/summaries/summary-schema";
import {
  rebuildDashboardSummaries,
  SUMMARY_TABLE_NAMES,
} from "../../../src/server/dashboards/summaries/summary-statements";
import type { Database } from "../../../src/server/db/connect";
import { catalogSnapshot } from "../../helpers/catalog-snapshot";
import { createTestDatabase } from "../../helpers/database";

const SUMMARY_FUNCTIONS = [
  "dash_employees_changed",
  "dash_presence_days_changed",
  "dash_presence_days_truncated",
];

let migrated: Database;
let rebuilt: Database;

beforeAll(async () => {
  [migrated, rebuilt] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});

afterAll(async () => {
  await Promise.all([migrated?.close(), rebuilt?.close()]);
});

it("builds the same summaries from the frozen migrations as from today's code", async () => {
  const db = rebuilt.db;
  await sql.raw(`DROP TABLE ${SUMMARY_TABLE_NAMES.join(", ")}`).execute(db);
  // CASCADE: the triggers on employees and presence_days go with their functions.
  for (const name of SUMMARY_FUNCTIONS) {
    await sql.raw(`DROP FUNCTION ${name}() CASCADE`).execute(db);
  }
  expect((await catalogSnapshot(db)).filter((line) => line.includes("dash_"))).toEqual([]);
  await createSummaryTables(db);
  await rebuildDashboardSummaries(db);
  await createSummaryTriggers(db);
  expect(await catalogSnapshot(db)).toEqual(await catalogSnapshot(migrated.db));
});
