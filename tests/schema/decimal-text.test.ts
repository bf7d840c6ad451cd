/** Exact decimal text: amounts compared, counted and formatted without a float. */
import { describe, expect, it } from "vitest";
import {
  canonicalDecimal,
  decimalPlaces,
  formatDecimal,
  SEPARATORS,
} from "../../src/schema/validation/decimal-text";

describe("canonicalDecimal", () => {
  it.each([
    ["1250000000.75", "1250000000.75"],
    ["01250000000.750", "1250000000.75"],
    ["9999999999999999.99", "9999999999999999.99"],
    ["5.00", "5"],
    ["5.", "5"],
    ["-0.0", "0"],
    ["-12.50", "-12.5"],
    [1234567.5, "1234567.5"],
    [1e21, "1000000000000000000000"],
    [1e-7, "0.0000001"],
    ["1.234,5", undefined],
    ["Rp. 5", undefined],
    [Number.NaN, undefined],
    [null, undefined],
  ] as [unknown, string | undefined][])("%j → %j", (value, expected) => {
    expect(canonicalDecimal(value)).toBe(expected);
  });
});

describe("decimalPlaces", () => {
  it.each([
    ["123456789012.34", 2],
    ["1.250", 3],
    [7, 0],
    [0.29, 2],
    [1.234, 3],
  ] as [unknown, number][])("%j has %i", (value, places) => {
    expect(decimalPlaces(value)).toBe(places);
  });
});

describe("formatDecimal", () => {
  it.each([
    ["1250000000.75", "id", "1.250.000.000,75"],
    ["1250000000.75", "en", "1,250,000,000.75"],
    ["9999999999999999.99", "id", "9.999.999.999.999.999,99"],
    ["-1234567.5", "id", "-1.234.567,5"],
    ["100", "en", "100"],
    ["bukan angka", "id", "bukan angka"],
    [null, "id", ""],
  ] as [unknown, "id" | "en", string][])("%j in %s → %s", (value, locale, shown) => {
    expect(formatDecimal(value, SEPARATORS[locale])).toBe(shown);
  });
});
