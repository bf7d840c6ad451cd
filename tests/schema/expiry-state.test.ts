/** A validity date's state against today: expired, expiring within 30 days, valid, none. */
import { describe, expect, it } from "vitest";
import { expiryState } from "../../src/schema/adapter/expiry-state";

const TODAY = "2026-03-15";

describe("expiryState", () => {
  it.each<[string, unknown, ReturnType<typeof expiryState>]>([
    ["no date (never expires)", null, "none"],
    ["an empty text", "", "none"],
    ["not a date", "besok", "none"],
    ["yesterday", "2026-03-14", "expired"],
    ["long ago", "2024-01-01", "expired"],
    ["today (still valid today)", "2026-03-15", "expiring"],
    ["in 10 days", "2026-03-25", "expiring"],
    ["in exactly 30 days", "2026-04-14", "expiring"],
    ["in 31 days", "2026-04-15", "valid"],
    ["next year", "2027-03-15", "valid"],
    ["a timestamp is judged by its day", "2026-03-20T23:00:00Z", "expiring"],
    ["across a month end (Feb)", "2026-03-01", "expired"],
  ])("%s", (_name, value, expected) => {
    expect(expiryState(value, TODAY)).toBe(expected);
  });

  it("takes another warning window", () => {
    expect(expiryState("2026-03-25", TODAY, 7)).toBe("valid");
    expect(expiryState("2026-03-20", TODAY, 7)).toBe("expiring");
  });
});
