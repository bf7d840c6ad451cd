/**
 * The app the request chains work on: the demo data set in a fresh test database with its
 * writes logged, the super-admin's OpenAPI document (the create and update schemas bodies are
 * drawn from), and the callers of a chain, each signed in: the super-admin and the demo's
 * department admin `admin.dept` create; an admin of another department, a caller holding every
 * screen's permissions in no department and a read-only (Viewer's permissions) caller of
 * another department intrude; a department admin given the company-wide screens' write
 * permissions tries those. `send` answers what a request did: its answer, the data it changed,
 * and what is wrong with the answer by answer-invariants.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { loadConfig } from "../../../src/server/config";
import { createRowScoper } from "../../../src/server/crud/row-scope";
import { companyWide } from "../../../src/server/crud/write-ceilings";
import type { Database, Db } from "../../../src/server/db/connect";
import { createModelCatalog } from "../../../src/server/models/model-catalog";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, callerWith, signInAs } from "../../helpers/auth";
import { createTestDatabase } from "../../helpers/database";
import { buildTestApp } from "../../helpers/test-app";
import { type BodySource, uploadAs } from "../openapi/valid-body";
import type { Schema } from "../openapi/valid-value";
import { answerViolations, dataChanges } from "./answer-invariants";
import { installWriteLog, type LoggedWrite } from "./write-log";

export const CREATORS = ["super-admin", "dept-admin"] as const;
export const INTRUDERS = ["foreign-admin", "unplaced", "reader"] as const;
export type Creator = (typeof CREATORS)[number];
export type Intruder = (typeof INTRUDERS)[number];
export type ChainCaller =
  | Creator
  | Intruder
  /** A department admin holding the company-wide screens' write permissions. */
  | "wide-admin";

/** A screen's record routes, as the super-admin's document has them. */
export interface ChainScreen {
  id: string;
  endpoint: string;
  model: string;
  resource: string;
  searchColumns: string[];
  create: Schema;
  update: Schema;
  /** Whether its list sorts by id (then newest first puts a new record on the first page). */
  sortsById: boolean;
}

export interface Sent {
  status: number;
  json: Record<string, unknown> | undefined;
  /** The data the request changed (bookkeeping left out). */
  changes: LoggedWrite[];
  /** What is wrong with the answer whatever was asked (answer-invariants.ts). */
  violations: string[];
  /** The request and its answer, as a failure reports them. */
  line: string;
}

export interface ChainTarget {
  app: FastifyInstance;
  db: Db;
  /** Screens whose records belong to a department or project, with every record route. */
  scoped: ChainScreen[];
  /** Screens whose records serve the whole company, with every record route. */
  companyWide: ChainScreen[];
  /** The departments `admin.dept` administers: a scoped chain's record belongs to one of them. */
  departments: number[];
  /**
   * Where a body's references and uploads come from: `department`'s rows (those that place the
   * record always named), `caller`'s files.
   */
  source(caller: ChainCaller, department: number | null): BodySource;
  /** The permission names the caller holds. */
  permissions(caller: ChainCaller): Promise<string[]>;
  send(caller: ChainCaller, method: string, url: string, payload?: object): Promise<Sent>;
  /** Requests sent so far. */
  sent: number;
  close(): Promise<void>;
}

interface DocOperation {
  "x-mandor-route"?: string;
  "x-mandor-screen"?: string;
  "x-mandor-model"?: string;
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const RECORD_ROUTES = ["create", "update", "delete", "show", "audit", "list"] as const;
/**
 * A department's records are itself: a new one is in no one's department, so no department
 * admin creates it and there is nobody for an intruder to be foreign to.
 */
const SELF_SCOPED = new Set(["departments"]);

/** Every screen with all its record routes in the document, by the route's last word. */
function recordScreens(document: { paths: Record<string, Record<string, DocOperation>> }) {
  const byScreen = new Map<string, Map<string, DocOperation>>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const screen = operation["x-mandor-screen"];
      const route = operation["x-mandor-route"]?.split("/").pop();
      if (!screen || !route) continue;
      const routes = byScreen.get(screen) ?? new Map<string, DocOperation>();
      routes.set(route, operation);
      byScreen.set(screen, routes);
    }
  }
  return [...byScreen].filter(([, routes]) => RECORD_ROUTES.every((route) => routes.has(route)));
}

const bodyOf = (operation: DocOperation | undefined) =>
  operation?.requestBody?.content["application/json"]?.schema as Schema;

async function rows<T>(db: Db, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

export async function startChainTarget(): Promise<ChainTarget> {
  const database: Database = await createTestDatabase({ demoSchemasDir: "schemas" });
  const db = database.db;
  const dataDir = mkdtempSync(join(tmpdir(), "mandor-chains-"));
  await ensureSuperAdmin(db, { username: "chain.root", password: "Chain-root-password-2026" });
  const app = await buildTestApp(database, {
    files: { ...loadConfig({}).files, uploadsDir: join(dataDir, "uploads") },
    outboxDir: join(dataDir, "outbox"),
  });
  const scoper = createRowScoper(await createModelCatalog(db));
  const signedIn = async (username: string) => ({
    ...bearer(await signInAs(db, username)),
    "content-language": "en",
  });
  const root = await signedIn("chain.root");

  const document = (await app.inject({ url: "/api/openapi.json", headers: root })).json();
  const screens: (ChainScreen & { wide: boolean })[] = [];
  for (const [id, routes] of recordScreens(document)) {
    const definition = (await app.inject({ url: `/api/schema/${id}`, headers: root })).json().data
      .screen as { endpoint: string; model: string; resource: string; searchColumns: string[] };
    const sortBy = routes.get("list")?.parameters?.find((p) => p.name === "sort_by");
    screens.push({
      id,
      endpoint: definition.endpoint,
      model: definition.model,
      resource: definition.resource,
      searchColumns: definition.searchColumns,
      create: bodyOf(routes.get("create")),
      update: bodyOf(routes.get("update")),
      sortsById: ((sortBy?.schema.enum ?? []) as string[]).includes("id"),
      wide: companyWide(scoper, definition.model),
    });
  }
  const scoped = screens.filter((screen) => !screen.wide && !SELF_SCOPED.has(screen.model));
  const wide = screens.filter((screen) => screen.wide);

  const departments = (
    await rows(
      db,
      sql<{ id: number }>`
        SELECT m.department_id AS id FROM user_mappings m JOIN users u ON u.id = m.user_id
        WHERE u.username = 'admin.dept' AND m.department_id IS NOT NULL ORDER BY 1`,
    )
  ).map((row) => Number(row.id));
  // An admin of a department admin.dept does not administer, and that department.
  const [foreign] = await rows(
    db,
    sql<{ username: string; department: number }>`
      SELECT u.username, m.department_id AS department
      FROM users u JOIN roles r ON r.id = u.role_id JOIN user_mappings m ON m.user_id = u.id
      WHERE r.role_name = 'Admin Departemen' AND u.status = 'active'
        AND m.department_id NOT IN (${sql.join(departments)})
        AND NOT EXISTS (SELECT 1 FROM user_mappings o WHERE o.user_id = u.id
                        AND o.department_id IN (${sql.join(departments)}))
      ORDER BY u.id LIMIT 1`,
  );
  if (!foreign) throw new Error("the demo data has no admin of another department");
  const viewer = await rows(
    db,
    sql<{ name: string }>`
      SELECT p.name FROM permissions p JOIN role_permissions rp ON rp.permission_id = p.id
      JOIN roles r ON r.id = rp.role_id WHERE r.role_name = 'Viewer'`,
  );
  const crud = (of: ChainScreen[]) =>
    of.flatMap((screen) =>
      ["read", "create", "update", "delete"].map((verb) => `${verb}-${screen.resource}`),
    );
  const callers: Record<ChainCaller, Record<string, string>> = {
    "super-admin": root,
    "dept-admin": await signedIn("admin.dept"),
    "foreign-admin": await signedIn(foreign.username),
    unplaced: await callerWith(db, "chain.unplaced", [...crud(scoped), "read-audit-log"]),
    reader: await callerWith(
      db,
      "chain.reader",
      [...viewer.map((row) => row.name), "read-audit-log"],
      Number(foreign.department),
    ),
    "wide-admin": await callerWith(db, "chain.wide", crud(wide), departments[0]),
  };

  const log = await installWriteLog(db);
  const noOracle = { hiddenFields: new Set<string>(), secretValues: [] };
  const target: ChainTarget = {
    app,
    db,
    scoped,
    companyWide: wide,
    departments,
    sent: 0,
    source(caller, department) {
      const upload = uploadAs(app, callers[caller]);
      if (department === null) return { db, upload };
      const scope = { departmentIds: [department], projectIds: [] };
      // The server's own scoper says which rows are the department's: what the chain tests is
      // what the API answers about a record made of them.
      const references = async (table: string, column: string) => {
        const within = scoper.condition(table, "t", scope);
        const found = await rows(
          db,
          sql<{ value: unknown }>`
            SELECT ${sql.ref(`t.${column}`)} AS value FROM ${sql.table(table)} AS t
            WHERE ${sql.ref(`t.${column}`)} IS NOT NULL ${within ? sql`AND ${within}` : sql``}`,
        );
        return found.map((row) => row.value);
      };
      const places = (table: string) => scoper.condition(table, "t", scope) !== undefined;
      return { db, upload, references, places };
    },
    async permissions(caller) {
      const me = await app.inject({ url: "/api/me", headers: callers[caller] });
      return me.json().data.permissions as string[];
    },
    async send(caller, method, url, payload) {
      const mark = await log.mark();
      const response = await app.inject({
        method: method as "GET",
        url,
        headers: callers[caller],
        ...(payload === undefined ? {} : { payload }),
      });
      const writes = await log.since(mark);
      target.sent += 1;
      const text = payload === undefined ? undefined : JSON.stringify(payload);
      const asked = `${caller} ${method} ${url}${text ? ` ${text}` : ""}`;
      const answer = {
        status: response.statusCode,
        contentType: String(response.headers["content-type"] ?? ""),
        body: response.body,
      };
      let json: Record<string, unknown> | undefined;
      try {
        json = JSON.parse(response.body);
      } catch {
        json = undefined;
      }
      return {
        status: response.statusCode,
        json,
        changes: dataChanges(writes),
        violations: answerViolations({ method, url, payload: text }, answer, noOracle, writes),
        line: `${asked} → ${response.statusCode} ${response.body.slice(0, 400)}`,
      };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return target;
}
