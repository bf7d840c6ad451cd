/**
 * The app the fuzzer works on: the demo data set in a fresh test database with its writes
 * logged, the app in process with its routes collected, four callers (the super-admin, the
 * demo's field staff `staf.lapangan` with a row scope and few permissions, nobody, and a forged
 * token), the request model and parameter values, and `check`, which sends one request and
 * says what is wrong with its answer.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { visibleFields } from "../../../src/schema/adapter/visible-fields";
import { VIEW_NAMES } from "../../../src/schema/overlay/overlay-types";
import type { ScreenDefinition } from "../../../src/schema/overlay/screen-types";
import { type PermissionHolder, SUPER_ADMIN_ROLE_ID } from "../../../src/schema/permissions";
import type { Database, Db } from "../../../src/server/db/connect";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, signInAs } from "../../helpers/auth";
import { createTestDatabase } from "../../helpers/database";
import { buildTestApp } from "../../helpers/test-app";
import { answerViolations } from "./answer-invariants";
import { type ParamPool, readParamPool } from "./param-pool";
import type { CallerName, FuzzRequest } from "./request-arbitrary";
import { loadRequestModel, type RequestModel, readScreens } from "./request-model";
import { collectRoutes, type RegisteredRoute } from "./route-collector";
import { installWriteLog } from "./write-log";

const SUPER_ADMIN = "fuzz.root";
const RESTRICTED = "staf.lapangan";
/** Columns every record answer carries, whoever reads it. */
const ALWAYS_SHOWN = ["id", "created_at", "updated_at", "created_by", "updated_by"];

type StatusClass = "2xx" | "3xx" | "4xx" | "5xx";

export interface FuzzTarget {
  app: FastifyInstance;
  model: RequestModel;
  pool: ParamPool;
  /** What the fallback request model is built from (request-model.ts). */
  routes: RegisteredRoute[];
  screens: ScreenDefinition[];
  /** The screen's fields no view shows the caller. */
  hiddenFields(endpoint: string, caller: CallerName): ReadonlySet<string>;
  /** Sends `request` as its caller: the answer's status and what is wrong with it (nothing, normally). */
  check(request: FuzzRequest): Promise<{ status: number; violations: string[] }>;
  /** Answers so far by caller and status class: proof the fuzzer got past the front door. */
  tally: Record<CallerName, Record<StatusClass, number>>;
  close(): Promise<void>;
}

interface Caller {
  headers: Record<string, string>;
  holder: PermissionHolder | null;
}

/** Every stored hash (passwords, sessions, one-time codes, device keys). */
async function readSecrets(db: Db): Promise<string[]> {
  const { rows: columns } = await sql<{ table: string; column: string }>`
    SELECT table_name AS table, column_name AS column FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name LIKE '%\\_hash'`.execute(db);
  const secrets: string[] = [];
  for (const { table, column } of columns) {
    const { rows } = await sql<{ value: string }>`
      SELECT ${sql.ref(column)} AS value FROM ${sql.table(table)}
      WHERE ${sql.ref(column)} IS NOT NULL`.execute(db);
    secrets.push(...rows.map((row) => row.value.trim()).filter((value) => value.length >= 16));
  }
  return secrets;
}

/** The screen's fields no view shows this caller. */
function hiddenFields(screen: ScreenDefinition, holder: PermissionHolder | null): Set<string> {
  const shown = new Set(ALWAYS_SHOWN);
  for (const view of VIEW_NAMES) {
    for (const field of visibleFields(screen, view, holder)) shown.add(field.id);
  }
  return new Set(screen.fields.map((field) => field.id).filter((id) => !shown.has(id)));
}

async function userKeys(db: Db, username: string) {
  const { rows } = await sql<{ id: number; role_id: number }>`
    SELECT id, role_id FROM users WHERE username = ${username}`.execute(db);
  const user = rows[0];
  if (!user) throw new Error(`the demo data has no user ${username}`);
  return { id: Number(user.id), roleId: Number(user.role_id) };
}

export async function startFuzzTarget(): Promise<FuzzTarget> {
  const database: Database = await createTestDatabase({ demoSchemasDir: "schemas" });
  const db = database.db;
  await ensureSuperAdmin(db, { username: SUPER_ADMIN, password: "Fuzz-root-password-2026" });
  const log = await installWriteLog(db);
  const { app, routes } = await collectRoutes(() => buildTestApp(database));
  const root = { ...bearer(await signInAs(db, SUPER_ADMIN)), "content-language": "en" };
  const restricted = bearer(await signInAs(db, RESTRICTED));
  const me = (await app.inject({ url: "/api/me", headers: restricted })).json().data;
  const callers: Record<CallerName, Caller> = {
    "super-admin": { headers: root, holder: { roleId: SUPER_ADMIN_ROLE_ID, permissions: [] } },
    restricted: {
      headers: restricted,
      holder: { roleId: me.user.role_id, permissions: me.permissions },
    },
    anonymous: { headers: {}, holder: null },
    // The request carries the forged Authorization header itself.
    forged: { headers: {}, holder: null },
  };
  const screens = await readScreens(app, root);
  const byEndpoint = new Map(screens.map((screen) => [screen.endpoint, screen]));
  const model = await loadRequestModel(app, root, routes, screens);
  const superAdmin = await userKeys(db, SUPER_ADMIN);
  const staff = await userKeys(db, RESTRICTED);
  const pool = await readParamPool(app, root, screens, {
    users: [superAdmin.id, staff.id],
    roles: [staff.roleId],
  });
  let secretValues = await readSecrets(db);
  const hidden = new Map<string, Set<string>>();
  const hiddenOf = (endpoint: string, caller: CallerName) => {
    const screen = byEndpoint.get(endpoint);
    if (!screen) return new Set<string>();
    const key = `${caller} ${endpoint}`;
    const known = hidden.get(key) ?? hiddenFields(screen, callers[caller].holder);
    hidden.set(key, known);
    return known;
  };
  /** The hidden fields of the screen a URL names (`/api/<endpoint>/…`), if it names one. */
  const hiddenFor = (url: string, caller: CallerName) => {
    // Split by hand: `//api//x` is a path to the server (duplicate slashes are ignored).
    const [api, endpoint] = (url.split("?")[0] ?? "").split("/").filter(Boolean);
    return api === "api" && endpoint ? hiddenOf(endpoint, caller) : new Set<string>();
  };
  const blank = () => ({ "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 });
  const tally: FuzzTarget["tally"] = {
    "super-admin": blank(),
    restricted: blank(),
    anonymous: blank(),
    forged: blank(),
  };

  return {
    app,
    model,
    pool,
    routes,
    screens,
    hiddenFields: hiddenOf,
    tally,
    async check(request) {
      const mark = await log.mark();
      const response = await app.inject({
        method: request.method as "GET",
        url: request.url,
        headers: { ...callers[request.caller].headers, ...request.headers },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const writes = await log.since(mark);
      const status = response.statusCode;
      tally[request.caller][`${Math.min(Math.floor(status / 100), 5)}xx` as StatusClass] += 1;
      const answer = {
        status,
        contentType: String(response.headers["content-type"] ?? ""),
        body: response.body,
      };
      const oracle = { hiddenFields: hiddenFor(request.url, request.caller), secretValues };
      const violations = answerViolations(request, answer, oracle, writes);
      // A write may have stored a new secret (a device key, a session): later answers must not hold it.
      if (status < 300 && writes.length > 0) secretValues = await readSecrets(db);
      return { status, violations };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
