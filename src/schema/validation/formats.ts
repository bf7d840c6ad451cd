/**
 * The string formats the rule table uses (`format` keyword). The server hands them to ajv; the
 * browser gets them inside the validator module the server compiles (see
 * src/server/schemas/validator-module.ts), so each one must stand alone: a regular expression,
 * or a function that uses nothing but its argument and built-ins.
 */
export type FormatCheck = RegExp | ((value: string) => boolean);

export const FORMATS = {
  /** A real calendar day, YYYY-MM-DD (admin-area §9). */
  date: (value: string): boolean => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
    return day >= 1 && day <= days;
  },
  email:
    /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i,
  uri: /^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]+[^\s]*$/i,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  ip: (value: string): boolean => {
    if (/^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/.test(value)) return true;
    if (!value.includes(":") || !/^[0-9a-f:.]+$/i.test(value)) return false;
    try {
      return new URL(`http://[${value}]/`).hostname.length > 2;
    } catch {
      return false;
    }
  },
} as const satisfies Record<string, FormatCheck>;

/** The formats as JavaScript source, an object literal for the generated validator module. */
export function formatsSource(): string {
  const entries = Object.entries(FORMATS).map(
    ([name, check]) => `${JSON.stringify(name)}: ${check.toString()}`,
  );
  return `{ ${entries.join(", ")} }`;
}
