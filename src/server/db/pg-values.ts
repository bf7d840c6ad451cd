/**
 * One way to read PostgreSQL values, whichever driver is underneath, so that PGlite and a
 * real server answer byte-for-byte the same JSON. Timestamps stay strings: a JS Date drops
 * the microseconds that optimistic-concurrency checks compare.
 */

export const PG_OID = {
  int8: 20,
  int8Array: 1016,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
} as const;

const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * "2026-01-01 20:04:05.1234+00" → "2026-01-01T20:04:05.123400Z" (sessions run in UTC). The
 * fraction is always six digits, because PostgreSQL drops trailing zeros and the strings
 * must compare (and sort) the way the instants do.
 */
export function timestamptzToIso(text: string): string {
  // Sessions run in UTC, so nearly every value takes this path (one regex, no replacements).
  const utc = UTC_TIMESTAMP.exec(text);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? "").padEnd(6, "0")}Z`;
  const iso = timestampToIso(text);
  const offset = /([+-]\d\d)(:?\d\d)?$/.exec(iso);
  if (!offset) return iso;
  const head = iso.slice(0, offset.index);
  const tz = `${offset[1]}:${(offset[2] ?? "00").replace(":", "")}`;
  return tz === "+00:00" ? `${head}Z` : `${head}${tz}`;
}

/** "2026-01-01 20:04:05.12" → "2026-01-01T20:04:05.120000". */
export function timestampToIso(text: string): string {
  return text
    .replace(" ", "T")
    .replace(
      /(T\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?/,
      (_whole, time, fraction = "") => `${time}.${fraction.padEnd(6, "0")}`,
    );
}

/** Identifiers of ids and counts fit in a double for every table this product keeps. */
export function int8ToNumber(text: string): number {
  return Number(text);
}

/** `{1,2,NULL}` → `[1, 2, null]`. */
export function int8ArrayToNumbers(text: string): Array<number | null> {
  const body = text.slice(1, -1);
  if (body === "") return [];
  return body.split(",").map((item) => (item === "NULL" ? null : Number(item)));
}

export const valueParsers: Record<number, (text: string) => unknown> = {
  [PG_OID.int8]: int8ToNumber,
  [PG_OID.int8Array]: int8ArrayToNumbers,
  [PG_OID.date]: (text) => text,
  [PG_OID.timestamp]: timestampToIso,
  [PG_OID.timestamptz]: timestamptzToIso,
};
