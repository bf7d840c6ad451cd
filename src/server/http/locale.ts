/**
 * The language of a server message: the request's `Content-Language` (what the client sends
 * from its stored locale), else its `Accept-Language`, else Indonesian.
 */
export const LOCALES = ["id", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "id";

export function pickLocale(headers: Record<string, string | string[] | undefined>): Locale {
  for (const header of ["content-language", "accept-language"]) {
    const raw = headers[header];
    const value = Array.isArray(raw) ? raw[0] : raw;
    for (const tag of value?.split(",") ?? []) {
      const language = tag.trim().slice(0, 2).toLowerCase();
      if ((LOCALES as readonly string[]).includes(language)) return language as Locale;
    }
  }
  return DEFAULT_LOCALE;
}
