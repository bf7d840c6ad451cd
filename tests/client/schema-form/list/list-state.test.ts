/**
 * The list state as pure functions: the address it is read from and written to, the screen
 * links that keep it, and its transitions (page clamping, sort toggling, page 1 after a new
 * search, filter or page size); the clamping itself is the pager's (pager/pages.test.ts).
 */
import { describe, expect, it } from "vitest";
import { type ListAction, listReducer } from "../../../../src/client/schema-form/list/list-reducer";
import {
  INITIAL_QUERY,
  parseListQuery,
  screenHref,
  withListQuery,
} from "../../../../src/client/schema-form/list/url-state";
import type { ListQuery } from "../../../../src/schema/api/crud";

describe("parseListQuery", () => {
  it.each<[string, string, ListQuery]>([
    ["an empty address", "", INITIAL_QUERY],
    [
      "every key",
      "page=2&limit=50&sort_by=fullname&sort=ASC&search=budi&f.status=active",
      {
        page: 2,
        limit: 50,
        sort_by: "fullname",
        sort: "ASC",
        search: "budi",
        filters: { status: "active" },
      },
    ],
    ["malformed values as their defaults", "page=-3&limit=33&sort=UP&f.=x", { ...INITIAL_QUERY }],
    ["a fractional page", "page=2.5", { ...INITIAL_QUERY }],
    [
      "a repeated filter as a list, an empty end of a range kept in place",
      "f.skill=1&f.skill=2&f.start_date=&f.start_date=2026-02-01",
      { ...INITIAL_QUERY, filters: { skill: ["1", "2"], start_date: ["", "2026-02-01"] } },
    ],
    ["view and id ignored", "view=detail&id=9&page=3", { ...INITIAL_QUERY, page: 3 }],
  ])("reads %s", (_, search, expected) => {
    expect(parseListQuery(new URLSearchParams(search))).toEqual(expected);
  });
});

describe("withListQuery", () => {
  it.each<[string, string, ListQuery, string]>([
    ["defaults as nothing", "", INITIAL_QUERY, ""],
    [
      "every key, the screen's own after them",
      "view=detail&id=9",
      {
        page: 2,
        limit: 50,
        sort_by: "fullname",
        sort: "ASC",
        search: "budi",
        filters: { status: "active" },
      },
      "page=2&limit=50&sort_by=fullname&sort=ASC&search=budi&f.status=active&view=detail&id=9",
    ],
    [
      "the old list state replaced",
      "page=4&f.old=1&search=x",
      { ...INITIAL_QUERY, filters: { active: 1 } },
      "f.active=1",
    ],
    [
      "empty filters left out, a range with one end kept as two",
      "",
      {
        ...INITIAL_QUERY,
        filters: { name: "", code: null, skills: [], start_date: [null, "2026-02-01"] },
      },
      "f.start_date=&f.start_date=2026-02-01",
    ],
    [
      "a sort column with its direction",
      "",
      { ...INITIAL_QUERY, sort_by: "name" },
      "sort_by=name&sort=DESC",
    ],
  ])("writes %s", (_, search, query, expected) => {
    expect(withListQuery(new URLSearchParams(search), query)).toBe(expected);
  });

  it("reads back what it wrote", () => {
    const query: ListQuery = {
      page: 3,
      limit: 75,
      sort_by: "name",
      sort: "DESC",
      search: "las",
      filters: { active: "1", period: ["2026-01-01", "2026-01-31"] },
    };
    expect(
      parseListQuery(new URLSearchParams(withListQuery(new URLSearchParams(), query))),
    ).toEqual(query);
  });
});

describe("screenHref", () => {
  it.each<[string, Parameters<typeof screenHref>, string]>([
    ["the bare list", ["/m/s", ""], "/m/s"],
    [
      "the list from a detail, keeping its state",
      ["/m/s", "page=2&view=detail&id=4"],
      "/m/s?page=2",
    ],
    [
      "a detail after the list state",
      ["/m/s", "page=2&search=a", "detail", 7],
      "/m/s?page=2&search=a&view=detail&id=7",
    ],
    ["the create form, without an id", ["/m/s", "view=detail&id=4", "create"], "/m/s?view=create"],
  ])("builds %s", (_, args, expected) => {
    expect(screenHref(...args)).toBe(expected);
  });
});

describe("listReducer", () => {
  const at = (changes: Partial<ListQuery>): ListQuery => ({ ...INITIAL_QUERY, ...changes });
  it.each<[string, ListQuery, ListAction, ListQuery]>([
    [
      "a typed page, clamped",
      at({ page: 2 }),
      { type: "page", page: 9, lastPage: 4 },
      at({ page: 4 }),
    ],
    ["a page size, from page 1", at({ page: 3 }), { type: "limit", limit: 50 }, at({ limit: 50 })],
    [
      "a new column, DESC first",
      at({ sort_by: "name", sort: "ASC", page: 2 }),
      { type: "sort", column: "code" },
      at({ sort_by: "code", sort: "DESC" }),
    ],
    [
      "the same column DESC, to ASC",
      at({ sort_by: "code", sort: "DESC" }),
      { type: "sort", column: "code" },
      at({ sort_by: "code", sort: "ASC" }),
    ],
    [
      "the same column ASC, back to DESC",
      at({ sort_by: "code", sort: "ASC" }),
      { type: "sort", column: "code" },
      at({ sort_by: "code", sort: "DESC" }),
    ],
    [
      "the first sort click while only the default direction is set",
      at({}),
      { type: "sort", column: "code" },
      at({ sort_by: "code", sort: "DESC" }),
    ],
    [
      "a search, trimmed, from page 1",
      at({ page: 5 }),
      { type: "search", search: " budi " },
      at({ search: "budi" }),
    ],
    ["an emptied search", at({ page: 2, search: "budi" }), { type: "search", search: "" }, at({})],
    [
      "filters, from page 1",
      at({ page: 4 }),
      { type: "filters", filters: { active: 1 } },
      at({ filters: { active: 1 } }),
    ],
    [
      "a clearing of search, filters and sort, keeping the page size",
      at({ page: 3, limit: 50, search: "budi", sort_by: "code", sort: "ASC", filters: { a: 1 } }),
      { type: "clear" },
      at({ limit: 50 }),
    ],
  ])("applies %s", (_, state, action, expected) => {
    expect(listReducer(state, action)).toEqual(expected);
  });

  it("keeps the same state for an unchanged search, so nothing navigates", () => {
    const state = at({ page: 3, search: "budi" });
    expect(listReducer(state, { type: "search", search: "budi " })).toBe(state);
  });
});
