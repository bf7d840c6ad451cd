/**
 * The CSV cell a spreadsheet shows as the stored text, and the text read back from it: digit
 * strings a spreadsheet would turn into another number are marked ="…", formula-like texts
 * guarded by an apostrophe, and `unprotect` undoes exactly what `protect` did.
 */
import { describe, expect, it } from "vitest";
import { protect, unprotect } from "../../../../src/server/crud/export/spreadsheet-text";

const CASES: [stored: string, cell: string][] = [
  ["3471121809717909", '="3471121809717909"'],
  ["9171012345678901", '="9171012345678901"'],
  ["12345678901234567890", '="12345678901234567890"'],
  ["0812345678901234", '="0812345678901234"'],
  ["0001234567890", '="0001234567890"'],
  ["+6281234567890", '="+6281234567890"'],
  ["628123456789", '="628123456789"'],
  ["01", '="01"'],
  ["12345678901", "12345678901"],
  ["0", "0"],
  ["55281", "55281"],
  ["-12", "-12"],
  ["3471-1218", "3471-1218"],
  ["NIK 3471121809717909", "NIK 3471121809717909"],
  ["+62 812 3456", "'+62 812 3456"],
  ["=1+1", "'=1+1"],
  ['="0812"', `'="0812"`],
  ["'=1+1", "''=1+1"],
  ["'Budi", "'Budi"],
  ["", ""],
];

describe("protect", () => {
  it.each(CASES)("writes %j as %j", (stored, cell) => {
    expect(protect(stored)).toBe(cell);
  });
});

describe("unprotect", () => {
  it.each(CASES)("reads %j back from %j", (stored, cell) => {
    expect(unprotect(cell)).toBe(stored);
  });

  it.each([
    // As LibreOffice and Excel save the cell again: the marker's result, plain.
    ["3471121809717909", "3471121809717909"],
    // A marker typed by hand around digits that were never fragile.
    ['="123"', "123"],
    // Not a marker: something else inside, or more around it.
    ['="12a"', '="12a"'],
    ['="0812" ', '="0812" '],
  ])("reads %j as %j", (cell, stored) => {
    expect(unprotect(cell)).toBe(stored);
  });
});
