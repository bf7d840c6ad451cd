/**
 * Exact decimal numbers as text. A money amount is a PostgreSQL numeric(18,2): up to sixteen
 * integer digits, more than a double holds, so it travels and is compared as text
 * ("1250000000.75"), formatted by grouping its digits, and never goes through a float.
 */
import type { SchemaLocale } from "../local-text";

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d*))?$/;

/** 1250000000.75 or "01250000000.750" → "1250000000.75"; anything else → undefined. */
export function canonicalDecimal(value: unknown): string | undefined {
  const text =
    typeof value === "number" ? numberText(value) : typeof value === "string" ? value : "";
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [, sign = "", whole = "", fraction = ""] = match;
  const digits = whole.replace(/^0+(?=\d)/, "");
  const decimals = fraction.replace(/0+$/, "");
  const body = decimals === "" ? digits : `${digits}.${decimals}`;
  return sign && body !== "0" ? `-${body}` : body;
}

/** A finite number as plain digits (never "1e+21"); not finite → "". */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return "";
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // From 1e21 up a double is a whole number and toFixed writes exponents too.
  return Math.abs(value) >= 1e21 ? BigInt(value).toString() : value.toFixed(20);
}

/** How many digits a decimal text has after its point ("12.50" → 2, "7" → 0). */
export function decimalPlaces(value: unknown): number {
  const text = typeof value === "number" ? numberText(value) : String(value ?? "");
  const match = DECIMAL_TEXT.exec(text.trim());
  return match?.[3]?.length ?? 0;
}

export interface Separators {
  group: string;
  decimal: string;
}

/** The interface language's separators: admin-area §9's Indonesian ones, or English. */
export const SEPARATORS = {
  id: { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
} as const satisfies Record<SchemaLocale, Separators>;

/** "1234567" → "1.234.567" with group ".". */
export function groupDigits(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** "-1234567.5" → "-1.234.567,5" in Indonesian separators; not a decimal → the value as text. */
export function formatDecimal(value: unknown, separators: Separators): string {
  const text = canonicalDecimal(value);
  if (text === undefined) return value === null || value === undefined ? "" : String(value);
  const [whole = "", fraction] = text.split(".");
  const sign = whole.startsWith("-") ? "-" : "";
  const grouped = `${sign}${groupDigits(whole.replace("-", ""), separators.group)}`;
  return fraction === undefined ? grouped : `${grouped}${separators.decimal}${fraction}`;
}
