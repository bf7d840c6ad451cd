/**
 * Texts a steward writes in both interface languages, and how the adapter picks one. The
 * adapter runs on both sides, so it names the languages itself rather than borrowing the
 * client's Lingui setup or the server's header parsing.
 */
import type { LocalText } from "./modules";

export type { LocalText };

export const SCHEMA_LOCALES = ["id", "en"] as const;
export type SchemaLocale = (typeof SCHEMA_LOCALES)[number];

/** The text in `locale`; Indonesian (the source language) when the translation is missing. */
export function pickText(text: LocalText | Partial<LocalText> | undefined, locale: SchemaLocale) {
  return text?.[locale] || text?.id || text?.en || "";
}

/** Fills `{name}` placeholders; unknown names stay as written, so a typo shows. */
export function fillTemplate(
  template: string,
  params: Record<string, string | number> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
