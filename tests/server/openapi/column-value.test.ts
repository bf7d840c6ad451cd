import { describe, expect, it } from "vitest";
import { columnValue, textShape } from "../../../src/server/openapi/column-value";

describe("a column's value as JSON Schema", () => {
  it("is spelled as the server sends it, and as PostgreSQL's JSON writes a related row", () => {
    expect(columnValue("numeric", [])).toEqual({ type: "string", pattern: "^-?\\d+(\\.\\d+)?$" });
    expect(columnValue("numeric", [], { spelling: "database-json" })).toEqual({ type: "number" });
    expect(columnValue("bigint", [])).toEqual({ type: "integer" });
    expect(columnValue("timestamp_with_time_zone", [])).toEqual({
      type: "string",
      format: "date-time",
    });
    expect(columnValue("jsonb", ["nullable"])).toEqual({});
  });

  it("holds the declared length, the fixed choices that fit its type, and null", () => {
    expect(columnValue("character_varying", ["required", "string", "max:40"])).toEqual({
      type: "string",
      maxLength: 40,
    });
    expect(columnValue("enum", ["nullable"], { choices: ["a", "b"] })).toEqual({
      type: ["string", "null"],
      enum: ["a", "b", null],
    });
    expect(columnValue("smallint", [], { choices: ["0", "1"] })).toEqual({ type: "integer" });
    expect(columnValue("text", [], { format: "email" })).toEqual({
      type: "string",
      format: "email",
    });
  });

  it("gives a form's free text the shape the database reads", () => {
    expect(textShape("timestamp_with_time_zone")).toEqual({ format: "date-time" });
    expect(textShape("time_without_time_zone")).toHaveProperty("pattern");
    expect(textShape("integer")).toEqual({});
  });
});
