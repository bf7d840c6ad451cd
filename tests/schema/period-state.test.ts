/** A record's active period judged on a Jakarta day, and the `period` transform showing it. */
import { describe, expect, it } from "vitest";
import { periodState } from "../../src/schema/adapter/period-state";
import { applyTransform } from "../../src/schema/adapter/transforms";

const TODAY = "2026-03-01";

describe("periodState", () => {
  it.each([
    ["open at both ends", { active: 1, start_date: null, end_date: null }, "running"],
    ["starting today", { active: 1, start_date: "2026-03-01", end_date: null }, "running"],
    ["ending today", { active: 1, start_date: null, end_date: "2026-03-01" }, "running"],
    ["starting tomorrow", { active: 1, start_date: "2026-03-02", end_date: null }, "scheduled"],
    ["ended yesterday", { active: 1, start_date: "2026-01-01", end_date: "2026-02-28" }, "ended"],
    ["switched off in its period", { active: 0, start_date: null, end_date: null }, "inactive"],
    ["switched off, as text", { active: "0", start_date: null, end_date: null }, "inactive"],
    ["a timestamp's day", { active: 1, start_date: "2026-03-01T00:00:00Z" }, "running"],
  ] as const)("%s is %s", (_, record, state) => {
    expect(periodState(record, TODAY)).toBe(state);
  });
});

describe("the period transform", () => {
  const record = { active: 1, start_date: "2026-03-02", end_date: "2026-03-31" };

  it.each([
    ["id", "2026-03-01", "Terjadwal"],
    ["en", "2026-03-01", "Scheduled"],
    ["id", "2026-03-02", "Tayang"],
    ["en", "2026-04-01", "Ended"],
  ] as const)("in %s on %s reads %s", (locale, today, text) => {
    expect(applyTransform("period", 1, { locale, record, today })).toBe(text);
  });

  it("reads the flag alone when it has no record", () => {
    expect(applyTransform("period", 0, { locale: "id", today: TODAY })).toBe("Tidak Aktif");
  });
});
