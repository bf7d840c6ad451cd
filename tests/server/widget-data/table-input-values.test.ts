/** What a table input may save in a number, money or text column, checked before any SQL. */
import { describe, expect, it } from "vitest";
import type { ValueColumn } from "../../../src/server/table-input/table-input-definitions";
import { checkValue } from "../../../src/server/table-input/table-input-values";

const COUNT: ValueColumn = { type: "number", precision: 0, minimum: 0 };
const MONEY: ValueColumn = { type: "money", precision: 2, minimum: 0 };
const TEXT: ValueColumn = { type: "text" };

describe("checkValue", () => {
  it.each([
    [COUNT, 12, "12"],
    [COUNT, "30", "30"],
    [COUNT, null, null],
    [COUNT, "", null],
    [COUNT, undefined, null],
    [MONEY, "1250000000000000.75", "1250000000000000.75"],
    [MONEY, 12.5, "12.5"],
    [TEXT, "catatan", "catatan"],
  ])("%o takes %o as %o", (column, value, stored) => {
    expect(checkValue(column, value)).toEqual({ ok: true, value: stored });
  });

  it.each([
    [COUNT, 2.5, "must be a whole number"],
    [COUNT, -1, "must be at least 0"],
    [COUNT, "abc", "must be a number"],
    [COUNT, Number.POSITIVE_INFINITY, "must be a number"],
    [COUNT, true, "must be a number"],
    [MONEY, "1.255", "at most 2 decimal places"],
    [TEXT, 5, "must be text"],
  ])("%o refuses %o: %s", (column, value, english) => {
    const checked = checkValue(column, value);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem.en).toBe(english);
  });

  it("says why in Indonesian too", () => {
    expect(checkValue(COUNT, -3)).toEqual({
      ok: false,
      problem: { id: "minimal 0", en: "must be at least 0" },
    });
  });
});
