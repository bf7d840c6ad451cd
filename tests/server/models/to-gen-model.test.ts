import { describe, expect, it } from "vitest";
import type { CatalogColumn, CatalogTable } from "../../../src/server/models/read-catalog";
import { uniqueIndexColumn } from "../../../src/server/models/read-catalog";
import {
  displayNameOf,
  FIELD_TYPES,
  fieldTypeOf,
  rulesFromCheck,
  rulesOf,
  toGenModel,
} from "../../../src/server/models/to-gen-model";

function column(name: string, dataType: string, extra: Partial<CatalogColumn> = {}): CatalogColumn {
  return {
    name,
    dataType,
    udtName: dataType,
    nullable: true,
    hasDefault: false,
    generated: false,
    maxLength: null,
    numericPrecision: null,
    numericScale: null,
    enumValues: null,
    ...extra,
  };
}

function table(
  name: string,
  columns: CatalogColumn[],
  extra: Partial<CatalogTable> = {},
): CatalogTable {
  return {
    name,
    comment: null,
    columns,
    checks: {},
    crossChecks: [],
    uniqueColumns: [],
    foreignKeys: [],
    ...extra,
  };
}

describe("fieldTypeOf", () => {
  it.each(Object.entries(FIELD_TYPES))("maps %s to %s", (dataType, fieldType) => {
    expect(fieldTypeOf(column("x", dataType))).toBe(fieldType);
  });

  it("refuses a type it has no name for, so a new type cannot slip through unmapped", () => {
    expect(() => fieldTypeOf(column("x", "tsvector"))).toThrow(
      /Unmapped PostgreSQL type "tsvector"/,
    );
  });
});

describe("rulesFromCheck", () => {
  it.each([
    ["CHECK ((active = ANY (ARRAY[0, 1])))", "active", ["in:0,1"]],
    [
      "CHECK (((b)::text = ANY ((ARRAY['A'::character varying, 'AB'::character varying])::text[])))",
      "b",
      ["in:A,AB"],
    ],
    ["CHECK (((c >= 1) AND (c <= 5)))", "c", ["min:1", "max:5"]],
    ["CHECK (((d >= (0)::numeric) AND (d <= (100)::numeric)))", "d", ["min:0", "max:100"]],
    [
      "CHECK (((g >= ('-90'::integer)::double precision) AND (g <= (90)::double precision)))",
      "g",
      ["min:-90", "max:90"],
    ],
    ["CHECK ((radius_m > 0))", "radius_m", ["gt:0"]],
    ["CHECK ((year < 2100))", "year", ["lt:2100"]],
    ["CHECK (((nik)::text ~ '^[0-9]{16}$'::text))", "nik", ["regex:^[0-9]{16}$"]],
    ["CHECK (((note)::text ~ '^it''s$'::text))", "note", ["regex:^it's$"]],
    ["CHECK ((ac >= 1))", "c", []],
  ])("%s on %s gives %j", (definition, name, rules) => {
    expect(rulesFromCheck(definition, name)).toEqual(rules);
  });
});

describe("rulesOf", () => {
  const base = table("t", []);
  it.each<[string, CatalogColumn, CatalogTable, string[]]>([
    [
      "required text",
      column("a", "character varying", { nullable: false, maxLength: 100 }),
      base,
      ["required", "string", "max:100"],
    ],
    ["optional text", column("a", "text"), base, ["nullable", "string"]],
    [
      "NOT NULL with a default is not required",
      column("a", "integer", { nullable: false, hasDefault: true }),
      base,
      ["integer"],
    ],
    [
      "identity is not required",
      column("a", "bigint", { nullable: false, generated: true }),
      base,
      ["integer"],
    ],
    [
      "money",
      column("a", "numeric", { numericPrecision: 18, numericScale: 2 }),
      base,
      ["nullable", "numeric", "decimal:0,2"],
    ],
    ["double", column("a", "double precision"), base, ["nullable", "numeric"]],
    ["boolean", column("a", "boolean", { nullable: false }), base, ["required", "boolean"]],
    ["date", column("a", "date"), base, ["nullable", "date"]],
    ["timestamp", column("a", "timestamp with time zone"), base, ["nullable", "date"]],
    ["jsonb", column("a", "jsonb"), base, ["nullable", "json"]],
    [
      "enum",
      column("a", "USER-DEFINED", { enumValues: ["draft", "approved"], nullable: false }),
      base,
      ["required", "string", "in:draft,approved"],
    ],
    [
      "check list",
      column("a", "smallint", { nullable: false, hasDefault: true }),
      table("t", [], { checks: { a: ["CHECK ((a = ANY (ARRAY[0, 1])))"] } }),
      ["integer", "in:0,1"],
    ],
    [
      "unique",
      column("a", "character varying", { maxLength: 20 }),
      table("t", [], { uniqueColumns: ["a"] }),
      ["nullable", "string", "max:20", "unique:t,a"],
    ],
  ])("%s", (_name, col, tbl, rules) => {
    expect(rulesOf(col, tbl)).toEqual(rules);
  });

  it("adds exists for a relation", () => {
    const rules = rulesOf(column("project_id", "bigint"), base, {
      model: "projects",
      column: "id",
      displayName: "project_name",
    });
    expect(rules).toEqual(["nullable", "integer", "exists:projects,id"]);
  });
});

describe("displayNameOf", () => {
  it.each([
    [["id:bigint", "fullname:character varying", "nik:character varying"], "fullname"],
    [
      ["id:bigint", "project_code:character varying", "project_name:character varying"],
      "project_name",
    ],
    [["id:bigint", "title:character varying"], "title"],
    [["id:bigint", "device_code:character varying"], "device_code"],
    [["id:bigint", "notes:text"], "id"],
  ])("%j → %s", (spec, expected) => {
    const columns = spec.map((item) => {
      const [name = "", type = ""] = item.split(":");
      return column(name, type);
    });
    expect(displayNameOf(table("t", columns))).toBe(expected);
  });
});

describe("uniqueIndexColumn", () => {
  it.each([
    [
      "CREATE UNIQUE INDEX users_email_key ON public.users USING btree (lower((email)::text))",
      "email",
    ],
    ["CREATE UNIQUE INDEX x ON public.t USING btree (nik)", "nik"],
    ['CREATE UNIQUE INDEX x ON public.t USING btree ("order")', "order"],
  ])("%s → %s", (definition, expected) => {
    expect(uniqueIndexColumn(definition)).toBe(expected);
  });
});

describe("toGenModel", () => {
  const projects = table("projects", [
    column("id", "bigint", { nullable: false, generated: true }),
    column("project_name", "character varying", { nullable: false, maxLength: 200 }),
  ]);
  const users = table(
    "users",
    [
      column("id", "bigint", { nullable: false, generated: true }),
      column("username", "character varying", { nullable: false, maxLength: 60 }),
      column("password_hash", "text", { nullable: false }),
      column("project_id", "bigint"),
      column("created_at", "timestamp with time zone", { nullable: false, hasDefault: true }),
      column("updated_by", "bigint"),
    ],
    {
      foreignKeys: [{ column: "project_id", table: "projects", refColumn: "id" }],
      comment: "Pengguna / Users",
    },
  );
  const model = toGenModel(
    users,
    new Map([
      ["projects", projects],
      ["users", users],
    ]),
  );

  it("never names a secret column", () => {
    expect(JSON.stringify(model)).not.toContain("password_hash");
  });

  it("keeps system columns out of add and edit but in the list and view", () => {
    expect(model.fieldList).toEqual(["id", "username", "project_id", "created_at", "updated_by"]);
    expect(model.fieldView).toEqual(model.fieldList);
    expect(model.fieldAdd).toEqual(["username", "project_id"]);
    expect(model.fieldEdit).toEqual(["username", "project_id"]);
  });

  it("describes relations with the target's display name and an exists rule", () => {
    expect(model.fieldRelation).toEqual({
      project_id: { model: "projects", column: "id", displayName: "project_name" },
    });
    expect(model.fieldValidation.project_id).toContain("exists:projects,id");
  });

  it("carries the table comment as its title", () => {
    expect(model.title).toBe("Pengguna / Users");
    expect(model.fieldType).toMatchObject({
      username: "character_varying",
      created_at: "timestamp_with_time_zone",
    });
  });
});
