/**
 * The spec's export name (admin-area §9): the title with dashes, then the day as DD-MM-YYYY in
 * the company's time zone, so a file made at 06:00 in Jakarta carries that day whatever the
 * server's clock zone. Characters no file system accepts are dropped, as the client does.
 */
import { businessToday } from "../validation/periods";

export function exportFileName(title: string, extension: string, now = new Date()): string {
  const base = title
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are dropped too
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .join("-");
  const [year, month, day] = businessToday(now).split("-");
  return `${base || "data"}-${day}-${month}-${year}.${extension}`;
}
