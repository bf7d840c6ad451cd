/**
 * A text cell of the CSV for Excel as a spreadsheet must see it, and back. A CSV carries no
 * cell types, so LibreOffice and Excel take a digit string for a number: a NIK loses its 16th
 * digit, a phone its leading 0 or +, and a 12-digit number shows (and is saved again) as
 * 6,28E+11. Such a string is written as the formula ="…", which both spreadsheets show as that
 * exact text. RFC 4180 readers return the marker as written (the plain CSV, for them, has
 * none); Mandor's import reads either back with `unprotect`, so export → import gives the
 * stored text.
 */
import { guardFormula, looksLikeFormula } from "./sheet-writer";

/**
 * What a spreadsheet would turn into a number that is not the text: a leading + or 0, or more
 * digits than Excel's General format shows (11) or a double holds (15).
 */
const FRAGILE_DIGITS = /^(?:[+0]\d+|\d{12,})$/;
const MARKED_DIGITS = /^="(\+?\d+)"$/;

/** The cell to write for a text: fragile digits marked, a formula-like text guarded. */
export function protect(text: string): string {
  return FRAGILE_DIGITS.test(text) ? `="${text}"` : guardFormula(text);
}

/** The text `protect` wrote this cell for (a cell it did not write comes back as it is). */
export function unprotect(cell: string): string {
  const digits = MARKED_DIGITS.exec(cell)?.[1];
  if (digits !== undefined) return digits;
  return cell.startsWith("'") && looksLikeFormula(cell.replace(/^'+/, "")) ? cell.slice(1) : cell;
}
