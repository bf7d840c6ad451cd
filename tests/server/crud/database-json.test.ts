/** Which columns the database may write as a list's JSON, and how. */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from "kysely";
import { describe, expect, it } from "vitest";
import type { FieldType } from "../../../src/schema/model-meta";
import { jsonColumns } from "../../../src/server/crud/database-json";

/** Compiles PostgreSQL, runs nothing. */
// biome-ignore lint/suspicious/noExplicitAny: tables are not typed here
const db = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const compiled = (type: FieldType) => {
  const selected = jsonColumns("r", ["c"], { c: type });
  if (!selected) return null;
  return db
    .selectFrom("t as r")
    .select(selected as never)
    .compile().sql;
};

describe("database-written JSON", () => {
  it.each<[FieldType, string]>([
    [
      "timestamp_with_time_zone",
      `to_char("r"."c" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "c"`,
    ],
    ["timestamp_without_time_zone", `to_char("r"."c", 'YYYY-MM-DD"T"HH24:MI:SS.US') as "c"`],
    ["numeric", `"r"."c"::text as "c"`],
    ["bigint", `"r"."c"`],
    ["date", `"r"."c"`],
    ["jsonb", `"r"."c"`],
    ["enum", `"r"."c"`],
  ])("selects a %s column as %s", (type, expression) => {
    expect(compiled(type)).toBe(`select ${expression} from "t" as "r"`);
  });

  it.each<FieldType>(["real", "double_precision", "interval", "bytea", "array"])(
    "leaves a list with a %s column to Node",
    (type) => {
      expect(jsonColumns("r", ["a", "c"], { a: "text", c: type })).toBeNull();
    },
  );

  it("leaves a column of unknown type to Node", () => {
    expect(jsonColumns("r", ["c"], {})).toBeNull();
  });
});
