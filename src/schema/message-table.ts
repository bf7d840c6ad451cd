/**
 * A table of messages by code, each written in both interface languages with `{placeholders}`
 * (the API's errors, the auth field messages, the intake's rejection reasons, …): one lookup
 * for all of them, so every table picks and fills its messages the same way.
 */
import { fillTemplate, type LocalText, type SchemaLocale } from "./local-text";

export type MessageParams = Record<string, string | number>;

/** A message of the table: the code's text in `locale`, its placeholders filled from `params`. */
export type MessageLookup<Code extends string> = (
  code: Code,
  locale: SchemaLocale,
  params?: MessageParams,
) => string;

/** The lookup of `table`, typed by its codes. */
export function messageTable<Code extends string>(
  table: Record<Code, LocalText>,
): MessageLookup<Code> {
  return (code, locale, params = {}) => fillTemplate(table[code][locale], params);
}
