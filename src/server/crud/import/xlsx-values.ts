/**
 * The values of an .xlsx cell as the text a user would type, from what the sheet's XML holds:
 * Excel stores a date as a day count whose cell style's number format is a date format, a
 * cell's column in its reference ("AB12"), a boolean as 1 or 0. Pure functions.
 */

/** The number formats Excel builds in that show a date or a time (ECMA-376 §18.8.30). */
const BUILT_IN_DATE_FORMATS: ReadonlySet<number> = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** Whether number format `id` (with `code` when the workbook defines it) shows a date or time. */
export function isDateFormat(id: number, code: string | undefined): boolean {
  if (code === undefined) return BUILT_IN_DATE_FORMATS.has(id);
  // Quoted text, escaped and padding characters, colours and locales are no date parts.
  const bare = code.replace(/"[^"]*"|\\.|_.|\*.|\[[^\]]*\]/g, "");
  return /[ymdhs]/i.test(bare);
}

/** A 1-based column from a cell reference such as "AB12"; undefined when it names none. */
export function columnOf(reference: string | undefined): number | undefined {
  const letters = reference && /^([A-Za-z]{1,3})\d*$/.exec(reference)?.[1];
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + letter.charCodeAt(0) - 64;
  return column;
}

/**
 * Excel's day count (days since 1899-12-30, or 1904-01-01 in a workbook set so) as
 * YYYY-MM-DD, with the time when it has one. Excel's dates carry no zone: the wall time is
 * read as UTC, as Mandor's export writes it.
 */
export function excelDateText(days: number, date1904: boolean): string {
  const ms = Math.round((days - 25_569 + (date1904 ? 1_462 : 0)) * 86_400_000);
  return dateText(new Date(ms));
}

export function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  const [day = "", time = ""] = date.toISOString().split("T");
  const clock = time.slice(0, 8);
  return clock === "00:00:00" ? day : `${day} ${clock}`;
}

/** A number cell's text as JavaScript writes the number; "" when it holds none. */
export function numberText(value: string): string {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) ? String(number) : "";
}
