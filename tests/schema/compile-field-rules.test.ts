/** Each rule's JSON Schema keywords, checks and database look-ups, and the misfits reported. */
import { describe, expect, it } from "vitest";
import type { ValueKind } from "../../src/schema/overlay/field-types";
import { compileFieldRules } from "../../src/schema/validation/compile-field-rules";
import { datePattern, RULES } from "../../src/schema/validation/rules";

type Case = [rule: string, kind: ValueKind, keywords: Record<string, unknown>];

/** One case per rule name at least; the first test checks none is forgotten. */
const KEYWORDS: Case[] = [
  ["required", "string", {}],
  ["nullable", "string", {}],
  ["string", "string", {}],
  ["boolean", "boolean", {}],
  ["json", "any", {}],
  ["array", "array", {}],
  ["numeric", "number", {}],
  ["numeric", "string", { pattern: "^-?\\d+([.,]\\d+)?$" }],
  ["integer", "number", { type: "integer" }],
  ["integer", "string", { pattern: "^-?\\d+$" }],
  ["date", "string", { format: "date" }],
  ["email", "string", { format: "email" }],
  ["url", "string", { format: "uri" }],
  ["uuid", "string", { format: "uuid" }],
  ["ip", "string", { format: "ip" }],
  ["date_format:H:i:s", "string", { pattern: "^\\d{2}:\\d{2}:\\d{2}$" }],
  ["max:30", "string", { maxLength: 30 }],
  ["max:90", "number", { maximum: 90 }],
  ["max:5", "array", { maxItems: 5 }],
  ["min:3", "string", { minLength: 3 }],
  ["min:-90", "number", { minimum: -90 }],
  ["max_value:100", "integer", { maximum: 100 }],
  ["min_value:0", "number", { minimum: 0 }],
  ["gt:0", "number", { exclusiveMinimum: 0 }],
  ["lt:10", "integer", { exclusiveMaximum: 10 }],
  ["between:1,5", "integer", { minimum: 1, maximum: 5 }],
  ["digits:16", "string", { pattern: "^\\d{16}$" }],
  ["length:4", "string", { minLength: 4, maxLength: 4 }],
  ["length:2", "array", { minItems: 2, maxItems: 2 }],
  ["alpha", "string", { pattern: "^\\p{L}*$" }],
  ["alpha_num", "string", { pattern: "^[\\p{L}\\p{N}]*$" }],
  ["alpha_dash", "string", { pattern: "^[\\p{L}\\p{N}_-]*$" }],
  ["alpha_spaces", "string", { pattern: "^[\\p{L}\\s]*$" }],
  ["decimal:0,2", "number", {}],
  ["decimal:0", "number", { type: "integer" }],
  ["regex:^[A-Z]+$", "string", { pattern: "^[A-Z]+$" }],
  ["in:A,B,AB,O", "string", { enum: ["A", "B", "AB", "O"] }],
  ["in:0,1", "integer", { enum: [0, 1] }],
  ["one_of:true,false", "boolean", { enum: [true, false] }],
  ["not_in:admin,root", "string", { not: { enum: ["admin", "root"] } }],
  ["excluded:0", "integer", { not: { enum: [0] } }],
  ["confirmed:password", "string", {}],
  ["after:start_date", "string", {}],
  ["after_or_equal:start_date", "string", {}],
  ["before:end_date", "integer", {}],
  ["before_or_equal:end_date", "number", {}],
  ["required_if:is_blacklisted,true", "string", {}],
  ["required_unless:change_status,create", "integer", {}],
  ["required_with:lng", "number", {}],
  ["required_without:project_id", "integer", {}],
  ["lock-periode", "string", {}],
  ["lock-day", "string", {}],
  ["range-order", "string", {}],
  ["unique:m_skills,code", "string", {}],
  ["exists:territories,id", "integer", {}],
];

const TYPE: Record<ValueKind, string | undefined> = {
  string: "string",
  integer: "integer",
  number: "number",
  boolean: "boolean",
  array: "array",
  any: undefined,
};

describe("compileFieldRules", () => {
  it("has a case for every rule of the table", () => {
    const covered = new Set(KEYWORDS.map(([rule]) => rule.split(":")[0]));
    expect([...Object.keys(RULES)].filter((name) => !covered.has(name))).toEqual([]);
  });

  it.each(KEYWORDS)("%s on a %s field sets %j", (rule, kind, keywords) => {
    const { property, problems } = compileFieldRules(kind, [rule]);
    expect(problems).toEqual([]);
    const { "x-rules": xRules, ...schema } = property;
    expect(schema).toEqual({ ...(TYPE[kind] ? { type: TYPE[kind] } : {}), ...keywords });
    for (const keyword of Object.keys(keywords)) expect(xRules[keyword]).toBe(rule);
  });

  it("marks required fields and collects checks and database rules", () => {
    const compiled = compileFieldRules("string", [
      "required",
      "confirmed:password",
      "lock-periode",
      "unique:m_skills,code",
      "exists:territories,territory_code",
    ]);
    expect(compiled.required).toBe(true);
    expect(compiled.checks).toEqual([
      { name: "confirmed", rule: "confirmed:password", args: ["password"], target: "password" },
      { name: "lock-periode", rule: "lock-periode", args: [] },
    ]);
    expect(compiled.database).toEqual([
      { name: "unique", rule: "unique:m_skills,code", table: "m_skills", column: "code" },
      {
        name: "exists",
        rule: "exists:territories,territory_code",
        table: "territories",
        column: "territory_code",
      },
    ]);
  });

  it.each([
    ["max:30", "max:20", { maxLength: 20 }, "max:20"],
    ["max:20", "max:30", { maxLength: 20 }, "max:20"],
    ["min_value:-32768", "min:0", { minimum: 0 }, "min:0"],
    ["min:0", "min_value:-5", { minimum: 0 }, "min:0"],
  ])("keeps the stricter of %s and %s", (first, second, keywords, winner) => {
    const kind = first.includes("value") || second.includes("value") ? "integer" : "string";
    const { property, problems } = compileFieldRules(kind, [first, second]);
    expect(problems).toEqual([]);
    expect(property).toMatchObject(keywords);
    expect(property["x-rules"][Object.keys(keywords)[0] ?? ""]).toBe(winner);
  });

  it.each<[string[], ValueKind, string, "error" | "warning"]>([
    [
      ["maks:3"],
      "string",
      'unknown rule "maks" (see docs/stewards/README.md, "Validation rules and messages")',
      "error",
    ],
    [["email"], "integer", 'rule "email" does not apply to integer fields', "error"],
    [["max:abc"], "string", 'rule "max:abc" needs one number', "error"],
    [["between:1"], "integer", 'rule "between:1" needs two numbers, e.g. 1,5', "error"],
    [["required:yes"], "string", 'rule "required:yes" takes no argument', "error"],
    [
      ["unique:codes"],
      "string",
      'rule "unique:codes" needs a table and a column, e.g. m_skills,code',
      "error",
    ],
    [
      ["required_if:is_blacklisted"],
      "string",
      'rule "required_if:is_blacklisted" needs another field\'s name and its values, e.g. status,closed',
      "error",
    ],
    [
      ["after:Start Date"],
      "string",
      'rule "after:Start Date" needs the name of another field',
      "error",
    ],
    [["before:end_date"], "boolean", 'rule "before" does not apply to boolean fields', "error"],
    [
      ["regex:[unclosed"],
      "string",
      'rule "regex:[unclosed" is not a valid regular expression',
      "error",
    ],
    [
      ["alpha", "digits:4"],
      "string",
      'rule "digits:4" clashes with "alpha" (both set pattern)',
      "warning",
    ],
  ])("reports %j on a %s field: %s", (rules, kind, reason, severity) => {
    const { problems } = compileFieldRules(kind, rules);
    expect(problems).toEqual([{ index: rules.length - 1, reason, severity }]);
  });

  it("turns PHP date formats into anchored patterns", () => {
    expect(datePattern("Y-m-d H:i")).toBe("^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$");
    expect(new RegExp(datePattern("H:i:s")).test("08:30:00")).toBe(true);
    expect(new RegExp(datePattern("H:i:s")).test("8:30")).toBe(false);
  });
});
