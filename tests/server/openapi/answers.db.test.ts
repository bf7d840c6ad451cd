/**
 * The document states what the server really answers: over the demo data, the super-admin's
 * list page of every screen (a small one) and the shown record of its first row validate
 * against the documented 200 schemas — ajv in strict-types mode with the project's formats,
 * every object closed to keys the document does not name — and an answer with one value of
 * the wrong type does not.
 */
import Ajv2020 from "ajv/dist/2020";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORMATS } from "../../../src/schema/validation/formats";
import type { Database } from "../../../src/server/db/connect";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, signInAs } from "../../helpers/auth";
import { createTestDatabase } from "../../helpers/database";
import { buildTestApp } from "../../helpers/test-app";

type Schema = Record<string, unknown>;
interface Operation {
  path: string;
  "x-mandor-route": string;
  "x-mandor-screen"?: string;
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

const SCHEMAS = "schemas";
/** RFC 3339's date-time, what `format: date-time` means (the project's formats have none). */
const DATE_TIME = /^(\d{4}-\d\d-\d\d)T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i;

let database: Database;
let app: FastifyInstance;
let headers: Record<string, string>;
let operations: Operation[];

beforeAll(async () => {
  database = await createTestDatabase({ demoSchemasDir: SCHEMAS });
  app = await buildTestApp(database, { schemasDir: SCHEMAS });
  const admin = await ensureSuperAdmin(database.db, { username: "root", password: "Root-2026" });
  headers = { ...bearer(await signInAs(database.db, admin.username)), "content-language": "en" };
  const response = await app.inject({ url: "/api/openapi.json", headers });
  const doc = response.json() as { paths: Record<string, Record<string, Omit<Operation, "path">>> };
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.values(item).map((operation) => ({ ...operation, path })),
  );
  // The first suite after a source change builds the demo database's template (minutes when
  // the machine is busy).
}, 300_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const ajv = new Ajv2020({
  strict: true,
  strictTypes: true,
  allowUnionTypes: true,
  allErrors: true,
  formats: {
    ...FORMATS,
    "date-time": (value: string) => {
      const match = DATE_TIME.exec(value);
      return match !== null && FORMATS.date(match[1] ?? "");
    },
  },
});

/** The schema with every object that names its properties closed to other keys. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (typeof schema !== "object" || schema === null) return schema;
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, closed(value)]),
  );
  return "properties" in copy && !("additionalProperties" in copy)
    ? { ...copy, additionalProperties: false }
    : copy;
}

function answerSchema(operation: Operation): Schema {
  const schema = operation.responses["200"]?.content?.["application/json"]?.schema;
  if (!schema) throw new Error(`${operation["x-mandor-route"]}: no documented 200 answer`);
  return closed(schema) as Schema;
}

function problems(operation: Operation, body: unknown): string[] {
  const validate = ajv.compile(answerSchema(operation));
  return validate(body)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

const ofRoute = (route: string) =>
  operations.filter((operation) => operation["x-mandor-route"] === route);

describe("the documented answers", () => {
  it("describe every screen's list page and shown record as the server sends them", async () => {
    const lists = ofRoute("/api/:endpoint/list");
    const shows = new Map(
      ofRoute("/api/:endpoint/:id/show").map((operation) => [
        operation["x-mandor-screen"],
        operation,
      ]),
    );
    expect(lists.length).toBeGreaterThan(30);
    const found: string[] = [];
    let shown = 0;
    for (const list of lists) {
      const page = await app.inject({ url: `${list.path}?limit=3`, headers });
      expect(page.statusCode, `${list.path}: ${page.body}`).toBe(200);
      const body = page.json() as { data: { id: string | number }[] };
      found.push(...problems(list, body).map((problem) => `${list.path} ${problem}`));
      const show = shows.get(list["x-mandor-screen"]);
      const first = body.data[0];
      if (!show || !first) continue;
      const url = show.path.replace("{id}", encodeURIComponent(first.id));
      const record = await app.inject({ url, headers });
      expect(record.statusCode, `${url}: ${record.body}`).toBe(200);
      found.push(...problems(show, record.json()).map((problem) => `${url} ${problem}`));
      shown += 1;
    }
    expect(found).toEqual([]);
    expect(shown).toBeGreaterThan(20);
  });

  it("refuse an answer with a value of the wrong type", async () => {
    const [list] = ofRoute("/api/:endpoint/list").filter((operation) =>
      operation.path.startsWith("/api/m-skills/"),
    );
    if (!list) throw new Error("no m-skills list");
    const body = (await app.inject({ url: `${list.path}?limit=1`, headers })).json() as {
      data: Record<string, unknown>[];
    };
    expect(problems(list, body)).toEqual([]);
    const [first] = body.data;
    expect(first).toBeDefined();
    expect(problems(list, { ...body, data: [{ ...first, name: 42 }] })).not.toEqual([]);
    expect(problems(list, { ...body, data: [{ ...first, undocumented: 1 }] })).not.toEqual([]);
  });
});
