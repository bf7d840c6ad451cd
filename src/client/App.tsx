/**
 * The client's providers and frame. `main.tsx` activates a language before rendering this;
 * tests render it directly after doing the same.
 */
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { SnackbarProvider } from "notistack";
import { SWRConfig, type SWRConfiguration } from "swr";
import { AppRoutes } from "./AppRoutes";
import { AppShell } from "./layout/AppShell";

const swrConfig: SWRConfiguration = {
  // One cache per mounted app, so a remount (or the next test) never sees stale answers.
  provider: () => new Map(),
};

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <SWRConfig value={swrConfig}>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={3000}
          anchorOrigin={{ vertical: "top", horizontal: "right" }}
        >
          <AppShell>
            <AppRoutes />
          </AppShell>
        </SnackbarProvider>
      </SWRConfig>
    </I18nProvider>
  );
}
