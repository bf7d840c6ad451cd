/**
 * The spec's names for inputs (admin-area §3 "Field types") and displays ("Display types").
 * Overlays, the adapter and the client's widget registry all use exactly these names.
 */

export const INPUT_TYPES = [
  "text",
  "email",
  "hidden",
  "password",
  "tel",
  "url",
  "color",
  "number",
  "money",
  "date",
  "datetime",
  "year",
  "month",
  "time",
  "week",
  "date-range",
  "datetime-range",
  "year-range",
  "month-range",
  "time-range",
  "week-range",
  "textarea",
  "texteditor",
  "file",
  "file-multiple",
  "select",
  "select-multiple",
  "checkbox",
  "radio",
  "lookup-checkbox",
  "lookup-radio",
  "map",
  "map-multiple",
] as const;
export type InputType = (typeof INPUT_TYPES)[number];

export const DISPLAY_TYPES = [
  "text",
  "innerHTML",
  "button",
  "link",
  "file",
  "money",
  "slot",
  "expiry",
] as const;
export type DisplayType = (typeof DISPLAY_TYPES)[number];

export function isInputType(value: unknown): value is InputType {
  return (INPUT_TYPES as readonly unknown[]).includes(value);
}

export function isDisplayType(value: unknown): value is DisplayType {
  return (DISPLAY_TYPES as readonly unknown[]).includes(value);
}

/** What a value of a field is in JSON: the adapter's JSON Schema `type`. */
export type ValueKind = "string" | "integer" | "number" | "boolean" | "array" | "any";

/**
 * The value kinds each input can edit. A steward who puts a checkbox on a name column is told
 * so when the overlay loads, instead of finding out from a broken form.
 */
export const INPUT_ACCEPTS = {
  text: ["string", "integer", "number"],
  email: ["string"],
  hidden: ["string", "integer", "number", "boolean", "array", "any"],
  password: ["string"],
  tel: ["string"],
  url: ["string"],
  color: ["string"],
  number: ["integer", "number"],
  money: ["integer", "number"],
  date: ["string"],
  datetime: ["string"],
  year: ["string", "integer"],
  month: ["string"],
  time: ["string"],
  week: ["string"],
  "date-range": ["string", "array"],
  "datetime-range": ["string", "array"],
  "year-range": ["string", "array"],
  "month-range": ["string", "array"],
  "time-range": ["string", "array"],
  "week-range": ["string", "array"],
  textarea: ["string"],
  texteditor: ["string"],
  file: ["string"],
  "file-multiple": ["array", "any"],
  select: ["string", "integer", "number", "boolean"],
  "select-multiple": ["array"],
  checkbox: ["boolean", "integer", "string"],
  radio: ["string", "integer", "number", "boolean"],
  "lookup-checkbox": ["array"],
  "lookup-radio": ["string", "integer"],
  map: ["any", "string"],
  "map-multiple": ["array", "any"],
} as const satisfies Record<InputType, readonly ValueKind[]>;

/**
 * When a field's errors show (admin-area §5): "eager" inputs wait for the first blur and then
 * follow every change while invalid; "aggressive" ones show errors on the first change.
 */
export type ValidationMode = "eager" | "aggressive";

export const INPUT_VALIDATION_MODE = {
  text: "eager",
  email: "eager",
  hidden: "eager",
  password: "eager",
  tel: "eager",
  url: "eager",
  color: "eager",
  number: "eager",
  money: "eager",
  date: "eager",
  datetime: "eager",
  year: "eager",
  month: "eager",
  time: "eager",
  week: "eager",
  "date-range": "eager",
  "datetime-range": "eager",
  "year-range": "eager",
  "month-range": "eager",
  "time-range": "eager",
  "week-range": "eager",
  textarea: "eager",
  texteditor: "eager",
  file: "aggressive",
  "file-multiple": "aggressive",
  select: "aggressive",
  "select-multiple": "aggressive",
  checkbox: "aggressive",
  radio: "aggressive",
  "lookup-checkbox": "aggressive",
  "lookup-radio": "aggressive",
  map: "aggressive",
  "map-multiple": "aggressive",
} as const satisfies Record<InputType, ValidationMode>;

/** Inputs whose text is trimmed before it is validated or written (admin-area §5). */
export const TRIMMED_INPUTS: ReadonlySet<InputType> = new Set([
  "text",
  "email",
  "tel",
  "url",
  "textarea",
  "texteditor",
]);
