import { describe, expect, it } from "vitest";
import {
  int8ArrayToNumbers,
  timestampToIso,
  timestamptzToIso,
} from "../../../src/server/db/pg-values";

describe("timestamptzToIso", () => {
  it.each([
    ["2026-01-01 20:04:05.123456+00", "2026-01-01T20:04:05.123456Z"],
    ["2026-01-01 20:04:05.1234+00", "2026-01-01T20:04:05.123400Z"],
    ["2026-01-01 20:04:05+00", "2026-01-01T20:04:05.000000Z"],
    ["2026-01-01 20:04:05.5+07", "2026-01-01T20:04:05.500000+07:00"],
    ["2026-01-01 20:04:05.5+05:30", "2026-01-01T20:04:05.500000+05:30"],
  ])("%s → %s", (text, iso) => {
    expect(timestamptzToIso(text)).toBe(iso);
  });

  it("keeps string order equal to time order, trailing zeros or not", () => {
    const earlier = timestamptzToIso("2026-01-01 20:04:05.1234+00");
    const later = timestamptzToIso("2026-01-01 20:04:05.123456+00");
    expect(later > earlier).toBe(true);
  });
});

describe("timestampToIso", () => {
  it.each([
    ["2026-01-01 20:04:05", "2026-01-01T20:04:05.000000"],
    ["2026-01-01 20:04:05.12", "2026-01-01T20:04:05.120000"],
  ])("%s → %s", (text, iso) => {
    expect(timestampToIso(text)).toBe(iso);
  });
});

describe("int8ArrayToNumbers", () => {
  it.each([
    ["{}", []],
    ["{1,2,3}", [1, 2, 3]],
    ["{1,NULL}", [1, null]],
  ])("%s", (text, numbers) => {
    expect(int8ArrayToNumbers(text)).toEqual(numbers);
  });
});
