/**
 * Display formatting by name: the `transform` of a list or detail view, and the `format` of an
 * option label pointer ("start_date|date"). Numbers follow the reader's language (Indonesian:
 * thousands ".", decimals "," as admin-area §9 writes them; English: "3,002.5"), money keeps
 * "Rp." in both; dates and times are shown in the company's time zone as YYYY-MM-DD and
 * HH:mm:ss whatever the language.
 */
import { type LocalText, pickText, type SchemaLocale } from "../local-text";
import { VALUE_WORDS } from "../overlay/default-labels";
import type { ScreenField } from "../overlay/screen-types";
import { readPath } from "../read-path";
import { formatDecimal, SEPARATORS } from "../validation/decimal-text";
import { BUSINESS_TIME_ZONE, businessToday } from "../validation/periods";
import { type PeriodState, periodState } from "./period-state";

export interface TransformContext {
  locale: SchemaLocale;
  field?: Pick<ScreenField, "option">;
  /** The whole record, for transforms that judge several of its columns (`period`). */
  record?: unknown;
  /** YYYY-MM-DD in Jakarta; default the real today. */
  today?: string;
}

const PERIOD_WORDS = {
  running: { id: "Tayang", en: "Showing" },
  scheduled: { id: "Terjadwal", en: "Scheduled" },
  ended: { id: "Berakhir", en: "Ended" },
  inactive: VALUE_WORDS.inactive,
} as const satisfies Record<PeriodState, LocalText>;

type Transform = (value: unknown, context: TransformContext) => string;

/**
 * A code by its option item's label, or as it is when the field has no such item; a list of
 * codes (a multiple choice) each so.
 */
const optionLabels: Transform = (value, context) => {
  const label = (code: unknown) => {
    const item = context.field?.option?.items?.find((candidate) => candidate.code === code);
    return item ? pickText(item.label, context.locale) : text(code);
  };
  return Array.isArray(value) ? value.map(label).join(", ") : label(value);
};

const NUMBER_FORMATS = {
  id: new Intl.NumberFormat("id-ID", { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }),
} as const satisfies Record<SchemaLocale, Intl.NumberFormat>;
const dateTimeParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
/** Also PostgreSQL's text for true: older history rows hold a boolean as "true". */
const isTrue = (value: unknown) =>
  value === true || value === 1 || value === "1" || value === "true" || value === "t";

/** "2026-01-31T17:30:00Z" → "2026-02-01 00:30:00" in Western Indonesian Time. */
export function formatDateTime(value: unknown): string {
  const date = new Date(text(value));
  if (text(value) === "" || Number.isNaN(date.getTime())) return text(value);
  const part = Object.fromEntries(dateTimeParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** 3002 → "3.002" in Indonesian, "3,002" in English; not a number → the value as text. */
export function formatNumber(value: unknown, locale: SchemaLocale): string {
  if (value === null || value === undefined || value === "") return "";
  const number = Number(value);
  return Number.isFinite(number) ? NUMBER_FORMATS[locale].format(number) : text(value);
}

const HOUR_UNITS = { id: " jam", en: " h" } as const satisfies Record<SchemaLocale, string>;

/** A number in the reader's style followed by its unit; no number, no unit. */
function withUnit(value: unknown, locale: SchemaLocale, unit: string): string {
  const number = formatNumber(value, locale);
  return number === "" ? "" : `${number}${unit}`;
}

export const TRANSFORMS = {
  "": text,
  uppercase: (value) => text(value).toUpperCase(),
  lowercase: (value) => text(value).toLowerCase(),
  capitalize: (value) => text(value).replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()),
  date: (value) => text(value).slice(0, 10),
  datetime: formatDateTime,
  time: (value) =>
    /^\d\d:\d\d/.test(text(value)) ? text(value).slice(0, 8) : formatDateTime(value).slice(11),
  number: (value, { locale }) => formatNumber(value, locale),
  /** A percentage as the server sends it, 0–100: "92,5%" in Indonesian, "92.5%" in English. */
  percent: (value, { locale }) => withUnit(value, locale, "%"),
  /** A duration in hours with its decimals: "7,5 jam", "7.5 h". */
  hours: (value, { locale }) => withUnit(value, locale, HOUR_UNITS[locale]),
  /** "Empty means 0" for money (admin-area §5); every digit of the decimal text, no float. */
  money: (value, { locale }) => `Rp. ${formatDecimal(value ?? 0, SEPARATORS[locale]) || "0"}`,
  yesno: (value, { locale }) =>
    value === null || value === undefined ? "" : VALUE_WORDS[isTrue(value) ? "yes" : "no"][locale],
  active: (value, { locale }) =>
    value === null || value === undefined
      ? ""
      : VALUE_WORDS[isTrue(value) ? "active" : "inactive"][locale],
  option: optionLabels,
  json: (value) => (value === null || value === undefined ? "" : JSON.stringify(value)),
  list: optionLabels,
  /** The record's active period judged on today: its 1/0 `active` with `start_date`/`end_date`. */
  period: (value, { locale, record, today }) => {
    const row = typeof record === "object" && record !== null ? record : { active: value };
    return PERIOD_WORDS[periodState(row, today ?? businessToday())][locale];
  },
} as const satisfies Record<string, Transform>;

export type TransformName = keyof typeof TRANSFORMS;

export function isTransformName(name: string): name is TransformName {
  return Object.hasOwn(TRANSFORMS, name);
}

/** Formats a value by transform name; an unknown name shows the raw value. */
export function applyTransform(name: string, value: unknown, context: TransformContext): string {
  return (isTransformName(name) ? TRANSFORMS[name] : TRANSFORMS[""])(value, context);
}

/** Reads an option item by a label pointer: "name", or "field|format" such as "start_date|date". */
export function readPointer(item: unknown, pointer: string, locale: SchemaLocale): string {
  const [path = "", format = ""] = pointer.split("|");
  return applyTransform(format, readPath(item, path), { locale });
}
