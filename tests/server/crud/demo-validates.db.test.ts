/**
 * Every record of the demo passes its screens' validation: each screen's rows (the first
 * ROW_CAP of a large table) are validated whole, as the server validates the record an update
 * resends (validate-record.ts: the form's rules, then the unique and exists checks), on the
 * moment the demo was loaded at. A failure names the screen, field, message and an example
 * row, so a demo value a screen's rule refuses is found before a user edits that record.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { toForm } from "../../../src/schema/adapter/to-form";
import { type CrudContext, createCrudContext } from "../../../src/server/crud/crud-context";
import { rowScope } from "../../../src/server/crud/screen-access";
import { createSearchIndexes } from "../../../src/server/crud/search-indexes";
import { validateRecord } from "../../../src/server/crud/validate-record";
import type { Database, ScreenDb } from "../../../src/server/db/connect";
import { ROW } from "../../../src/server/db/row";
import { createFileLinks } from "../../../src/server/files/file-links";
import { createModelCatalog } from "../../../src/server/models/model-catalog";
import { createOverlayStore } from "../../../src/server/schemas/overlay-store";
import type { LoadedScreen } from "../../../src/server/schemas/served-screens";
import { createTestDatabase } from "../../helpers/database";
import { ROOT_SESSION } from "../../helpers/root-session";

/** Rows validated per screen: all of most tables, a sample of the large ones (presences). */
const ROW_CAP = 2_000;
/** The dashboards' suite's instant, so the two share the demo's template. */
const LOADED_AT = new Date("2026-11-24T10:00:00+07:00");

const root = ROOT_SESSION;

let database: Database;
let ctx: CrudContext;

beforeAll(async () => {
  database = await createTestDatabase({ demoSchemasDir: "schemas", demoAt: LOADED_AT });
  const catalog = await createModelCatalog(database.db);
  const quiet = { info() {}, warn() {}, error() {} };
  ctx = createCrudContext({
    overlays: createOverlayStore({ schemasDir: "schemas", catalog, log: quiet }),
    catalog,
    db: database.db,
    lists: { exactCountLimit: 20_000, countCacheMs: 0 },
    links: createFileLinks({ urlSecret: "s".repeat(32), urlTtlMs: 60_000 }),
    searchIndexes: createSearchIndexes(database, quiet),
    clock: () => LOADED_AT,
  });
  // The first suite to ask for this demo builds its template: minutes on a loaded machine.
}, 300_000);

afterAll(async () => {
  await ctx?.searchIndexes.close();
  await database?.close();
});

/** The screen's rows as an update reads them: its model's columns, within its fixed rows. */
async function screenRows(loaded: LoadedScreen): Promise<Record<string, unknown>[]> {
  const scope = rowScope(ctx, loaded, root);
  const db: ScreenDb = ctx.db;
  return db
    .selectFrom(`${loaded.model.model} as ${ROW}`)
    .select(loaded.model.fieldView.map((column) => `${ROW}.${column}`))
    .$if(scope !== undefined, (query) => query.where(scope ?? sql<boolean>`TRUE`))
    .orderBy(`${ROW}.id`)
    .limit(ROW_CAP)
    .execute();
}

/** "screen field: message — n rows, e.g. #id (value)" for each kind of refusal on the screen. */
async function refusals(loaded: LoadedScreen): Promise<string[]> {
  const form = toForm(loaded.screen, "update", { user: root, locale: "id" });
  const found = new Map<string, { rows: number; example: string }>();
  for (const row of await screenRows(loaded)) {
    const { errors } = await validateRecord({
      form,
      input: row,
      locale: "id",
      validators: ctx.validators,
      db: ctx.db,
      self: { table: loaded.model.model, id: Number(row.id) },
      now: ctx.clock(),
    });
    for (const [field, messages] of Object.entries(errors)) {
      const key = `${loaded.id} ${field}: ${messages.join("; ")}`;
      const seen = found.get(key);
      if (seen) seen.rows += 1;
      else found.set(key, { rows: 1, example: `#${row.id} (${JSON.stringify(row[field])})` });
    }
  }
  return [...found].map(([key, { rows, example }]) => `${key} — ${rows} rows, e.g. ${example}`);
}

it("passes every screen's validation on every demo record", async () => {
  const failures: string[] = [];
  let validated = 0;
  for (const id of ctx.overlays.ids()) {
    const loaded = ctx.overlays.get(id);
    // A rollup screen's rows are totals, and a screen without updates never validates a record.
    if (!loaded || loaded.screen.rollup || loaded.screen.hiddenActions.includes("update")) continue;
    failures.push(...(await refusals(loaded)));
    validated += 1;
  }
  expect(validated).toBeGreaterThan(20);
  expect(failures).toEqual([]);
}, 600_000);
