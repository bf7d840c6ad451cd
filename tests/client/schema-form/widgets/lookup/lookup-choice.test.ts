/**
 * The lookup's pure rules (admin-area §3 "Widget data", §9): a row's label through the
 * option's "field|format" pointer and its display columns, the value each widget stores, and
 * the selected items' pages of eight.
 */
import { describe, expect, it } from "vitest";
import {
  choose,
  codesOf,
  columnHeadings,
  type LookupChoice,
  selectedPage,
  storedValue,
  toChoice,
} from "../../../../../src/client/schema-form/widgets/lookup/lookup-choice";

const ROW = { id: 7, fullname: "Budi Santoso", joined_at: "2026-03-04T20:00:00Z", wage: 1500000 };

describe("toChoice", () => {
  it.each([
    [{ label: "fullname", code: "id" }, "Budi Santoso", 7],
    [{ label: "joined_at|datetime", code: "id" }, "2026-03-05 03:00:00", 7],
    [{ label: "fullname|uppercase", code: "fullname" }, "BUDI SANTOSO", "Budi Santoso"],
    [undefined, "7", 7],
    [{ code: "fullname" }, "Budi Santoso", "Budi Santoso"],
  ])("option %j labels the row %s with code %s", (option, label, code) => {
    expect(toChoice(ROW, option, "id")).toMatchObject({ label, code });
  });

  it("reads the display columns in the option's order, formatted", () => {
    const option = {
      columns: [
        { data: "wage|money", label: { id: "Upah", en: "Wage" } },
        { data: "fullname", label: { id: "Nama", en: "Name" } },
      ],
    };
    expect(toChoice(ROW, option, "id").cells).toEqual(["Rp. 1.500.000", "Budi Santoso"]);
  });
});

describe("columnHeadings", () => {
  it("heads each column with its label in the user's language, never its column name", () => {
    const option = {
      columns: [{ data: "project_code", label: { id: "Kode Proyek", en: "Project Code" } }],
    };
    expect(columnHeadings(option, "id")).toEqual(["Kode Proyek"]);
    expect(columnHeadings(option, "en")).toEqual(["Project Code"]);
  });
});

const item = (code: number): LookupChoice => ({ code, label: `#${code}`, cells: [] });

describe("choosing and storing", () => {
  it.each([
    ["radio", [item(1)], item(2), [2], 2],
    ["radio", [item(1)], item(1), [1], 1],
    ["checkbox", [item(1)], item(2), [1, 2], [1, 2]],
    ["checkbox", [item(1), item(2)], item(1), [2], [2]],
    ["checkbox", [], item(3), [3], [3]],
  ] as const)("%s: %j then %j gives %j, stored as %j", (mode, before, picked, codes, stored) => {
    const after = choose([...before], picked, mode);
    expect(after.map((choice) => choice.code)).toEqual(codes);
    expect(storedValue(after, mode)).toEqual(stored);
  });

  it.each([
    [undefined, []],
    [null, []],
    ["", []],
    [5, [5]],
    [
      [1, 2],
      [1, 2],
    ],
  ])("the codes of a stored %j are %j", (value, codes) => {
    expect(codesOf(value)).toEqual(codes);
  });

  it("stores nothing for an empty radio and an empty array for an empty checkbox", () => {
    expect(storedValue([], "radio")).toBeUndefined();
    expect(storedValue([], "checkbox")).toEqual([]);
  });
});

describe("selected items, eight a page", () => {
  const items = Array.from({ length: 19 }, (_, index) => index + 1);
  it.each([
    [1, 1, [1, 2, 3, 4, 5, 6, 7, 8]],
    [2, 2, [9, 10, 11, 12, 13, 14, 15, 16]],
    [3, 3, [17, 18, 19]],
    [9, 3, [17, 18, 19]],
    [0, 1, [1, 2, 3, 4, 5, 6, 7, 8]],
  ])("page %i is shown as page %i with %j", (wanted, page, shown) => {
    expect(selectedPage(items, wanted)).toEqual({ page, pages: 3, items: shown });
  });
});
