/**
 * Bodies the server saves, drawn from a create's or an update's request schema in the OpenAPI
 * document the way a careful client fills the form: a field with an `exists:<table>,<column>`
 * rule takes a value of that table (of the rows the caller may name, when the source narrows
 * them, and always when it places the record), a `unique:` one a value not taken yet, an `x-mandor-upload` one the stored name of a
 * file uploaded there, an `x-mandor-trimmed` one no surrounding spaces, a numeric one a value its
 * column holds. Used by accepts.db.test.ts and the request chains of the API fuzzer.
 */
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Db } from "../../../src/server/db/connect";
import { multipart } from "../crud/transfer-app";
import { SAMPLES } from "../files/sample-files";
import { type Schema, validValue } from "./valid-value";

/** Where a body's annotated fields find their values. */
export interface BodySource {
  db: Db;
  /**
   * The values a reference to `table.column` may take: every row's unless given (a caller
   * scoped to a department names only that department's rows).
   */
  references?(table: string, column: string): Promise<unknown[]>;
  /**
   * Whether a reference to `table` places the record (in a department, a project): such a
   * reference is always filled, so that the record is where the source's rows are.
   */
  places?(table: string): boolean;
  /** Uploads a file at `path` (an `x-mandor-upload`), answering its stored name. */
  upload(path: string): Promise<string>;
}

export const propertiesOf = (schema: Schema) => (schema.properties ?? {}) as Record<string, Schema>;

/** A rule of a field's `x-mandor-rules`, e.g. `exists` → ["projects", "id"]. */
function ruleArgs(property: Schema, name: string): [string, string] | undefined {
  const rules = (property["x-mandor-rules"] ?? []) as string[];
  const rule = rules.find((text) => text.startsWith(`${name}:`));
  const [table = "", column = ""] = rule?.slice(name.length + 1).split(",") ?? [];
  return rule ? [table, column] : undefined;
}

export async function columnValues(db: Db, table: string, column: string): Promise<unknown[]> {
  const { rows } = await sql<{ value: unknown }>`
    SELECT ${sql.ref(column)} AS value FROM ${sql.table(table)}
    WHERE ${sql.ref(column)} IS NOT NULL`.execute(db);
  return rows.map((row) => row.value);
}

/** An upload of a small PNG as the caller `headers` sign in, through `app`. */
export function uploadAs(app: FastifyInstance, headers: Record<string, string>) {
  return async (path: string): Promise<string> => {
    const body = multipart([{ field: "file", filename: "foto.png", content: SAMPLES.png }]);
    const response = await app.inject({
      method: "POST",
      url: path,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    if (response.statusCode !== 200) {
      throw new Error(`upload to ${path}: ${response.statusCode} ${response.body}`);
    }
    return response.json().data.filename;
  };
}

const same = (value: unknown) => String(value).toLowerCase();

/**
 * The schema of a body with each annotated field narrowed to what the database holds: the
 * referenced rows, values not taken (none: undefined when the field is required, left out
 * when not), a fresh upload. `self` is the id of the record an update changes.
 */
export async function narrowed(
  source: BodySource,
  schema: Schema,
  model: string,
  self?: unknown,
): Promise<Schema | undefined> {
  const properties: Record<string, Schema> = {};
  const required = new Set((schema.required ?? []) as string[]);
  const limits = await numericLimits(source.db, model);
  const referable = (table: string, column: string) =>
    source.references ? source.references(table, column) : columnValues(source.db, table, column);
  for (const [name, raw] of Object.entries(propertiesOf(schema))) {
    const property = limits[name] ? within(raw, limits[name]) : raw;
    const exists = ruleArgs(property, "exists");
    const unique = ruleArgs(property, "unique");
    const taken = unique
      ? new Set((await columnValues(source.db, ...unique)).map(same))
      : new Set();
    // A choice among values, all of them taken, is no choice (a unique blood type).
    const open = Array.isArray(property.enum)
      ? property.enum.filter((value) => !taken.has(same(value)))
      : undefined;
    if (exists) {
      if (source.places?.(exists[0])) required.add(name);
      // A record may not refer to itself (a worker is not their own foreman: a CHECK).
      const free = (await referable(...exists)).filter(
        (value) => !taken.has(same(value)) && !(exists[0] === model && same(value) === same(self)),
      );
      if (free.length === 0 && required.has(name)) return undefined;
      if (free.length > 0) properties[name] = { ...property, enum: free.map(Number) };
    } else if (typeof property["x-mandor-upload"] === "string") {
      properties[name] = { enum: [await source.upload(property["x-mandor-upload"])] };
    } else if (open?.length === 0) {
      if (required.has(name)) return undefined;
    } else {
      properties[name] = {
        ...property,
        ...(open ? { enum: open } : {}),
        ...(unique ? { "x-taken": taken } : {}),
      };
    }
  }
  return { ...schema, properties, required: [...required].filter((name) => name in properties) };
}

/** A body valid by a `narrowed` schema, drawn reproducibly from `seed`. */
export function validBody(schema: Schema, seed: number): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(propertiesOf(schema)).map(([name, property]) => {
      const taken = property["x-taken"] as Set<string> | undefined;
      const trimmed = property["x-mandor-trimmed"] === true;
      const value = validValue(property).filter(
        (drawn) =>
          !taken?.has(same(drawn)) &&
          !(trimmed && typeof drawn === "string" && drawn !== drawn.trim()),
      );
      return [name, value];
    }),
  );
  const [body] = fc.sample(
    fc.record(properties, { requiredKeys: (schema.required ?? []) as string[] }),
    { numRuns: 1, seed },
  );
  return acrossFields(body ?? {});
}

/** An update's fields a client may change: all but the record's id, version and base. */
export function updatableFields(schema: Schema): Record<string, Schema> {
  const { id: _id, updated_at: _version, $base: _base, ...fields } = propertiesOf(schema);
  return fields;
}

/** An update of `record` valid by a `narrowed` update schema: some fields, its id and version. */
export function validUpdate(
  schema: Schema,
  record: Record<string, unknown>,
  seed: number,
): Record<string, unknown> {
  const drawn = validBody({ ...schema, properties: updatableFields(schema), required: [] }, seed);
  return { ...drawn, id: record.id, updated_at: record.updated_at };
}

/**
 * Combinations the database refuses that no one field's schema states (CHECK constraints over
 * two columns, reported for the adapter to learn): a range's end before its start, a map
 * point with one coordinate.
 */
function acrossFields(body: Record<string, unknown>): Record<string, unknown> {
  const fixed = { ...body };
  for (const [start, end] of [
    ["start_date", "end_date"],
    ["check_in_at", "check_out_at"],
  ] as const) {
    const [from, to] = [fixed[start], fixed[end]];
    if (typeof from === "string" && typeof to === "string" && to < from) {
      fixed[start] = to;
      fixed[end] = from;
    }
  }
  if ((fixed.lat == null) !== (fixed.lng == null)) {
    fixed.lat = null;
    fixed.lng = null;
  }
  return fixed;
}

/**
 * States the database keeps a record from changing in, which no schema states, by screen: a
 * record to be changed is made in a state that allows it.
 */
const CHANGEABLE: Record<string, (body: Record<string, unknown>) => Record<string, unknown>> = {
  // A published user agreement is locked (migration 0020): the one updated is a draft.
  "config-user-agreements": (body) => ({ ...body, published_at: null }),
};

/** `body` made in a state its screen's records may still be changed (and deleted) in. */
export const changeable = (screen: string, body: Record<string, unknown>) =>
  CHANGEABLE[screen]?.(body) ?? body;

/**
 * The largest value of each numeric(p,s) column, 10^(p-s): the model's metadata does not carry
 * a column's precision, so neither does the document (reported), and the database refuses a
 * larger value with 422. A careful client keeps below it.
 */
async function numericLimits(db: Db, table: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ column: string; precision: number; scale: number }>`
    SELECT column_name AS column, numeric_precision AS precision, numeric_scale AS scale
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table}
      AND data_type = 'numeric' AND numeric_precision IS NOT NULL`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.column, 10 ** (row.precision - row.scale)]));
}

function within(property: Schema, limit: number): Schema {
  const maximum = typeof property.maximum === "number" ? property.maximum : Infinity;
  const minimum = typeof property.minimum === "number" ? property.minimum : -Infinity;
  return {
    ...property,
    maximum: Math.min(maximum, limit - 1),
    minimum: Math.max(minimum, 1 - limit),
  };
}
