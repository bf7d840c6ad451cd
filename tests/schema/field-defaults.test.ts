/** Every database type has a value kind, an input and a display transform; flags and keys are special. */
import { describe, expect, it } from "vitest";
import type { FieldType } from "../../src/schema/model-meta";
import {
  DEFAULT_INPUT,
  DEFAULT_TRANSFORM,
  defaultInput,
  defaultTransform,
  FIELD_KIND,
  impliedRules,
  isFlag,
} from "../../src/schema/overlay/field-defaults";
import { INPUT_ACCEPTS } from "../../src/schema/overlay/field-types";

const TYPES: [FieldType, string, string, string][] = [
  ["smallint", "integer", "number", ""],
  ["integer", "integer", "number", ""],
  ["bigint", "integer", "number", ""],
  ["numeric", "number", "number", "number"],
  ["real", "number", "number", "number"],
  ["double_precision", "number", "number", "number"],
  ["character_varying", "string", "text", ""],
  ["character", "string", "text", ""],
  ["text", "string", "textarea", ""],
  ["boolean", "boolean", "checkbox", "yesno"],
  ["date", "string", "date", "date"],
  ["time_without_time_zone", "string", "time", "time"],
  ["time_with_time_zone", "string", "time", "time"],
  ["timestamp_without_time_zone", "string", "datetime", "datetime"],
  ["timestamp_with_time_zone", "string", "datetime", "datetime"],
  ["interval", "string", "text", ""],
  ["jsonb", "any", "hidden", "json"],
  ["json", "any", "hidden", "json"],
  ["uuid", "string", "text", ""],
  ["bytea", "string", "hidden", ""],
  ["inet", "string", "text", ""],
  ["array", "array", "select-multiple", "list"],
  ["enum", "string", "select", "option"],
];

describe("field defaults", () => {
  it("cover every field type exactly once", () => {
    expect(TYPES.map(([type]) => type).sort()).toEqual(Object.keys(FIELD_KIND).sort());
  });

  it.each(TYPES)(
    "%s is a %s edited by %s, shown with transform %j",
    (type, kind, input, transform) => {
      expect(FIELD_KIND[type]).toBe(kind);
      expect(DEFAULT_INPUT[type]).toBe(input);
      expect(DEFAULT_TRANSFORM[type]).toBe(transform);
      expect(defaultInput(type, [], undefined)).toBe(input);
    },
  );

  it.each(TYPES)("the default input of %s can edit its kind", (type) => {
    expect(INPUT_ACCEPTS[DEFAULT_INPUT[type]] as readonly string[]).toContain(FIELD_KIND[type]);
  });

  it("makes a foreign key a select, whatever its type", () => {
    const relation = { model: "territories", column: "id", displayName: "territory_name" };
    expect(defaultInput("bigint", [], relation)).toBe("select");
  });

  it.each([
    ["smallint", ["in:0,1"], true],
    ["integer", ["required", "in:0,1"], true],
    ["smallint", ["in:0,1,2"], false],
    ["character_varying", ["in:0,1"], false],
  ] as const)("treats %s with %j as a 1/0 flag: %s", (type, rules, flag) => {
    expect(isFlag(type, rules)).toBe(flag);
    expect(defaultInput(type, rules, undefined)).toBe(flag ? "checkbox" : "select");
    expect(defaultTransform(type, rules)).toBe(flag ? "active" : DEFAULT_TRANSFORM[type]);
  });

  it.each([
    ["character_varying", ["in:Islam,Kristen"], "select"],
    ["text", ["max:10"], DEFAULT_INPUT.text],
    ["character_varying", ["email"], "email"],
  ] as const)("offers %s with %j as a %s", (type, rules, input) => {
    expect(defaultInput(type, rules, undefined)).toBe(input);
  });

  it.each([
    ["email", "character_varying", ["email"]],
    ["contact_email", "text", ["email"]],
    ["email_verified_at", "timestamp_with_time_zone", []],
    ["emails", "character_varying", []],
    ["email", "integer", []],
    ["join_date", "date", ["date"]],
    ["email", "date", ["date"]],
  ] as const)("reads the rules of a column named %s (%s) as %j", (column, type, rules) => {
    expect(impliedRules(column, type)).toEqual(rules);
  });
});
