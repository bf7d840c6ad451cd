/** Display transforms, label pointers, date locks, hashes and sample records: the small pure pieces. */
import { describe, expect, it } from "vitest";
import { sampleRecord } from "../../src/schema/adapter/sample-record";
import { toForm } from "../../src/schema/adapter/to-form";
import { applyTransform, readPointer, TRANSFORMS } from "../../src/schema/adapter/transforms";
import { canonicalJson, stableHash } from "../../src/schema/stable-hash";
import {
  businessToday,
  inOpenPeriod,
  isToday,
  openPeriod,
} from "../../src/schema/validation/periods";
import { validateValues } from "../../src/schema/validation/validate-values";
import { compile, MODELS, SUPER_ADMIN, screenOf } from "./fixtures";

describe("transforms", () => {
  it.each<[string, unknown, string, string]>([
    ["", "Juru Las", "id", "Juru Las"],
    ["", null, "id", ""],
    ["uppercase", "las-01", "id", "LAS-01"],
    ["lowercase", "LAS", "id", "las"],
    ["capitalize", "juru las ahli", "id", "Juru Las Ahli"],
    ["date", "2026-01-15T10:00:00Z", "id", "2026-01-15"],
    ["datetime", "2026-01-31T17:30:00Z", "id", "2026-02-01 00:30:00"],
    ["time", "08:15:00", "id", "08:15:00"],
    ["number", "1234567.5", "id", "1.234.567,5"],
    ["number", "1234567.5", "en", "1,234,567.5"],
    ["number", 3002, "en", "3,002"],
    ["money", 1500000, "id", "Rp. 1.500.000"],
    ["money", 1500000, "en", "Rp. 1,500,000"],
    ["money", null, "id", "Rp. 0"],
    ["percent", 92.5, "id", "92,5%"],
    ["percent", 92.5, "en", "92.5%"],
    ["percent", null, "id", ""],
    ["hours", 7.5, "id", "7,5 jam"],
    ["hours", 1234, "en", "1,234 h"],
    ["yesno", true, "id", "Ya"],
    ["yesno", false, "en", "No"],
    ["yesno", "true", "id", "Ya"],
    ["yesno", "false", "id", "Tidak"],
    ["yesno", "t", "en", "Yes"],
    ["active", 1, "id", "Aktif"],
    ["active", 0, "en", "Inactive"],
    ["json", { a: 1 }, "id", '{"a":1}'],
    ["list", ["a", "b"], "id", "a, b"],
    ["no-such-transform", "raw", "id", "raw"],
  ])("%s of %j in %s is %j", (name, value, locale, expected) => {
    expect(applyTransform(name, value, { locale: locale as "id" | "en" })).toBe(expected);
  });

  it("covers the transform names the meta-schema documents", () => {
    expect(Object.keys(TRANSFORMS).sort()).toEqual(
      [
        "",
        "active",
        "capitalize",
        "date",
        "datetime",
        "json",
        "list",
        "lowercase",
        "money",
        "number",
        "option",
        "percent",
        "hours",
        "period",
        "time",
        "uppercase",
        "yesno",
      ].sort(),
    );
  });

  it("reads option labels through 'field|format' pointers", () => {
    const row = { start_date: "2026-03-01", code: "las", department: { name: "Gedung" } };
    expect(readPointer(row, "start_date|date", "id")).toBe("2026-03-01");
    expect(readPointer(row, "code|uppercase", "id")).toBe("LAS");
    expect(readPointer(row, "department.name", "id")).toBe("Gedung");
  });
});

describe("date locks", () => {
  it.each([
    ["2026-03-10", ["2026-02-26", "2026-03-25"]],
    ["2026-03-25", ["2026-02-26", "2026-03-25"]],
    ["2026-03-26", ["2026-03-26", "2026-04-25"]],
    ["2026-12-31", ["2026-12-26", "2027-01-25"]],
    ["2026-01-05", ["2025-12-26", "2026-01-25"]],
  ])("on %s the open period is %j", (today, period) => {
    expect(openPeriod(today)).toEqual(period);
    expect(inOpenPeriod(period[0] ?? "", today)).toBe(true);
    expect(inOpenPeriod(`${period[1]}T23:00:00`, today)).toBe(true);
  });

  it("locks dates before and after the open period", () => {
    expect(inOpenPeriod("2026-02-25", "2026-03-10")).toBe(false);
    expect(inOpenPeriod("2026-03-26", "2026-03-10")).toBe(false);
  });

  it("day-locks everything but today", () => {
    expect(isToday("2026-03-10", "2026-03-10")).toBe(true);
    expect(isToday("2026-03-10T22:59:00", "2026-03-10")).toBe(true);
    expect(isToday("2026-03-11", "2026-03-10")).toBe(false);
  });

  // Midnight in Jakarta is 17:00 UTC: the instants either side of it, on the day the cut-off
  // moves the period (the 25th), at a month's end and at the year's end.
  it.each([
    ["2026-03-10T16:59:59Z", "2026-03-10", ["2026-02-26", "2026-03-25"]],
    ["2026-03-10T17:00:00Z", "2026-03-11", ["2026-02-26", "2026-03-25"]],
    ["2026-03-25T16:59:59Z", "2026-03-25", ["2026-02-26", "2026-03-25"]],
    ["2026-03-25T17:00:00Z", "2026-03-26", ["2026-03-26", "2026-04-25"]],
    ["2026-04-30T16:59:59Z", "2026-04-30", ["2026-04-26", "2026-05-25"]],
    ["2026-04-30T17:00:00Z", "2026-05-01", ["2026-04-26", "2026-05-25"]],
    ["2026-12-25T17:00:00Z", "2026-12-26", ["2026-12-26", "2027-01-25"]],
    ["2026-12-31T16:59:59Z", "2026-12-31", ["2026-12-26", "2027-01-25"]],
    ["2026-12-31T17:00:00Z", "2027-01-01", ["2026-12-26", "2027-01-25"]],
    ["2027-01-25T17:00:00Z", "2027-01-26", ["2027-01-26", "2027-02-25"]],
  ])("at %s it is %s in Jakarta, in the period %j", (instant, today, period) => {
    expect(businessToday(new Date(instant))).toBe(today);
    expect(openPeriod(businessToday(new Date(instant)))).toEqual(period);
  });
});

describe("stableHash", () => {
  it("ignores key order and sees every value", () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
    expect(stableHash({ a: 1, b: 2 })).toBe(stableHash({ b: 2, a: 1 }));
    expect(stableHash({ a: 1 })).not.toBe(stableHash({ a: 2 }));
    expect(stableHash([1, 2])).toMatch(/^[0-9a-z]{14}$/);
  });
});

describe("sampleRecord", () => {
  it.each(["m_skills", "m_blood_types", "departments", "projects", "territories"] as const)(
    "makes a %s record its own create form accepts",
    (name) => {
      const screen = screenOf(MODELS[name]);
      const form = toForm(screen, "create", { user: SUPER_ADMIN, locale: "id" });
      const { errors } = validateValues(form, compile(form), sampleRecord(screen), {
        locale: "id",
        today: "2026-01-15",
      });
      expect(errors).toEqual({});
    },
  );
});
