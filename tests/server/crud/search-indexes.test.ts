import { Kysely, PostgresDialect } from "kysely";
import { describe, expect, it } from "vitest";
import {
  SEARCH_SEPARATOR,
  searchesAsOne,
  searchIndexName,
  searchTarget,
} from "../../../src/server/crud/search-indexes";

const TYPES = { fullname: "character_varying", nik: "character", note: "text", age: "integer" };
const compiler = new Kysely<never>({ dialect: new PostgresDialect({ pool: {} as never }) });

describe("searchesAsOne", () => {
  it.each([
    [["fullname", "nik"], true],
    [["fullname", "nik", "note"], true],
    [["fullname"], false],
    [[], false],
    [["fullname", "age"], false],
    [["fullname", "missing"], false],
  ])("%j → %s", (columns, expected) => {
    expect(searchesAsOne(columns, TYPES)).toBe(expected);
  });
});

describe("searchTarget", () => {
  it("joins the columns with the separator, empty for a missing value, qualified by the alias", () => {
    const { sql, parameters } = searchTarget(["fullname", "nik"], "r").compile(compiler);
    expect(sql).toBe(
      `(coalesce("r"."fullname", '') || '${SEARCH_SEPARATOR}' || coalesce("r"."nik", ''))`,
    );
    expect(parameters).toEqual([]);
  });

  it("spells the index's expression without the alias", () => {
    expect(searchTarget(["a", "b"]).compile(compiler).sql).toBe(
      `(coalesce("a", '') || '${SEARCH_SEPARATOR}' || coalesce("b", ''))`,
    );
  });
});

describe("searchIndexName", () => {
  it("names each column set apart, within PostgreSQL's 63 bytes", () => {
    const long = "t".repeat(80);
    expect(searchIndexName(long, ["a", "b"]).length).toBeLessThanOrEqual(63);
    expect(searchIndexName("employees", ["a", "b"])).not.toBe(
      searchIndexName("employees", ["b", "a"]),
    );
    expect(searchIndexName("employees", ["a", "b"])).toMatch(
      /^mandor_search_employees_[0-9a-f]{10}$/,
    );
  });
});
