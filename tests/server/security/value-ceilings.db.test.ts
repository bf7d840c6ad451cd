/**
 * The authorisation matrix learns values: for every demo role and every screen it may write,
 * each field that names a role, a row scoped by department or project, or a stored file is
 * sent, on create and on update, with a value beyond the role's reach (value-cases.ts). Each
 * must be refused — 403 for a row the caller may not change at all, else 422 with that field
 * marked by the ceiling's own message — and nothing written.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasPermission, SUPER_ADMIN_ROLE_ID } from "../../../src/schema/permissions";
import { createSessionStore } from "../../../src/server/access/session-store";
import type { SessionUser } from "../../../src/server/access/session-user";
import { createRowScoper, type RowScoper, scopeOf } from "../../../src/server/crud/row-scope";
import { companyWide, VALUE_REFUSALS } from "../../../src/server/crud/write-ceilings";
import type { Database, Db } from "../../../src/server/db/connect";
import { FILE_NOT_YOURS } from "../../../src/server/files/file-claims";
import { createModelCatalog } from "../../../src/server/models/model-catalog";
import { createOverlayStore } from "../../../src/server/schemas/overlay-store";
import type { LoadedScreen } from "../../../src/server/schemas/served-screens";
import { DEMO_USERS } from "../../../src/server/seed/demo";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, signInAs } from "../../helpers/auth";
import { createTestDatabase } from "../../helpers/database";
import { buildTestApp } from "../../helpers/test-app";
import { multipart } from "../crud/transfer-app";
import { type ValueCase, valueCases } from "./value-cases";

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

/** One account of each demo role that signs in. */
const ACCOUNTS = [
  ...new Map(
    DEMO_USERS.filter((user) => user.status === "active").map((user) => [user.role, user]),
  ).values(),
].map((user) => user.username);
const REFUSED_ROWS = new Set(["COMPANY_WIDE_RECORD", "USER_ABOVE_CEILING"]);
const FIELD_MESSAGES = [VALUE_REFUSALS.role.en, VALUE_REFUSALS.unit.en, FILE_NOT_YOURS.en];

let database: Database;
let db: Db;
let app: FastifyInstance;
let scoper: RowScoper;
let screens: LoadedScreen[];
/** A stored file the super-admin uploaded: nobody else's to attach. */
const othersFile = "2026/11/0123456789abcdef0123456789abcdef.pdf";
const tried = { cases: 0, imports: 0, unreachable: 0 };

beforeAll(async () => {
  database = await createTestDatabase({ demoSchemasDir: "schemas" });
  db = database.db;
  const root = await ensureSuperAdmin(db, { username: "root", password: "Root-password-2026" });
  await sql`INSERT INTO uploads (stored_name, uploaded_by)
    SELECT ${othersFile}, id FROM users WHERE username = ${root.username}`.execute(db);
  const catalog = await createModelCatalog(db);
  scoper = createRowScoper(catalog);
  const overlays = createOverlayStore({
    schemasDir: "schemas",
    catalog,
    log: { warn() {}, error() {} },
  });
  screens = overlays.ids().flatMap((id) => overlays.get(id) ?? []);
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  console.info(
    `value ceilings: ${tried.cases} writes and ${tried.imports} imports sent, ${tried.unreachable} without a value beyond reach`,
  );
});

async function firstRow(table: string, where: ReturnType<typeof sql>): Promise<Row | undefined> {
  const { rows } =
    await sql<Row>`SELECT * FROM ${sql.table(table)} AS t WHERE ${where} LIMIT 1`.execute(db);
  return rows[0];
}

/** A value of the case's field that the caller may not write, other than `current`. */
async function beyondReach(
  one: ValueCase,
  user: SessionUser,
  current: unknown,
): Promise<unknown | undefined> {
  const { target } = one;
  if (target.kind === "file") return othersFile;
  if (target.kind === "role") return user.roleId === SUPER_ADMIN_ROLE_ID ? undefined : -1;
  const inScope = scoper.condition(target.table, "t", scopeOf(user));
  if (!inScope) return undefined;
  const key = sql.ref(`t.${target.key}`);
  const row = await firstRow(
    target.table,
    sql`NOT ${inScope} AND ${key}::text IS DISTINCT FROM ${current === null || current === undefined ? null : String(current)}`,
  );
  return row?.[target.key];
}

interface Caller {
  user: SessionUser;
  headers: Headers;
}

async function signedIn(username: string): Promise<Caller> {
  const token = await signInAs(db, username);
  const user = await createSessionStore(db).resolve(token);
  if (!user) throw new Error(`${username} has no session`);
  return { user, headers: { ...bearer(token), "content-language": "en" } };
}

/** The caller's cases on every screen, of the verbs `wanted` lets through. */
function casesOf({ user }: Caller, wanted: (one: ValueCase) => boolean): ValueCase[] {
  const scoped = (table: string) => !companyWide(scoper, table);
  return screens.flatMap((screen) =>
    valueCases(screen, user, scoped).filter(
      (one) => hasPermission(user, `${one.verb}-${screen.screen.resource}`) && wanted(one),
    ),
  );
}

/**
 * A record of the case's screen as the caller reads it (the first of their list) and a value
 * beyond their reach for its field; undefined when either is missing.
 */
async function sampleFor(
  one: ValueCase,
  { user, headers }: Caller,
): Promise<{ id: unknown; shown: Row; value: unknown } | undefined> {
  const { endpoint } = one.screen.screen;
  const listed = await app.inject({ url: `/api/${endpoint}/list?limit=1`, headers });
  const id = listed.statusCode === 200 ? listed.json().data[0]?.id : undefined;
  if (id === undefined) return undefined;
  const shown: Row = (await app.inject({ url: `/api/${endpoint}/${id}/show`, headers })).json()
    .data;
  const value = await beyondReach(one, user, shown[one.field]);
  return value === undefined ? undefined : { id, shown, value };
}

const rowCount = async (table: string) =>
  Number(
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db))
      .rows[0]?.n,
  );

/** Why the answer is not a refusal of the case, or null when it is one. */
function mismatch(one: ValueCase, status: number, body: string): string | null {
  const answer = JSON.parse(body) as { code?: string; errors?: Record<string, string[]> };
  if (status === 403 && answer.code && REFUSED_ROWS.has(answer.code)) return null;
  const marked = answer.errors?.[one.field] ?? [];
  if (status === 422 && marked.some((message) => FIELD_MESSAGES.includes(message))) return null;
  return `${status} ${body.slice(0, 300)}`;
}

describe.each(ACCOUNTS)("%s", (username) => {
  it("is refused every value beyond their reach, and nothing is written", async () => {
    const caller = await signedIn(username);
    const problems: string[] = [];
    for (const one of casesOf(caller, () => true)) {
      const { endpoint } = one.screen.screen;
      const table = one.screen.model.model;
      const sample = await sampleFor(one, caller);
      if (!sample) {
        tried.unreachable += 1;
        continue;
      }
      const { id, shown, value } = sample;
      tried.cases += 1;
      const label = `${one.screen.id} ${one.verb} ${one.field}=${String(value)}`;
      const count = () => rowCount(table);
      const before = { count: await count(), row: await firstRow(table, sql`t.id = ${id}`) };
      const payload =
        one.verb === "update"
          ? { id, updated_at: shown.updated_at, [one.field]: value }
          : { ...shown, id: undefined, [one.field]: value };
      const answer = await app.inject({
        method: one.verb === "update" ? "PUT" : "POST",
        url: `/api/${endpoint}/${one.verb}`,
        headers: caller.headers,
        payload,
      });
      const wrong = mismatch(one, answer.statusCode, answer.body);
      if (wrong) problems.push(`${label}: ${wrong}`);
      const after = { count: await count(), row: await firstRow(table, sql`t.id = ${id}`) };
      if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${label}: written`);
    }
    expect(problems).toEqual([]);
  });

  it("is refused the same values in an import, and nothing is written", async () => {
    const caller = await signedIn(username);
    const { headers } = caller;
    const cases = casesOf(
      caller,
      (one) => one.verb === "create" && !one.screen.screen.hiddenActions.includes("import"),
    );
    const problems: string[] = [];
    for (const one of cases) {
      const { endpoint } = one.screen.screen;
      const sample = await sampleFor(one, caller);
      if (!sample) {
        tried.unreachable += 1;
        continue;
      }
      const { shown, value } = sample;
      tried.imports += 1;
      const label = `${one.screen.id} import ${one.field}=${String(value)}`;
      const columns = Object.keys(shown).filter(
        (key) => key !== "id" && (shown[key] === null || typeof shown[key] !== "object"),
      );
      const cell = (key: string) => {
        const text = String((key === one.field ? value : shown[key]) ?? "");
        return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
      };
      const csv = `${columns.join(",")}\r\n${columns.map(cell).join(",")}\r\n`;
      const count = () => rowCount(one.screen.model.model);
      const before = await count();
      const body = multipart([{ field: "file", filename: "ceiling.csv", content: csv }]);
      const uploaded = await app.inject({
        method: "POST",
        url: `/api/${endpoint}/import`,
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
      if (uploaded.statusCode !== 200) {
        problems.push(`${label}: upload ${uploaded.statusCode} ${uploaded.body.slice(0, 200)}`);
        continue;
      }
      const { importId, mapping } = uploaded.json().data;
      const answers = [];
      for (const action of ["preview", "commit"]) {
        answers.push(
          await app.inject({
            method: "POST",
            url: `/api/${endpoint}/import/sessions/${importId}/${action}`,
            payload: { mapping },
            headers,
          }),
        );
      }
      const commit = answers[1];
      const told = answers.some((answer) =>
        FIELD_MESSAGES.some((message) => answer?.body.includes(message)),
      );
      if (!told || !commit || commit.statusCode < 400) {
        problems.push(`${label}: ${commit?.statusCode} ${commit?.body.slice(0, 300)}`);
      }
      if ((await count()) !== before) problems.push(`${label}: written`);
    }
    expect(problems).toEqual([]);
  });
});

describe("the cases", () => {
  it("reach every kind of value a ceiling limits", () => {
    // Counted after the roles' runs (files run in order): a generator that finds nothing to
    // try would pass them all.
    expect(tried.cases).toBeGreaterThan(50);
    expect(tried.imports).toBeGreaterThan(5);
  });
});
