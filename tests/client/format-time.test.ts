import { describe, expect, test } from "vitest";
import { formatTime } from "../../src/client/format/format-time";

// Instants, not local times: the clock suites run this file in other zones than Jakarta's.
describe("formatTime", () => {
  test.each([
    { at: "2024-12-31T17:00:00Z", expected: "00:00:00" },
    { at: "2025-01-01T02:05:07Z", expected: "09:05:07" },
    { at: "2025-01-01T16:59:59Z", expected: "23:59:59" },
  ])("$at is $expected in Jakarta", ({ at, expected }) => {
    expect(formatTime(new Date(at))).toBe(expected);
  });
});
