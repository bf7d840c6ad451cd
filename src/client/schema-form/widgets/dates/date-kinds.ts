/**
 * Each date input as data: the native input that draws it, how a stored value becomes the
 * input's text and back, and which choices the lock rules leave open. The widgets and the
 * ranges share these, so a date-range edits two of exactly what a date edits.
 */
import type { ValueKind } from "../../../../schema/overlay/field-types";
import { FORMATS } from "../../../../schema/validation/formats";
import {
  instantToLocal,
  isoWeek,
  localToInstant,
  lockedDays,
  MAX_YEAR,
  MIN_YEAR,
  normalizeTime,
  toYear,
} from "./date-values";

export interface Limits {
  min?: string;
  max?: string;
}

export interface DateKind {
  input: "date" | "datetime-local" | "month" | "week" | "time" | "number";
  /** Seconds for the inputs that show them (admin-area §9: HH:mm:ss). */
  step?: number;
  toInput(value: unknown): string;
  /** The input's text → the stored value; undefined when the text is not one (yet). */
  fromInput(text: string, kind: ValueKind): unknown;
  limits(locks: readonly string[], today: string): Limits;
}

const matching = (pattern: RegExp) => (value: unknown) =>
  typeof value === "string" && pattern.test(value) ? value : "";

/** The locked days cut to what an input of coarser steps can express. */
const cutDays =
  (toStep: (day: string) => string) =>
  (locks: readonly string[], today: string): Limits => {
    const { min, max } = lockedDays(locks, today);
    return min && max ? { min: toStep(min), max: toStep(max) } : {};
  };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const WEEK = /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/;

const KINDS = {
  date: {
    input: "date",
    toInput: (value) => matching(DAY)(typeof value === "string" ? value.slice(0, 10) : value),
    fromInput: (text) => (FORMATS.date(text) ? text : undefined),
    limits: cutDays((day) => day),
  },
  datetime: {
    input: "datetime-local",
    step: 1,
    toInput: instantToLocal,
    fromInput: localToInstant,
    limits: (locks, today) => {
      const { min, max } = lockedDays(locks, today);
      return min && max ? { min: `${min}T00:00:00`, max: `${max}T23:59:59` } : {};
    },
  },
  time: {
    input: "time",
    step: 1,
    toInput: normalizeTime,
    fromInput: (text) => normalizeTime(text) || undefined,
    limits: () => ({}),
  },
  month: {
    input: "month",
    toInput: matching(MONTH),
    fromInput: (text) => (MONTH.test(text) ? text : undefined),
    limits: cutDays((day) => day.slice(0, 7)),
  },
  week: {
    input: "week",
    toInput: matching(WEEK),
    fromInput: (text) => (WEEK.test(text) ? text : undefined),
    limits: cutDays(isoWeek),
  },
  year: {
    input: "number",
    toInput: (value) =>
      typeof value === "number" || typeof value === "string" ? String(value) : "",
    fromInput: (text, kind) => toYear(text, kind !== "string"),
    limits: (locks, today) => {
      const cut = cutDays((day) => day.slice(0, 4))(locks, today);
      return cut.min ? cut : { min: String(MIN_YEAR), max: String(MAX_YEAR) };
    },
  },
} as const satisfies Record<string, DateKind>;

export type DateKindName = keyof typeof KINDS;
export const DATE_KINDS: Readonly<Record<DateKindName, DateKind>> = KINDS;
