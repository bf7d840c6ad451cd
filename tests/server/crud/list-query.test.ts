import { Kysely, PostgresDialect, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { listSelection, type SelectionShape } from "../../../src/server/crud/list-query";

const db = new Kysely<never>({ dialect: new PostgresDialect({ pool: {} as never }) });
const plan = {
  columns: ["id", "fullname"],
  relations: [],
  sortBy: "fullname",
  sort: "ASC" as const,
};
const conditions = [sql<boolean>`r.project_id = ${7}`];

const compiled = (how: SelectionShape) =>
  listSelection(db as never, "employees", plan, conditions, undefined, how).compile();

describe("listSelection", () => {
  it("lets the database choose how to find and sort the rows", () => {
    const { sql: text, parameters } = compiled({ shape: "walk" });
    expect(text).toBe(
      'select "r"."id", "r"."fullname" from "employees" as "r" where r.project_id = $1 order by "r"."fullname" ASC, "r"."id" ASC',
    );
    expect(parameters).toEqual([7]);
  });

  it("fenced, finds the rows first and sorts them after: the conditions sit behind OFFSET 0", () => {
    const { sql: text, parameters } = compiled({ shape: "fenced" });
    expect(text).toBe(
      'select "r"."id", "r"."fullname" from (select "r".* from "employees" as "r" where r.project_id = $1 offset 0) as "r" order by "r"."fullname" ASC, "r"."id" ASC',
    );
    expect(parameters).toEqual([7]);
  });

  it("keyed, finds the page's ids in the sort order first, then reads only those rows", () => {
    const { sql: text, parameters } = compiled({ shape: "keyed", limit: 20, offset: 40 });
    expect(text).toBe(
      'select "r"."id", "r"."fullname" from (select "r"."id" from "employees" as "r" where r.project_id = $1 order by "r"."fullname" ASC, "r"."id" ASC limit 20 offset $2) as "k" inner join "employees" as "r" on "r"."id" = "k"."id" order by "r"."fullname" ASC, "r"."id" ASC',
    );
    expect(parameters).toEqual([7, 40]);
  });

  it("keyed, on the first page, has no offset", () => {
    const { sql: text, parameters } = compiled({ shape: "keyed", limit: 20 });
    expect(text).toContain('limit 20) as "k"');
    expect(parameters).toEqual([7]);
  });
});
