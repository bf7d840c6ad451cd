/** Splits a rule as stewards and the model metadata write it: "max:30", "in:a,b", "regex:^…$". */
export interface ParsedRule {
  /** The rule exactly as written, e.g. "between:1,5". */
  text: string;
  name: string;
  /** Everything after the first colon, unsplit (a regex may hold commas and colons). */
  argument: string;
}

export function parseRule(text: string): ParsedRule {
  const colon = text.indexOf(":");
  return colon < 0
    ? { text, name: text, argument: "" }
    : { text, name: text.slice(0, colon), argument: text.slice(colon + 1) };
}
