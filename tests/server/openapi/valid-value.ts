/**
 * Values a JSON Schema of the OpenAPI document calls valid, drawn with fast-check: the subset
 * the document uses (type lists, enum, bounds, lengths, pattern, the formats date, date-time,
 * email and uri, multipleOf, arrays and objects with their required properties). Strings stay
 * free of NUL and unpaired surrogates (the server refuses those everywhere, as the document's
 * description says), and required text is never blank.
 */
import fc from "fast-check";

export type Schema = Record<string, unknown>;

const TYPES = ["string", "integer", "number", "boolean", "null", "array", "object"] as const;

export function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (typeof schema.type === "string") return [schema.type];
  return [...TYPES];
}

export function validValue(schema: Schema): fc.Arbitrary<unknown> {
  const parts = (schema.allOf ?? []) as Schema[];
  if (parts.length === 0) return ownValue(schema);
  // The document's allOf only adds patterns to a text (a required text is not blank).
  const patterns = parts.map((part) => new RegExp(String(part.pattern ?? ""), "u"));
  return ownValue(schema).filter(
    (value) => typeof value !== "string" || patterns.every((pattern) => pattern.test(value)),
  );
}

function ownValue(schema: Schema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const kinds = typesOf(schema).filter((type) => type !== "null");
  const arbitraries = kinds.map((kind) => ofKind(kind, schema));
  const nullable = typesOf(schema).includes("null");
  if (arbitraries.length === 0) return fc.constant(null);
  return nullable ? fc.oneof(...arbitraries, fc.constant(null)) : fc.oneof(...arbitraries);
}

function ofKind(kind: string, schema: Schema): fc.Arbitrary<unknown> {
  switch (kind) {
    case "integer":
      return fc.integer({ min: lower(schema, -1_000_000, 1), max: upper(schema, 1_000_000, 1) });
    case "number":
      return numberValue(schema);
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(validValue((schema.items as Schema | undefined) ?? { type: "string" }), {
        minLength: Number(schema.minItems ?? 0),
        maxLength: Math.min(Number(schema.maxItems ?? 3), 3),
      });
    case "object":
      return objectValue(schema);
    default:
      return stringValue(schema);
  }
}

function lower(schema: Schema, fallback: number, step: number): number {
  if (typeof schema.exclusiveMinimum === "number") return schema.exclusiveMinimum + step;
  return Math.max(typeof schema.minimum === "number" ? schema.minimum : fallback, -1e12);
}

function upper(schema: Schema, fallback: number, step: number): number {
  if (typeof schema.exclusiveMaximum === "number") return schema.exclusiveMaximum - step;
  return Math.min(typeof schema.maximum === "number" ? schema.maximum : fallback, 1e12);
}

/** Numbers with at most the places `multipleOf` allows (hundredths by default). */
function numberValue(schema: Schema): fc.Arbitrary<number> {
  const step = typeof schema.multipleOf === "number" ? schema.multipleOf : 0.01;
  const scale = Math.round(1 / step);
  const min = Math.ceil(lower(schema, -1_000_000, step) * scale);
  const max = Math.floor(upper(schema, 1_000_000, step) * scale);
  return fc.integer({ min, max }).map((units) => units / scale);
}

function stringValue(schema: Schema): fc.Arbitrary<string> {
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.min(Number(schema.maxLength ?? 40), 40);
  const fits = (text: string) =>
    [...text].length >= minLength && [...text].length <= Number(schema.maxLength ?? Infinity);
  const dates = fc.date({
    min: new Date("1990-01-01T00:00:00Z"),
    max: new Date("2040-12-31T00:00:00Z"),
    noInvalidDate: true,
  });
  if (schema.format === "date") return dates.map((date) => date.toISOString().slice(0, 10));
  if (schema.format === "date-time") return dates.map((date) => date.toISOString());
  if (schema.format === "email") {
    return fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9]{2,12}$/), fc.stringMatching(/^[a-z]{3,10}$/))
      .map(([name, host]) => `${name}@${host}.example`)
      .filter(fits);
  }
  if (schema.format === "uri") {
    return fc.stringMatching(/^[a-z]{3,12}$/).map((host) => `https://${host}.example/`);
  }
  if (typeof schema.pattern === "string") {
    return fc.stringMatching(new RegExp(schema.pattern, "u")).filter(fits);
  }
  return fc
    .string({
      unit: "grapheme",
      minLength: Math.max(minLength, 1),
      maxLength: Math.max(maxLength, 1),
    })
    .filter(
      (text) => fits(text) && /\S/u.test(text) && text.isWellFormed() && !text.includes("\0"),
    );
}

function objectValue(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  if (Object.keys(properties).length === 0) return fc.constant({});
  return fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, validValue(property)]),
    ),
    { requiredKeys: required.filter((name) => name in properties) },
  );
}
