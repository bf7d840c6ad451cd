/**
 * A list page whose rows the database writes as JSON (database-json.ts) answers what Node
 * answers when it reads and writes the rows itself, on every screen in schemas/ over the
 * demo data: the same keys in the same order, the same values of the same JSON types
 * (timestamps, dates, numerics, enums, related rows). Only the database's whitespace differs.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { type CrudContext, createCrudContext } from "../../../src/server/crud/crud-context";
import { jsonColumns } from "../../../src/server/crud/database-json";
import { listPage, prepareList } from "../../../src/server/crud/list-service";
import { createSearchIndexes } from "../../../src/server/crud/search-indexes";
import type { Database } from "../../../src/server/db/connect";
import { ROW } from "../../../src/server/db/row";
import { createFileLinks } from "../../../src/server/files/file-links";
import { createModelCatalog } from "../../../src/server/models/model-catalog";
import { createOverlayStore } from "../../../src/server/schemas/overlay-store";
import type { OverlayStore } from "../../../src/server/schemas/served-screens";
import { seedDemo } from "../../../src/server/seed/demo";
import { createTestDatabase } from "../../helpers/database";
import { ROOT_SESSION } from "../../helpers/root-session";

let database: Database;
let ctx: CrudContext;
let overlays: OverlayStore;

const root = ROOT_SESSION;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database, { now: new Date("2026-11-16T23:59:59+07:00") });
  const catalog = await createModelCatalog(database.db);
  overlays = createOverlayStore({
    schemasDir: "schemas",
    catalog,
    log: { warn: () => {}, error: () => {} },
  });
  ctx = createCrudContext({
    overlays,
    catalog,
    db: database.db,
    lists: { exactCountLimit: 20_000, countCacheMs: 0 },
    links: createFileLinks({ urlSecret: "s".repeat(32), urlTtlMs: 60_000 }),
    searchIndexes: createSearchIndexes(database, { info: () => {}, warn: () => {} }),
  });
}, 120_000);

afterAll(async () => {
  await ctx?.searchIndexes.close();
  await database?.close();
});

/** Whitespace aside, keys in their order and values with their types. */
const normal = (json: string) => JSON.stringify(JSON.parse(json));

/** The same context, but every list takes the path where Node writes the rows. */
const nodeWritten = (): CrudContext => ({
  ...ctx,
  links: { ...ctx.links, linksNeeded: () => true },
});

const QUERIES = [{}, { page: "2", limit: "5" }, { sort_by: "id", sort: "ASC", limit: "50" }];

it("writes every screen's pages as Node would, wherever the database may write them", async () => {
  let databaseWritten = 0;
  for (const id of overlays.ids()) {
    const loaded = overlays.get(id);
    // A rollup screen's rows are totals, written by its own query (crud/rollup).
    if (!loaded || loaded.screen.rollup) continue;
    for (const query of QUERIES) {
      const request = { loaded, user: root, query, maxLimit: 100, defaultLimit: 20 };
      const { plan } = prepareList(ctx, request);
      const byDatabase = await listPage(ctx, request, "id");
      const byNode = await listPage(nodeWritten(), request, "id");
      expect(normal(byDatabase), `${id} ${JSON.stringify(query)}`).toBe(byNode);
      if (jsonColumns(ROW, plan.columns, loaded.model.fieldType)) databaseWritten += 1;
    }
  }
  expect(databaseWritten).toBeGreaterThan(0);
}, 120_000);

it("lists employees, with timestamps and related rows, from database-written JSON", async () => {
  const loaded = overlays.byEndpoint("employee");
  if (!loaded) throw new Error("no employee screen");
  const request = { loaded, user: root, query: {}, maxLimit: 100, defaultLimit: 20 };
  const { plan } = prepareList(ctx, request);
  expect(jsonColumns(ROW, plan.columns, loaded.model.fieldType)).not.toBeNull();
  const answer = JSON.parse(await listPage(ctx, request, "id"));
  expect(answer.data).toHaveLength(20);
  expect(answer.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  expect(answer.data[0].project).toEqual({
    id: expect.any(Number),
    project_name: expect.any(String),
  });
  expect(answer.total).toBeGreaterThan(20);
});

it("answers an empty page as an empty list", async () => {
  const loaded = overlays.byEndpoint("employee");
  if (!loaded) throw new Error("no employee screen");
  const request = {
    loaded,
    user: root,
    query: { search: "tidak-ada-yang-begini" },
    maxLimit: 100,
    defaultLimit: 20,
  };
  const answer = await listPage(ctx, request, "id");
  expect(normal(answer)).toBe(await listPage(nodeWritten(), request, "id"));
  expect(JSON.parse(answer)).toMatchObject({ data: [], total: 0, totalPage: 0 });
});
