/**
 * What a hostile or careless client sends instead of a value: texts with SQL and HTML
 * metacharacters, NUL bytes and unpaired surrogates, numbers at the edges of every range,
 * MongoDB-style operator objects, prototype keys, and — as markers, so a megabyte is not held
 * by the generator — deeply nested and oversized JSON, written out by `toJson`.
 */
import fc from "fast-check";

/** Texts no field should choke on. None of them contains what the leak checks look for. */
export const HOSTILE_TEXTS: readonly string[] = [
  "",
  " ",
  "'",
  '"',
  "\\",
  "`",
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "1' union select password_hash from users --",
  "'); --",
  "%",
  "_",
  "$1",
  ":id",
  "?",
  "$$",
  "/*",
  "*/",
  "' || pg_sleep(0) || '",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "&lt;b&gt;",
  "<!--",
  "]]>",
  "{{7*7}}",
  // Written in two, so that it is not taken for a forgotten template placeholder.
  "$" + "{7*7}",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "\udc00\ud800",
  "\r\n",
  "\t",
  "\u202eevil",
  "\u200b",
  "\ufeff",
  "😀",
  "é",
  "null",
  "undefined",
  "true",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-0",
  "0x10",
  "9007199254740993",
  "99999999999999999999",
  "32768",
  "-32769",
  "2147483648",
  "-1",
  "0",
  "1.5",
  "2024-02-30",
  "2023-02-29",
  "2024-1-1",
  "0000-00-00",
  "9999-12-31",
  "2024-13-01T25:61:61Z",
  "24:00:99",
  "1 fortnight",
  "{1,2}",
  "{",
  "[1]",
  '{"a":1}',
  "a,b",
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "300.1.1.1/99",
  "../../etc/passwd",
  "..%2f..%2f",
  "%00",
  "file:///etc/passwd",
  "javascript:alert(1)",
  "%s%n",
  "password_hash",
  "token_hash",
  "__proto__",
  "constructor",
];

/** Property names a body or a query should never be steered by. */
export const HOSTILE_KEYS: readonly string[] = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "$gt",
  "$where",
  "a.b",
  "a[0]",
  "password_hash",
  "token_hash",
  "id",
  "created_by",
  "updated_at",
  "role_id",
  "",
  " ",
  '"',
  "'; DROP TABLE users; --",
  "\u0000",
  "\ud800",
  "k".repeat(300),
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  -0,
  0.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
];

/** A JSON value nested `depth` levels deep (arrays or objects), written out as text. */
export class Nested {
  constructor(
    readonly depth: number,
    readonly shape: "array" | "object",
  ) {}
}

/** `count` copies of `item` in an array, written out as text. */
export class Repeated {
  constructor(
    readonly item: unknown,
    readonly count: number,
  ) {}
}

/** An object holding `key` as its own property, even `__proto__`. */
export function objectWith(entries: readonly [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

const operatorObject = fc.constantFrom<unknown>(
  { $gt: 0 },
  { $ne: null },
  { $in: [1, 2] },
  { $regex: ".*" },
  { $where: "1" },
  objectWith([["__proto__", { admin: true }]]),
  objectWith([["constructor", { prototype: { admin: true } }]]),
  {},
  [],
  [null],
);

export const hostileText = fc.constantFrom(...HOSTILE_TEXTS);
export const hostileKey = fc.constantFrom(...HOSTILE_KEYS);

/** A long text: within most limits, past every column's, or past the body limit. */
export const longText = fc
  .constantFrom(256, 4_097, 70_000, 1_100_000)
  .chain((size) => fc.constantFrom("x", "é", "'", "<").map((unit) => unit.repeat(size)));

/** Any value of a kind a field may not expect, small or huge. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: operatorObject },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false) },
  { weight: 1, arbitrary: longText },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 2, max: 100_000 }), fc.constantFrom("array", "object"))
      .map(([depth, shape]) => new Nested(depth, shape as Nested["shape"])),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom<unknown>(1, "x", null, {}), fc.integer({ min: 0, max: 200_000 }))
      .map(([item, count]) => new Repeated(item, count)),
  },
);

/** JSON text of a value that may hold markers; `JSON.stringify` would overflow on a deep one. */
export function toJson(value: unknown): string {
  if (value instanceof Nested) {
    const [open, close] = value.shape === "array" ? ["[", "]"] : ['{"a":', "}"];
    return `${open.repeat(value.depth)}1${close.repeat(value.depth)}`;
  }
  if (value instanceof Repeated) {
    return `[${Array(value.count).fill(toJson(value.item)).join(",")}]`;
  }
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  if (value && typeof value === "object") {
    const parts = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`,
    );
    return `{${parts.join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The text a query or path carries for a value (markers as their JSON). */
export function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Nested || value instanceof Repeated) return toJson(value).slice(0, 10_000);
  return typeof value === "object" && value !== null ? toJson(value) : String(value);
}
