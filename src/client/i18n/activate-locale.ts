/**
 * Switches the interface language: loads that language's catalog on demand, activates it,
 * and remembers the choice in local storage (key `locale`, as the spec's session keeps it).
 */
import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

export const LOCALE_STORAGE_KEY = "locale";

let latestRequest = 0;

export async function activateLocale(locale: Locale): Promise<void> {
  const request = ++latestRequest;
  const messages = await loadCatalog(locale);
  // A slow earlier switch must not win over the language the user picked last.
  if (request !== latestRequest) return;
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  storeLocale(locale);
}

/** The active language, else the stored one: what API calls send as `Content-Language`. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : readStoredLocale();
}

export function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    // Storage can be blocked (privacy settings); the default language still works.
    return DEFAULT_LOCALE;
  }
}

function storeLocale(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembering the choice is acceptable; the switch itself already happened.
  }
}

async function loadCatalog(locale: Locale): Promise<Messages> {
  // The .po file is compiled on import by @lingui/vite-plugin, one lazy chunk per language.
  const catalog: { messages: Messages } = await import(`../locales/${locale}/messages.po`);
  return catalog.messages;
}
