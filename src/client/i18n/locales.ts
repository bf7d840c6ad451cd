/** The interface languages Mandor speaks; Indonesian is the source and the default. */
export const LOCALES = ["id", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "id";

// Each language is named in itself, so a reader finds theirs whichever language is active.
export const LOCALE_NAMES = {
  id: "Indonesia",
  en: "English",
} as const satisfies Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
