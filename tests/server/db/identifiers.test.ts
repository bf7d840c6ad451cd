/** The one quoting helper: plain and known names are quoted, anything else throws. */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  sql,
} from "kysely";
import { describe, expect, it } from "vitest";
// Loaded for what it declares: the summaries' names, owned from then on.
import "../../../src/server/dashboards/summaries/summary-tables";
import {
  fixedColumns,
  fixedTable,
  knowCatalog,
  knownName,
  ownAliases,
  quoted,
} from "../../../src/server/db/identifiers";

/** Compiles PostgreSQL, runs nothing. */
// biome-ignore lint/suspicious/noExplicitAny: only raw SQL is compiled here
const db = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const text = (builder: RawBuilder<unknown>) => sql`${builder}`.compile(db).sql;

knowCatalog([{ name: "widgets", columns: [{ name: "colour" }, { name: "size_2" }] }]);
ownAliases(["owned_sum"]);

describe("quoted", () => {
  it.each([
    ["a catalogued table", quoted.table("widgets"), '"widgets"'],
    ["a catalogued column", quoted.id("colour"), '"colour"'],
    ["a summary table", quoted.table("dash_manpower"), '"dash_manpower"'],
    ["a summary column", quoted.id("upto_31"), '"upto_31"'],
    ["an alias of the code", quoted.id("named"), '"named"'],
    ["a numbered alias", quoted.id("m12"), '"m12"'],
    ["an alias a module owns", quoted.id("owned_sum"), '"owned_sum"'],
    ["a qualified column", quoted.ref("t.colour"), '"t"."colour"'],
    ["a common table expression's column", quoted.ref("c0.k"), '"c0"."k"'],
    ["a fixed table", fixedTable("audit_log"), '"audit_log"'],
    [
      "a fixed table's columns",
      fixedColumns("audit_log", ["id", "record_id"]),
      '"id", "record_id"',
    ],
  ])("quotes %s", (_, builder, expected) => {
    expect(text(builder)).toBe(expected);
  });

  it.each([
    ["empty", ""],
    ["upper case", "Widgets"],
    ["a leading digit", "1widgets"],
    ["a space", "widgets colour"],
    ["a double quote", 'widgets"; DROP TABLE users; --'],
    ["a dot", "t.colour"],
    ["a parenthesis", "count(*)"],
    ["a comment", "colour--"],
  ])("refuses a name that is not a plain identifier: %s", (_, name) => {
    expect(() => knownName(name)).toThrow(/not a plain SQL identifier/);
    expect(() => quoted.id(name)).toThrow();
  });

  it.each([
    ["a table nobody read", "gadgets"],
    ["a column nobody read", "password"],
    ["a numbered alias with a leading zero", "m01"],
    ["a numbered alias of no kind", "z1"],
    ["the text of a missing value", "undefined"],
  ])("refuses a name that is not known: %s", (_, name) => {
    expect(() => knownName(name)).toThrow(/unknown SQL identifier/);
    expect(() => quoted.table(name)).toThrow(/unknown SQL identifier/);
  });

  it("checks each part of a reference", () => {
    expect(() => quoted.ref("t.gadget")).toThrow(/unknown SQL identifier: "gadget"/);
    expect(() => quoted.ref("gadgets.colour")).toThrow(/unknown SQL identifier: "gadgets"/);
    expect(() => quoted.ref("t.colour; --")).toThrow(/not a plain SQL identifier/);
  });

  it("refuses a fixed name that is not plain, whatever its type says", () => {
    expect(() => fixedTable('audit_log"' as "audit_log")).toThrow(/not a plain SQL identifier/);
  });
});
