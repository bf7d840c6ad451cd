/**
 * What every text export format writes: a head with the column labels, rows batch by batch, a
 * foot. Writers are pure (cells in, text out), so the route streams them and tests read them
 * whole.
 */

/**
 * One value as the list shows it, and what a typed spreadsheet should store instead of the
 * text: its number, or the day (and time) the text names.
 */
export interface ExportCell {
  text: string;
  number?: number;
  /** A number in rupiah (admin-area §9: "Rp."). */
  money?: boolean;
  /**
   * The text is a calendar day, "YYYY-MM-DD", or a moment on Jakarta's clock,
   * "YYYY-MM-DD HH:mm:ss", as the list shows them.
   */
  date?: "date" | "datetime";
}

export interface SheetWriter {
  extension: string;
  contentType: string;
  /** Everything before the first row; `title` is the screen's, in the caller's language. */
  head(title: string, headers: string[]): string;
  rows(rows: ExportCell[][]): string;
  foot(): string;
}

/** A number, written as one; "-12" or "1.234,5" cannot call a function. */
const PLAIN_NUMBER = /^-?\d[\d.,]*$/;

/** Whether a spreadsheet would read the text as a formula (= + - @, or a tab or return first). */
export function looksLikeFormula(text: string): boolean {
  return /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text);
}

/**
 * For formats that carry no cell type (CSV): a text that looks like a formula gets a leading
 * apostrophe, so opening an export never runs what someone typed into a record. A text with
 * apostrophes of its own before such a formula gets one more, so a reader dropping the guard
 * (`unprotect`) gets the text back.
 */
export function guardFormula(text: string): string {
  return looksLikeFormula(text.replace(/^'+/, "")) ? `'${text}` : text;
}
