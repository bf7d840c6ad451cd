/**
 * The document matches what the server accepts, in both directions, for every screen of the
 * super-admin's document: a body drawn as valid by a create's (and an update's) request schema
 * is saved (2xx); the same body without a required field, or with a field of the wrong type,
 * is refused (4xx); every documented query parameter of a list, with a value drawn from its
 * schema, is accepted, and a sort column the document does not list is refused.
 *
 * Valid bodies follow the document's annotations the way a client must (valid-body.ts); a
 * required reference to a table with no rows yet waits until the screen whose `x-mandor-model`
 * is that table made some. OPENAPI_RUNS (default 1) sets how many valid bodies are drawn per
 * screen.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/server/config";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";
import {
  type BodySource,
  changeable,
  narrowed as narrowedBy,
  propertiesOf,
  updatableFields,
  uploadAs,
  validBody,
  validUpdate,
} from "./valid-body";
import { type Schema, typesOf, validValue } from "./valid-value";

const RUNS = Number(process.env.OPENAPI_RUNS ?? 1);
const SEED = Number(process.env.OPENAPI_SEED ?? 20_260_517);

interface Operation {
  "x-mandor-route": string;
  "x-mandor-screen"?: string;
  "x-mandor-model"?: string;
  parameters: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

let env: SchemaApp;
let dataDir: string;
let operations: { path: string; method: string; operation: Operation }[];
let source: BodySource;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "mandor-openapi-"));
  const defaults = loadConfig({});
  env = await startSchemaApp({
    files: { ...defaults.files, uploadsDir: join(dataDir, "uploads") },
    outboxDir: join(dataDir, "outbox"),
  });
  const response = await env.app.inject({ url: "/api/openapi.json", headers: env.as("root") });
  const doc = response.json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
  source = { db: env.database.db, upload: uploadAs(env.app, env.as("root")) };
});

afterAll(async () => {
  await env?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ofRoute = (route: string) =>
  operations.filter(({ operation }) => operation["x-mandor-route"] === route);
const bodyOf = (operation: Operation) =>
  operation.requestBody?.content["application/json"]?.schema as Schema;

const narrowed = (schema: Schema, model: string, self?: unknown) =>
  narrowedBy(source, schema, model, self);

/** A value of none of the JSON types the property admits. */
function wrongValue(property: Schema): unknown {
  const types = typesOf(property);
  const candidates: [string, unknown][] = [
    ["object", { wrong: true }],
    ["array", ["wrong"]],
    ["boolean", true],
    ["string", "not-a-number"],
  ];
  return candidates.find(([type]) => !types.includes(type))?.[1];
}

async function send(method: string, url: string, payload: unknown) {
  return env.app.inject({
    method: method as "POST",
    url,
    payload: payload as object,
    headers: env.as("root", "en"),
  });
}

describe("create and update of every screen", () => {
  it("save a body valid by the document and refuse one missing a field or with a wrong type", async () => {
    const creates = ofRoute("/api/:endpoint/create");
    expect(creates.length).toBeGreaterThan(20);
    const updates = new Map(
      ofRoute("/api/:endpoint/update").map((entry) => [entry.operation["x-mandor-screen"], entry]),
    );
    const pending = [...creates];
    const saved: string[] = [];
    let seed = SEED;
    // Screens whose required references have no rows yet wait until another screen made some.
    for (let round = 0; pending.length > 0 && round < creates.length; round += 1) {
      for (const entry of [...pending]) {
        const schema = await narrowed(bodyOf(entry.operation), modelOf(entry.operation));
        if (!schema) continue;
        pending.splice(pending.indexOf(entry), 1);
        for (let run = 0; run < RUNS; run += 1) {
          seed += 1;
          const drawn = validBody(await narrowedAgain(entry.operation, run, schema), seed);
          const screen = String(entry.operation["x-mandor-screen"]);
          const body = run === 0 ? changeable(screen, drawn) : drawn;
          const created = await send("POST", entry.path, body);
          expect(created.statusCode, `${entry.path} ${JSON.stringify(body)}: ${created.body}`).toBe(
            200,
          );
          saved.push(entry.path);
          if (run === 0) {
            await refusesInvalid(entry.path, "POST", body, schema);
            const update = updates.get(entry.operation["x-mandor-screen"]);
            if (update) await updates_(update, created.json().data, seed);
          }
        }
      }
    }
    expect(pending.map((entry) => entry.path)).toEqual([]);
    expect(saved.length).toBe(creates.length * RUNS);
  });
});

/** Every further run needs its own uploads and sees the rows the runs before made. */
async function narrowedAgain(operation: Operation, run: number, first: Schema): Promise<Schema> {
  return run === 0 ? first : ((await narrowed(bodyOf(operation), modelOf(operation))) ?? first);
}

const modelOf = (operation: Operation) => String(operation["x-mandor-model"]);

async function refusesInvalid(
  url: string,
  method: string,
  body: Record<string, unknown>,
  schema: Schema,
) {
  for (const name of (schema.required ?? []) as string[]) {
    const { [name]: _left, ...without } = body;
    const response = await send(method, url, without);
    expect(response.statusCode, `${url} without ${name}: ${response.body}`).toBeGreaterThanOrEqual(
      400,
    );
    expect(response.statusCode).toBeLessThan(500);
  }
  for (const [name, property] of Object.entries(propertiesOf(schema))) {
    const wrong = wrongValue(property);
    if (wrong === undefined) continue;
    const response = await send(method, url, { ...body, [name]: wrong });
    expect(
      response.statusCode,
      `${url} ${name}=${JSON.stringify(wrong)}: ${response.body}`,
    ).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  }
}

async function updates_(
  entry: { path: string; operation: Operation },
  record: Record<string, unknown>,
  seed: number,
) {
  const schema = await narrowed(bodyOf(entry.operation), modelOf(entry.operation), record.id);
  if (!schema) return;
  const fields = updatableFields(schema);
  const body = validUpdate(schema, record, seed);
  const response = await send("PUT", entry.path, body);
  expect(response.statusCode, `${entry.path} ${JSON.stringify(body)}: ${response.body}`).toBe(200);
  const [name, property] =
    Object.entries(fields).find(([, candidate]) => wrongValue(candidate) !== undefined) ?? [];
  if (!name || !property) return;
  const refused = await send("PUT", entry.path, {
    ...body,
    updated_at: response.json().data.updated_at,
    [name]: wrongValue(property),
  });
  expect(refused.statusCode, `${entry.path} ${name}: ${refused.body}`).toBeGreaterThanOrEqual(400);
  expect(refused.statusCode).toBeLessThan(500);
}

describe("list query parameters of every screen", () => {
  it("accept every documented parameter and refuse an undocumented sort column", async () => {
    const lists = ofRoute("/api/:endpoint/list").filter(
      ({ operation }) => operation["x-mandor-screen"],
    );
    expect(lists.length).toBeGreaterThan(30);
    let seed = SEED;
    for (const { path, operation } of lists) {
      const query = operation.parameters.filter((parameter) => parameter.in === "query");
      const all = new URLSearchParams();
      for (const parameter of query) {
        seed += 1;
        const [value] = fc.sample(validValue(parameter.schema), { numRuns: 1, seed });
        const one = new URLSearchParams();
        for (const item of [value].flat()) {
          one.append(parameter.name, String(item));
          all.append(parameter.name, String(item));
        }
        const response = await env.app.inject({
          url: `${path}?${one}`,
          headers: env.as("root", "en"),
        });
        expect(response.statusCode, `${path}?${one}: ${response.body}`).toBe(200);
      }
      const together = await env.app.inject({
        url: `${path}?${all}`,
        headers: env.as("root", "en"),
      });
      expect(together.statusCode, `${path}?${all}: ${together.body}`).toBe(200);
      // A day the document's pattern leaves out, as PostgreSQL does: refused, never a 500.
      for (const parameter of query.filter(({ schema }) => takesDays(schema))) {
        const impossible = await env.app.inject({
          url: `${path}?${parameter.name}=2024-02-31`,
          headers: env.as("root", "en"),
        });
        expect(impossible.statusCode, `${path}?${parameter.name}=2024-02-31`).toBe(400);
      }
      const sortable = query.find((parameter) => parameter.name === "sort_by")?.schema
        .enum as string[];
      expect(sortable.length).toBeGreaterThan(0);
      const unknown = await env.app.inject({
        url: `${path}?sort_by=not_a_column`,
        headers: env.as("root", "en"),
      });
      expect(unknown.statusCode, path).toBe(400);
    }
  });
});

/** A parameter of calendar days: its pattern takes 28 February and not 31 February. */
function takesDays(schema: Schema): boolean {
  const own = (schema.items as Schema | undefined) ?? schema;
  if (typeof own.pattern !== "string") return false;
  const pattern = new RegExp(own.pattern, "u");
  return pattern.test("2024-02-28") && !pattern.test("2024-02-31");
}
