import { describe, expect, test } from "vitest";
import { formatTime } from "../../src/client/format/format-time";

describe("formatTime", () => {
  test.each([
    { date: new Date(2025, 0, 1, 0, 0, 0), expected: "00:00:00" },
    { date: new Date(2025, 0, 1, 9, 5, 7), expected: "09:05:07" },
    { date: new Date(2025, 0, 1, 23, 59, 59), expected: "23:59:59" },
  ])("$expected", ({ date, expected }) => {
    expect(formatTime(date)).toBe(expected);
  });
});
