/**
 * One demo-seeded database per test project and one app over it, serving the copy of
 * schemas/ with a hidden field per screen; the callers; a sample record per screen (one of
 * the permitted caller's, else anyone's, else a missing id); the cells of every screen.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { ModuleRoute } from "../../../src/schema/modules";
import { COMPANY_REACH } from "../../../src/schema/permissions";
import { RATE_LIMITS } from "../../../src/server/auth/rate-limit";
import { loadConfig } from "../../../src/server/config";
import { createRowScoper, type RowScope } from "../../../src/server/crud/row-scope";
import { companyWide } from "../../../src/server/crud/write-ceilings";
import { createModelCatalog } from "../../../src/server/models/model-catalog";
import { createOverlayStore } from "../../../src/server/schemas/overlay-store";
import type { LoadedScreen, OverlayStore } from "../../../src/server/schemas/served-screens";
import { createTestDatabase } from "../../helpers/database";
import { insertDepartment } from "../../helpers/organisation";
import { buildTestApp } from "../../helpers/test-app";
import { type Callers, createCallers } from "./callers";
import { HIDDEN_FIELD_PERMISSION, type HiddenFields, withHiddenFields } from "./hidden-fields";
import { panelResource, tableInputKeys } from "./panel-capabilities";
import { ROUTE_CLASSES } from "./route-classes";
import { createScopeOracle, type ScopeOracle } from "./scope-oracle";
import { type Cell, cutOf, MISSING_ID, screenCells } from "./screen-cells";
import { type Token, tokenPlanter } from "./tokens";

export interface MatrixEnv {
  app: FastifyInstance;
  /** The screens as the app serves them (with their hidden field), by overlay id. */
  screens: Map<string, LoadedScreen>;
  hidden: HiddenFields;
  /** Screen id → the token in its hidden field, where one could be written. */
  tokens: Map<string, Token>;
  callers: Callers;
  oracle: ScopeOracle;
  /** The row scope of each scoped caller; null: the super-admin's, unscoped. */
  scopes: Record<"permitted" | "otherAdmin" | "unmapped" | "superAdmin", RowScope | null>;
  /** Screen id → its sample record. */
  records: Map<string, number>;
  cells: Cell[];
  /** The router file's dashboard routes. */
  dashboards: ModuleRoute[];
  close(): Promise<void>;
}

/** Login limits low enough to reach in a few calls: path spellings must share one counter. */
export const LOGIN_LIMIT = 3;

const SILENT = { warn() {}, error() {} };

export async function startMatrix(): Promise<MatrixEnv> {
  const database = await createTestDatabase({ demoSchemasDir: "schemas" });
  const db = database.db;
  const catalog = await createModelCatalog(db);
  const original = createOverlayStore({ schemasDir: "schemas", catalog, log: SILENT });
  const { rows } = await sql<{ department_id: number }>`
    SELECT department_id FROM projects GROUP BY department_id
    ORDER BY count(*) DESC, department_id LIMIT 1`.execute(db);
  const departments = {
    own: Number(rows[0]?.department_id),
    other: await insertDepartment(db, "MTX-KOSONG", "Departemen Matriks Kosong"),
  };
  const scopes = {
    permitted: { departmentIds: [departments.own], projectIds: [] },
    otherAdmin: { departmentIds: [departments.other], projectIds: [] },
    unmapped: { departmentIds: [], projectIds: [] },
    superAdmin: null,
  };
  const oracle = createScopeOracle(db, catalog);
  const scoper = createRowScoper(catalog);
  const planter = tokenPlanter(db, oracle, scopes.permitted);
  const hidden = await withHiddenFields("schemas", loadedScreens(original), planter.choose);
  const overlays = createOverlayStore({ schemasDir: hidden.schemasDir, catalog, log: SILENT });
  const screens = new Map(loadedScreens(overlays).map((loaded) => [loaded.id, loaded]));

  const keys = new Map<string, string>();
  const context = {
    screens,
    keyOf: (screen: string, record: number, field: string) =>
      keys.get(`${screen}:${record}:${field}`),
    panelResource,
    tableInputKeys,
    companyWide: (table: string) => companyWide(scoper, table),
  };
  const cells = [...screens.values()].flatMap((loaded) => screenCells(loaded, context));
  const dashboards = overlays.router
    .current()
    .modules.flatMap((module) => module.routes)
    .filter((route) => route.dashboard);
  const callers = await createCallers(db, {
    cuts: [
      ...cells.map(cutOf),
      ...Object.values(ROUTE_CLASSES).flatMap((c) =>
        c.kind === "permission" ? [[c.permission]] : [],
      ),
      ...dashboards.map((route) => [`read-${route.resource}`]),
    ],
    // A reach over the whole company would make every caller a super-admin to the row scope.
    withheld: [HIDDEN_FIELD_PERMISSION, COMPANY_REACH],
    departments,
  });
  const records = new Map<string, number>();
  for (const loaded of screens.values()) {
    const [record = MISSING_ID] = loaded.screen.rollup
      ? []
      : [...(await oracle.first(loaded, scopes.permitted)), ...(await oracle.first(loaded, null))];
    records.set(loaded.id, record);
    for (const tab of loaded.screen.tabs) {
      const field = tab.key_field ?? "id";
      const { rows: found } = await sql<{ value: unknown }>`
        SELECT ${sql.ref(field)} AS value FROM ${sql.table(loaded.model.model)}
        WHERE id = ${record}`.execute(db);
      if (found[0]) keys.set(`${loaded.id}:${record}:${field}`, String(found[0].value));
    }
  }

  // Nothing should be stored or mailed; if a cell is let through by mistake, it lands here.
  const scratch = mkdtempSync(join(tmpdir(), "mandor-matrix-data-"));
  const defaults = loadConfig({});
  const app = await buildTestApp(
    database,
    {
      schemasDir: hidden.schemasDir,
      outboxDir: join(scratch, "outbox"),
      files: { ...defaults.files, uploadsDir: join(scratch, "uploads") },
    },
    {
      rateLimits: {
        limits: {
          ...RATE_LIMITS,
          login: {
            ip: { max: 1000, windowMs: 60_000 },
            account: { max: LOGIN_LIMIT, windowMs: 60_000 },
          },
        },
      },
    },
  );
  await app.ready();
  return {
    app,
    screens,
    hidden,
    tokens: planter.tokens,
    callers,
    oracle,
    scopes,
    records,
    cells,
    dashboards,
    async close() {
      await app.close();
      await database.close();
      rmSync(hidden.schemasDir, { recursive: true, force: true });
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Every overlay that loads; one that does not is a problem of the schema tests, not here. */
function loadedScreens(store: OverlayStore): LoadedScreen[] {
  return store.ids().flatMap((id) => store.get(id) ?? []);
}
