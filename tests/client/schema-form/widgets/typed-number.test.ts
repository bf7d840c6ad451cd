/** What a number or money input shows while typed in, what it means, and where its caret goes. */
import { describe, expect, it } from "vitest";
import {
  caretAfter,
  readTyped,
  type TypedOptions,
} from "../../../../src/client/schema-form/widgets/number/typed-number";
import { SEPARATORS } from "../../../../src/schema/validation/decimal-text";

const MONEY: TypedOptions = { decimals: 2, signed: false };
const NUMBER: TypedOptions = { decimals: undefined, signed: true };
const INTEGER: TypedOptions = { decimals: 0, signed: true };

describe("readTyped", () => {
  it.each([
    ["1234567,5", "id", MONEY, "1.234.567,5", "1234567.5"],
    ["1234567.5", "en", MONEY, "1,234,567.5", "1234567.5"],
    ["Rp. 1.250.000.000,75", "id", MONEY, "1.250.000.000,75", "1250000000.75"],
    ["1.234,", "id", MONEY, "1.234,", "1234"],
    [",5", "id", MONEY, "0,5", "0.5"],
    ["1,2345", "id", MONEY, "1,23", "1.23"],
    ["1,50", "id", MONEY, "1,50", "1.5"],
    ["-500", "id", MONEY, "500", "500"],
    ["-500", "id", NUMBER, "-500", "-500"],
    ["-", "id", NUMBER, "-", undefined],
    ["0012", "id", NUMBER, "12", "12"],
    ["12,5", "id", INTEGER, "125", "125"],
    ["1,234567", "id", NUMBER, "1,234567", "1.234567"],
    ["", "id", MONEY, "", undefined],
    ["abc", "id", MONEY, "", undefined],
  ] as [string, "id" | "en", TypedOptions, string, string | undefined][])(
    "%j in %s shows %j and means %j",
    (raw, locale, options, display, value) => {
      expect(readTyped(raw, SEPARATORS[locale], options)).toEqual({ display, value });
    },
  );
});

describe("caretAfter", () => {
  it.each([
    // A digit typed inside "1.234.567" behind "1.23": the caret stays behind that new digit.
    ["1.2394.567", 5, "12.394.567", 5],
    // The separator deleted by Backspace comes back; the caret stays among the same digits.
    ["1.234567", 5, "1.234.567", 5],
    // Typing the fourth digit inserts a separator before the caret.
    ["1234", 4, "1.234", 5],
    ["1.234,", 6, "1.234,", 6],
    ["", 0, "", 0],
    ["x1", 1, "1", 0],
  ] as [string, number, string, number][])(
    "%j with the caret at %i → %j at %i",
    (raw, caret, display, expected) => {
      expect(caretAfter(raw, caret, display, SEPARATORS.id)).toBe(expected);
    },
  );
});
