/** Browser entry: pick the stored language, then mount the app. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { preload } from "swr";
import { App } from "./App";
import { activateLocale, readStoredLocale } from "./i18n/activate-locale";
import { DEFAULT_LOCALE } from "./i18n/locales";
import { askForScreen } from "./schema-form/api/screen-calls";
import { loadScreenPage } from "./schema-form/lazy-pages";
import { fetchAppConfig } from "./session/app-config";
import { readSession } from "./session/session-store";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/components.css";
import "./styles/pages.css";

/** The addresses AppRoutes gives a module's route page (most are screens): `/{module}/{route}`. */
const SCREEN_ADDRESS = /^\/[^/]+\/[^/]+$/;

async function activateStoredLocale() {
  const stored = readStoredLocale();
  try {
    await activateLocale(stored);
  } catch (error) {
    // Without a catalog the screen would show message ids; the default language is the
    // best remaining choice, and if even that fails the error below is the honest outcome.
    if (stored === DEFAULT_LOCALE) throw error;
    await activateLocale(DEFAULT_LOCALE);
  }
}

/**
 * What the first page needs, asked for together rather than each after the one before: the
 * catalog, the app configuration (the route guard waits for it), and for a signed-in user on
 * a screen's address the screens' code and the screen's first calls; the app renders once the
 * catalog is there, the screen's heading first. A signed-in user elsewhere gets the screens'
 * code after the first render, for the first click on a screen.
 */
async function start() {
  preload("app-config", fetchAppConfig);
  const signedIn = readSession().token !== null;
  const onScreen = signedIn && SCREEN_ADDRESS.test(location.pathname);
  if (onScreen) askForScreen(location.pathname, location.search);
  // The screens' code failing to load here is not fatal: the route's lazy page asks again.
  if (onScreen) loadScreenPage().catch(() => undefined);
  await activateStoredLocale();
  const container = document.getElementById("root");
  if (!container) throw new Error('index.html has no element with id "root"');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (signedIn && !onScreen) loadScreenPage().catch(() => undefined);
}

void start();
