/**
 * Values for a JSON Schema (the subset the route schemas, the adapter's forms and an OpenAPI
 * document use): `validValue` draws values that mostly pass it, `fuzzedValue` mostly-valid
 * values with mutations at every level — a wrong type, a hostile value, a required property left
 * out, hostile extra properties, something other than an object where one is expected.
 */
import fc from "fast-check";
import { HOSTILE_TEXTS, hostileKey, hostileValue, objectWith, Repeated } from "./hostile-values";

export type JsonSchema = Record<string, unknown>;

const MAX_DEPTH = 4;
const SAMPLE_OF_KIND: Record<string, unknown[]> = {
  string: ["12", "", "x"],
  integer: [12, 0, -7],
  number: [1.5, -0.25],
  boolean: [true, false],
  null: [null],
  array: [[], ["a"], [1, 2]],
  object: [{}, { a: 1 }],
};

const asSchemas = (value: unknown): JsonSchema[] =>
  Array.isArray(value) ? value.filter((item): item is JsonSchema => isSchema(item)) : [];
const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The JSON types a schema admits (its `type`, or what its keywords imply). */
function typesOf(schema: JsonSchema): string[] {
  const type = schema.type;
  if (typeof type === "string") return [type];
  if (Array.isArray(type)) return type.map(String);
  if (schema.properties || schema.additionalProperties) return ["object"];
  if (schema.items) return ["array"];
  return [];
}

function withoutAlternatives(schema: JsonSchema): JsonSchema {
  const { oneOf: _oneOf, anyOf: _anyOf, allOf: _allOf, ...rest } = schema;
  return rest;
}

/** `allOf` merged into one schema (properties and requirements joined). */
function flattened(schema: JsonSchema): JsonSchema {
  const parts = asSchemas(schema.allOf).map(flattened);
  if (parts.length === 0) return schema;
  const merged: JsonSchema = Object.assign(withoutAlternatives(schema), ...parts);
  merged.properties = Object.assign({}, schema.properties, ...parts.map((part) => part.properties));
  merged.required = [schema, ...parts].flatMap((part) => (part.required as string[]) ?? []);
  return merged;
}

/** Texts matching a pattern; building one costs milliseconds, so each pattern's is kept. */
const MATCHING = new Map<string, fc.Arbitrary<string> | null>();

function matchingText(pattern: string): fc.Arbitrary<string> | null {
  if (!MATCHING.has(pattern)) {
    let arbitrary: fc.Arbitrary<string> | null = null;
    try {
      arbitrary = fc.stringMatching(new RegExp(pattern));
    } catch {
      // A pattern JavaScript cannot read: plain text then.
    }
    MATCHING.set(pattern, arbitrary);
  }
  return MATCHING.get(pattern) ?? null;
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.max(minLength, Math.min(Number(schema.maxLength ?? 40), 60));
  const format = schema.format;
  if (format === "date") {
    return fc
      .date({ min: new Date("1990-01-01"), max: new Date("2040-12-31"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (format === "date-time") {
    return fc
      .date({ min: new Date("1990-01-01"), max: new Date("2040-12-31"), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (format === "time") {
    return fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
  }
  if (format === "email") return fc.emailAddress();
  if (format === "uri" || format === "url") return fc.webUrl();
  if (typeof schema.pattern === "string") {
    const matching = matchingText(schema.pattern);
    if (matching) {
      return matching.filter(
        (text) => text.length >= minLength && text.length <= Number(schema.maxLength ?? 1e9),
      );
    }
  }
  // Hostile texts that fit the length pass validation and reach the database.
  const fitting = HOSTILE_TEXTS.filter(
    (text) => text.length >= minLength && text.length <= Number(schema.maxLength ?? 1e9),
  );
  const plain = fc.string({ minLength, maxLength });
  return fitting.length > 0
    ? fc.oneof(
        { weight: 3, arbitrary: plain },
        { weight: 1, arbitrary: fc.constantFrom(...fitting) },
      )
    : plain;
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = Number(schema.minimum ?? schema.exclusiveMinimum ?? -1e6);
  const high = Number(schema.maximum ?? schema.exclusiveMaximum ?? 1e9);
  const min = Math.max(low + (schema.exclusiveMinimum !== undefined ? 1 : 0), -(2 ** 53 - 1));
  const max = Math.min(high - (schema.exclusiveMaximum !== undefined ? 1 : 0), 2 ** 53 - 1);
  if (integer)
    return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  return fc
    .integer({ min: Math.ceil(min) * 100, max: Math.max(Math.ceil(min), Math.floor(max)) * 100 })
    .map((cents) => cents / 100);
}

function arrayValue(schema: JsonSchema, depth: number, fuzz: boolean): fc.Arbitrary<unknown[]> {
  const items = isSchema(schema.items) ? schema.items : {};
  const minLength = Number(schema.minItems ?? 0);
  const maxLength = Math.max(minLength, Math.min(Number(schema.maxItems ?? 4), 6));
  const item = fuzz ? fuzzedValue(items, depth + 1) : validValue(items, depth + 1);
  return fc.array(item, { minLength, maxLength });
}

function objectValue(schema: JsonSchema, depth: number, fuzz: boolean): fc.Arbitrary<object> {
  const properties = (isSchema(schema.properties) ? schema.properties : {}) as Record<
    string,
    JsonSchema
  >;
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const entries = Object.entries(properties).map(([key, property]) => {
    const value = fuzz ? fuzzedValue(property, depth + 1) : validValue(property, depth + 1);
    // A required property is sometimes left out, an optional one often.
    const presence = required.has(key) ? (fuzz ? 0.9 : 1) : 0.5;
    return fc
      .tuple(fc.double({ min: 0, max: 1, noNaN: true }), value)
      .map(([roll, item]) => (roll <= presence ? ([[key, item]] as [string, unknown][]) : []));
  });
  const additional = schema.additionalProperties;
  const extras: fc.Arbitrary<[string, unknown][]> = isSchema(additional)
    ? fc.array(
        fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), validValue(additional, depth + 1)),
        {
          maxLength: 3,
        },
      )
    : fc.constant([]);
  const hostileExtras: fc.Arbitrary<[string, unknown][]> = fuzz
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constant<[string, unknown][]>([]) },
        {
          weight: 1,
          arbitrary: fc.array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 3 }),
        },
      )
    : fc.constant([]);
  return fc
    .tuple(fc.tuple(...entries), extras, hostileExtras)
    .map(([parts, more, hostile]) => objectWith([...parts.flat(), ...more, ...hostile]));
}

/** A value that passes `schema`, as far as this subset of JSON Schema can tell. */
export function validValue(given: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = flattened(given);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = [...asSchemas(schema.oneOf), ...asSchemas(schema.anyOf)];
  if (alternatives.length > 0) {
    const base = withoutAlternatives(schema);
    return fc.oneof(...alternatives.map((part) => validValue({ ...base, ...part }, depth)));
  }
  if (depth > MAX_DEPTH) return fc.constant(null);
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 1 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case "string":
          return stringValue(schema);
        case "integer":
          return numberValue(schema, true);
        case "number":
          return numberValue(schema, false);
        case "boolean":
          return fc.boolean();
        case "array":
          return arrayValue(schema, depth, false);
        case "object":
          return objectValue(schema, depth, false);
        default:
          return fc.constant(null);
      }
    }),
  );
}

/** A value of a kind `schema` does not admit. */
export function wrongKind(schema: JsonSchema): fc.Arbitrary<unknown> {
  const admitted = new Set(typesOf(schema));
  if (admitted.has("number")) admitted.add("integer");
  const others = Object.entries(SAMPLE_OF_KIND)
    .filter(([kind]) => !admitted.has(kind))
    .flatMap(([, samples]) => samples);
  return fc.constantFrom(...others);
}

/** Values just past the schema's edges: one over a bound, a near-miss of a choice or a day. */
export function edgeValues(schema: JsonSchema): unknown[] {
  const edges: unknown[] = [];
  const number = (key: string) =>
    typeof schema[key] === "number" ? (schema[key] as number) : undefined;
  const [minimum, maximum] = [number("minimum"), number("maximum")];
  if (minimum !== undefined) edges.push(minimum, minimum - 1);
  if (maximum !== undefined) edges.push(maximum, maximum + 1);
  const [minLength, maxLength] = [number("minLength"), number("maxLength")];
  if (minLength) edges.push("x".repeat(minLength - 1));
  if (maxLength !== undefined && maxLength < 100_000) edges.push("x".repeat(maxLength + 1));
  const [minItems, maxItems] = [number("minItems"), number("maxItems")];
  if (minItems) edges.push([]);
  if (maxItems !== undefined) edges.push(new Repeated(1, maxItems + 1));
  for (const choice of Array.isArray(schema.enum) ? schema.enum : []) {
    if (typeof choice === "string") edges.push(choice.toUpperCase(), ` ${choice}`, `${choice}\n`);
    if (typeof choice === "number") edges.push(String(choice), choice + 0.5);
  }
  if (schema.format === "date" || typeof schema.pattern === "string") {
    edges.push("2024-02-30", "2023-02-29", "0000-01-01", "2024-1-1", "20240101");
  }
  if (schema.format === "date-time")
    edges.push("2024-02-30T10:00:00Z", "2024-01-01T24:00:00+25:00");
  return edges;
}

/** Mostly a valid value, mutated at any level. */
export function fuzzedValue(given: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const edges = edgeValues(given);
  return fc.oneof(
    { weight: 3, arbitrary: validValue(given, depth) },
    { weight: 8, arbitrary: fittingValue(flattened(given), depth) },
    { weight: 1, arbitrary: edges.length > 0 ? fc.constantFrom(...edges) : wrongKind(given) },
    { weight: 1, arbitrary: wrongKind(given) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** A value of the schema's shape whose parts may be mutated. */
function fittingValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const alternatives = [...asSchemas(schema.oneOf), ...asSchemas(schema.anyOf)];
  if (alternatives.length > 0) {
    const base = withoutAlternatives(schema);
    return fc.oneof(
      ...alternatives.map((part) => fittingValue(flattened({ ...base, ...part }), depth)),
    );
  }
  const types = typesOf(schema);
  if (depth > MAX_DEPTH || !types.some((type) => type === "object" || type === "array")) {
    return validValue(schema, depth);
  }
  return fc.oneof(
    ...types.map((type) =>
      type === "object"
        ? objectValue(schema, depth, true)
        : type === "array"
          ? arrayValue(schema, depth, true)
          : validValue({ ...schema, type }, depth),
    ),
  );
}
