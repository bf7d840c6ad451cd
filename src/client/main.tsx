/** Browser entry: pick the stored language, then mount the app. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { activateLocale, readStoredLocale } from "./i18n/activate-locale";
import { DEFAULT_LOCALE } from "./i18n/locales";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/components.css";
import "./styles/pages.css";

async function start() {
  const stored = readStoredLocale();
  try {
    await activateLocale(stored);
  } catch (error) {
    // Without a catalog the screen would show message ids; the default language is the
    // best remaining choice, and if even that fails the error below is the honest outcome.
    if (stored === DEFAULT_LOCALE) throw error;
    await activateLocale(DEFAULT_LOCALE);
  }
  const container = document.getElementById("root");
  if (!container) throw new Error('index.html has no element with id "root"');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
