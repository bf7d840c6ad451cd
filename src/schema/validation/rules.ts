/**
 * Every validation rule Mandor knows, in one typed table: what its argument looks like, which
 * value kinds it applies to, and how it is enforced — JSON Schema keywords (checked by ajv in
 * the browser and on the server alike), a pure check (lock periods, confirmation), or a
 * database look-up (unique, exists; server only). Names follow the model metadata (Laravel
 * style: max, in, regex, exists, unique…) and the spec's catalogue (vee-validate style: alpha,
 * digits, min_value, between…).
 */
import type { ValueKind } from "../overlay/field-types";
import type { MessageKey } from "./messages";

/** How a rule's argument is read; a rule written otherwise is a problem in the overlay. */
export type ArgShape =
  | "none"
  | "number"
  | "one-or-two-numbers"
  | "two-numbers"
  | "list"
  | "text"
  | "field"
  | "field-values"
  | "table-column";

/** Rules that compare a field with another field of the same form. */
export type CrossFieldCheck =
  | "after"
  | "after_or_equal"
  | "before"
  | "before_or_equal"
  | "required_if"
  | "required_unless"
  | "required_with"
  | "required_without";

export type CheckName =
  | "confirmed"
  | "lock-periode"
  | "lock-day"
  | "decimal"
  | "range-order"
  | CrossFieldCheck;
export type DatabaseRule = "unique" | "exists";
export type Keywords = Record<string, unknown>;

export interface RuleDef {
  args: ArgShape;
  kinds: readonly ValueKind[];
  /** The field must have a value. */
  required?: true;
  /** JSON Schema keywords for the field's property; `args` are already split and checked. */
  keywords?: (args: readonly string[], kind: ValueKind) => Keywords;
  check?: CheckName;
  database?: DatabaseRule;
  /** Which catalogue message a failure shows, and its parameters. */
  message?: (kind: ValueKind, args: readonly string[]) => MessageKey;
  params?: (args: readonly string[], kind: ValueKind) => Record<string, string | number>;
}

const ALL: readonly ValueKind[] = ["string", "integer", "number", "boolean", "array", "any"];
const STRING: readonly ValueKind[] = ["string"];
const NUMBER: readonly ValueKind[] = ["integer", "number"];
const SIZED: readonly ValueKind[] = ["string", "integer", "number", "array"];
const SCALAR: readonly ValueKind[] = ["string", "integer", "number", "boolean"];

const isNumberKind = (kind: ValueKind) => kind === "integer" || kind === "number";
const always = (key: MessageKey) => () => key;
const num = (value: string | undefined) => Number(value);

/** max:N / min:N mean a length for text, a count for lists and a value for numbers. */
function sizeRule(bound: "max" | "min"): RuleDef {
  const keyword = {
    string: bound === "max" ? "maxLength" : "minLength",
    array: bound === "max" ? "maxItems" : "minItems",
    number: bound === "max" ? "maximum" : "minimum",
  };
  return {
    args: "number",
    kinds: SIZED,
    keywords: ([value], kind) => ({
      [isNumberKind(kind) ? keyword.number : kind === "array" ? keyword.array : keyword.string]:
        num(value),
    }),
    message: (kind) => (isNumberKind(kind) ? `${bound}_value` : bound),
    params: ([value], kind) =>
      isNumberKind(kind) ? { [bound]: num(value) } : { length: num(value) },
  };
}

function valueRule(keyword: string, message: MessageKey, param: string): RuleDef {
  return {
    args: "number",
    kinds: NUMBER,
    keywords: ([value]) => ({ [keyword]: num(value) }),
    message: always(message),
    params: ([value]) => ({ [param]: num(value) }),
  };
}

function patternRule(pattern: string, message: MessageKey): RuleDef {
  return { args: "none", kinds: STRING, keywords: () => ({ pattern }), message: always(message) };
}

function formatRule(format: string, message: MessageKey): RuleDef {
  return { args: "none", kinds: STRING, keywords: () => ({ format }), message: always(message) };
}

/** after:other, before_or_equal:other…: a date, time or number against another field's. */
const orderRule = (check: CrossFieldCheck): RuleDef => ({
  args: "field",
  kinds: ["string", "integer", "number"],
  check,
  message: always(check),
});

/** required_if:other,a,b…: a value is needed depending on another field's. */
const requiredRule = (check: CrossFieldCheck): RuleDef => ({
  args: check === "required_if" || check === "required_unless" ? "field-values" : "field",
  kinds: ALL,
  check,
  // A switch named in required_if reads "when {target} is on", not "is true".
  message: (_kind, [, ...values]) =>
    check === "required_if" && values.length === 1 && values[0] === "true"
      ? "required_if_on"
      : check,
  params: ([, ...values]) => ({ value: values.join(", ") }),
});

const listRule = (not: boolean, message: MessageKey): RuleDef => ({
  args: "list",
  kinds: SCALAR,
  keywords: (values, kind) => {
    const typed = values.map((value) => typedValue(value, kind));
    return not ? { not: { enum: typed } } : { enum: typed };
  },
  message: always(message),
});

const noOp: RuleDef = { args: "none", kinds: ALL };

const DIGITS_ONLY = /^\^(?:\[0-9\]|\\d)\{(\d+)(?:,(\d+))?\}\$$/;

/** "^[0-9]{16}$" → 16 digits, "^\d{8,15}$" → 8 to 15 digits; any other pattern → undefined. */
export function digitPattern(
  pattern: string | undefined,
): { key: MessageKey; params: Record<string, number> } | undefined {
  const match = DIGITS_ONLY.exec(pattern ?? "");
  if (!match) return undefined;
  const [, min = "", max] = match;
  return max === undefined || max === min
    ? { key: "digits", params: { length: Number(min) } }
    : { key: "digits_between", params: { min: Number(min), max: Number(max) } };
}

/** "Y-m-d H:i:s" (PHP date format, as the metadata writes time columns) → an anchored regex. */
export function datePattern(format: string): string {
  const parts: Record<string, string> = { Y: "\\d{4}", m: "\\d{2}", d: "\\d{2}" };
  for (const letter of ["H", "i", "s"]) parts[letter] = "\\d{2}";
  const body = [...format]
    .map((char) => parts[char] ?? char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("");
  return `^${body}$`;
}

/** A list value written in a rule, read as the field's kind ("1" → 1 for integer fields). */
export function typedValue(value: string, kind: ValueKind): string | number | boolean {
  if (isNumberKind(kind)) return Number(value);
  if (kind === "boolean") return value === "true" || value === "1";
  return value;
}

export const RULES = {
  required: { args: "none", kinds: ALL, required: true, message: always("required") },
  nullable: noOp,
  string: noOp,
  boolean: { args: "none", kinds: ["boolean", "integer"] },
  json: noOp,
  array: { args: "none", kinds: ["array", "any"] },
  numeric: {
    args: "none",
    kinds: ["string", "integer", "number"],
    keywords: (_args, kind) => (kind === "string" ? { pattern: "^-?\\d+([.,]\\d+)?$" } : {}),
    message: always("numeric"),
  },
  integer: {
    args: "none",
    kinds: ["string", "integer", "number"],
    keywords: (_args, kind) => (kind === "string" ? { pattern: "^-?\\d+$" } : { type: "integer" }),
    message: always("integer"),
  },
  date: formatRule("date", "date"),
  email: formatRule("email", "email"),
  url: formatRule("uri", "regex"),
  uuid: formatRule("uuid", "regex"),
  ip: formatRule("ip", "regex"),
  date_format: {
    args: "text",
    kinds: STRING,
    keywords: ([format]) => ({ pattern: datePattern(format ?? "") }),
    message: always("regex"),
  },
  max: sizeRule("max"),
  min: sizeRule("min"),
  max_value: valueRule("maximum", "max_value", "max"),
  min_value: valueRule("minimum", "min_value", "min"),
  gt: valueRule("exclusiveMinimum", "gt", "value"),
  lt: valueRule("exclusiveMaximum", "lt", "value"),
  between: {
    args: "two-numbers",
    kinds: NUMBER,
    keywords: ([min, max]) => ({ minimum: num(min), maximum: num(max) }),
    message: always("between"),
    params: ([min, max]) => ({ min: num(min), max: num(max) }),
  },
  digits: {
    args: "number",
    kinds: STRING,
    keywords: ([length]) => ({ pattern: `^\\d{${num(length)}}$` }),
    message: always("digits"),
    params: ([length]) => ({ length: num(length) }),
  },
  length: {
    args: "number",
    kinds: ["string", "array"],
    keywords: ([length], kind) =>
      kind === "array"
        ? { minItems: num(length), maxItems: num(length) }
        : { minLength: num(length), maxLength: num(length) },
    message: always("length"),
    params: ([length]) => ({ length: num(length) }),
  },
  alpha: patternRule("^\\p{L}*$", "alpha"),
  alpha_num: patternRule("^[\\p{L}\\p{N}]*$", "alpha_num"),
  alpha_dash: patternRule("^[\\p{L}\\p{N}_-]*$", "alpha_dash"),
  alpha_spaces: patternRule("^[\\p{L}\\s]*$", "alpha_spaces"),
  /**
   * decimal:2 or decimal:0,2 (the metadata's numeric scale): at most that many places, counted
   * on the value's decimal text — ajv's multipleOf divides floats and refuses one amount in eight
   * of a billion rupiah with cents.
   */
  decimal: {
    args: "one-or-two-numbers",
    kinds: NUMBER,
    keywords: (args) => (num(args[args.length - 1]) === 0 ? { type: "integer" } : {}),
    check: "decimal",
    message: always("decimal"),
    params: (args) => ({ decimals: num(args[args.length - 1]) }),
  },
  regex: {
    args: "text",
    kinds: STRING,
    keywords: ([pattern]) => ({ pattern }),
    // A pattern of digits only (a CHECK such as nik ~ '^[0-9]{16}$') says how many it wants.
    message: (_kind, [pattern]) => digitPattern(pattern)?.key ?? "regex",
    params: ([pattern]) => digitPattern(pattern)?.params ?? {},
  },
  in: listRule(false, "one_of"),
  one_of: listRule(false, "one_of"),
  not_in: listRule(true, "excluded"),
  excluded: listRule(true, "excluded"),
  confirmed: { args: "field", kinds: SCALAR, check: "confirmed", message: always("confirmed") },
  after: orderRule("after"),
  after_or_equal: orderRule("after_or_equal"),
  before: orderRule("before"),
  before_or_equal: orderRule("before_or_equal"),
  required_if: requiredRule("required_if"),
  required_unless: requiredRule("required_unless"),
  required_with: requiredRule("required_with"),
  required_without: requiredRule("required_without"),
  "lock-periode": {
    args: "none",
    kinds: STRING,
    check: "lock-periode",
    message: always("lock_period"),
  },
  "lock-day": { args: "none", kinds: STRING, check: "lock-day", message: always("lock_day") },
  /** Given to every `*-range` input by the adapter; a steward need not write it. */
  "range-order": {
    args: "none",
    kinds: ALL,
    check: "range-order",
    message: always("range_order"),
  },
  unique: {
    args: "table-column",
    kinds: SCALAR,
    database: "unique",
    message: always("unique"),
  },
  exists: {
    args: "table-column",
    kinds: SCALAR,
    database: "exists",
    message: always("exists"),
  },
} as const satisfies Record<string, RuleDef>;

export type RuleName = keyof typeof RULES;

/** Rules of the model metadata that only restate the column's type (admin-area §5). */
export const METADATA_ONLY_RULES: ReadonlySet<string> = new Set([
  "nullable",
  "string",
  "exists_file",
  "date",
  "integer",
]);

/** The rules whose first argument names another field of the form. */
export function readsOtherField(def: RuleDef): boolean {
  return def.args === "field" || def.args === "field-values";
}

export function ruleDef(name: string): RuleDef | undefined {
  return Object.hasOwn(RULES, name) ? (RULES as Record<string, RuleDef>)[name] : undefined;
}
