/**
 * The pure decisions of the mapping switch list and the table input: the list query, the
 * sort order of a header click, paging, the switch's shown state and its confirm rule, the
 * setter's body, the filter's values, and the table input's edits.
 */
import { describe, expect, it } from "vitest";
import {
  asksFirst,
  readFilter,
  shownFlag,
  switchBody,
} from "../../../../../src/client/schema-form/widgets/mapping/mapping-switch";
import {
  nextSort,
  type RowsQuery,
  rowsPaging,
  rowsSearchParams,
  withRecordId,
} from "../../../../../src/client/schema-form/widgets/related-rows/rows-query";
import {
  cellErrors,
  cellValue,
  currentMonth,
  editedRows,
  withEdit,
} from "../../../../../src/client/schema-form/widgets/table-input/table-input-edits";

describe("rows query", () => {
  it.each([
    [{ page: 1, limit: 10, search: "" }, {}, { page: "1", limit: "10" }],
    [{ page: 2, limit: 50, search: "  read " }, {}, { page: "2", limit: "50", search: "read" }],
    [
      { page: 1, limit: 50, search: "", sortBy: "name", sort: "DESC" as const },
      { period: "2026-11" },
      { page: "1", limit: "50", sort_by: "name", sort: "DESC", period: "2026-11" },
    ],
    [
      { page: 1, limit: 10, search: "" },
      { value_mapping: 0 },
      { page: "1", limit: "10", value_mapping: "0" },
    ],
  ])("%o with %o → %o", (query, extra, expected) => {
    expect(rowsSearchParams(query, extra)).toEqual(expected);
  });

  it.each([
    [{ sortBy: undefined, sort: "DESC" as const }, "name", { sortBy: "name", sort: "DESC" }],
    [{ sortBy: "name", sort: "DESC" as const }, "name", { sortBy: "name", sort: "ASC" }],
    [{ sortBy: "name", sort: "ASC" as const }, "name", { sortBy: "name", sort: "DESC" }],
    [{ sortBy: "name", sort: "ASC" as const }, "code", { sortBy: "code", sort: "DESC" }],
  ])("sorted %o, click on %s → %o", (sorted, column, expected) => {
    expect(nextSort({ page: 1, limit: 50, search: "", ...sorted }, column)).toEqual(expected);
  });

  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [101, 50, 3],
  ])("%i rows, %i a page → last page %i", (total, limit, last) => {
    const paging = rowsPaging({ page: 1, limit, search: "" }, total, [10, 50], () => {});
    expect(paging.lastPage).toBe(last);
    expect(paging.total).toEqual({ count: total });
  });

  it("pages keep the query; a new page size goes back to page 1", () => {
    const asked: RowsQuery[] = [];
    const query: RowsQuery = { page: 3, limit: 10, search: "las", sort: "ASC" };
    const paging = rowsPaging(query, 95, [10, 20], (next) => asked.push(next));
    expect(paging.sizes).toMatchObject({ limit: 10, choices: [10, 20] });
    paging.onPage(4);
    paging.sizes?.onLimit(20);
    expect(asked).toEqual([
      { ...query, page: 4 },
      { ...query, page: 1, limit: 20 },
    ]);
  });

  it("puts the record's id into a getter", () => {
    expect(withRecordId("mapping/role-permissions/{id}", 7)).toBe("mapping/role-permissions/7");
    expect(withRecordId("mapping/role-permissions", 7)).toBe("mapping/role-permissions");
  });
});

describe("mapping switch", () => {
  const row = { id: 4, name: "read-role", value_mapping: 1 };

  it.each([
    [row, new Map(), 1],
    [{ ...row, value_mapping: 0 }, new Map(), 0],
    [row, new Map([[4, 0 as const]]), 0],
    [row, new Map([[5, 0 as const]]), 1],
    [{ ...row, value_mapping: "1" }, new Map(), 1],
  ])("%o pending %o shows %i", (shown, pending, expected) => {
    expect(shownFlag(shown, "value_mapping", pending)).toBe(expected);
  });

  it.each([
    [0, { id: "Yakin?" }, true],
    [0, undefined, false],
    [1, { id: "Yakin?" }, false],
  ] as const)("switching to %i with alert %o asks first: %s", (next, alert, expected) => {
    expect(asksFirst(next, alert)).toBe(expected);
  });

  it("sends the row, the extra params, the record's id under its name and the flag", () => {
    expect(
      switchBody(row, 0, {
        flag: "value_mapping",
        idName: "role_id",
        recordId: 9,
        params: { scope: "web" },
      }),
    ).toEqual({
      id: 4,
      name: "read-role",
      scope: "web",
      role_id: 9,
      value_mapping: 0,
      flag: "value_mapping",
    });
  });

  it.each([
    ["2", 2],
    ["1", 1],
    ["0", 0],
    ["x", 2],
  ])("filter %s → %i", (text, filter) => {
    expect(readFilter(text)).toBe(filter);
  });
});

describe("table input edits", () => {
  const row = { id: 3, name: "Mandor", planned_count: 4 };

  it("shows the edit over the value read, and sends only edited rows, empty as null", () => {
    const edits = withEdit(
      withEdit(new Map(), 3, "planned_count", 12),
      5,
      "planned_count",
      undefined,
    );
    expect(cellValue(row, edits, "planned_count")).toBe(12);
    expect(cellValue(row, new Map(), "planned_count")).toBe(4);
    expect(cellValue({ id: 5, planned_count: 2 }, edits, "planned_count")).toBeNull();
    expect(editedRows(edits)).toEqual([
      { id: 3, planned_count: 12 },
      { id: 5, planned_count: null },
    ]);
  });

  it.each([
    ["2026-11-24T16:59:59Z", "2026-11"],
    ["2026-11-30T17:00:00Z", "2026-12"],
    ["2026-12-31T17:00:00Z", "2027-01"],
  ])("at %s the month in Jakarta is %s", (instant, month) => {
    expect(currentMonth(new Date(instant))).toBe(month);
  });

  it("finds a cell's messages in a refused save", () => {
    const errors = { "3.planned_count": ["planned_count minimal 0"] };
    expect(cellErrors(errors, 3, "planned_count")).toEqual(["planned_count minimal 0"]);
    expect(cellErrors(errors, 4, "planned_count")).toEqual([]);
    expect(cellErrors(undefined, 3, "planned_count")).toEqual([]);
  });
});
