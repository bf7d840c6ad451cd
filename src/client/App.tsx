/**
 * The client's providers and frame. `main.tsx` activates a language before rendering this;
 * tests render it directly after doing the same. The route guard decides what may show; on
 * phones and tablets the device notice comes first. Every in-app navigation asks first when
 * a page holds unsaved changes.
 */
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { SnackbarProvider } from "notistack";
import { SWRConfig, type SWRConfiguration } from "swr";
import { AppRoutes } from "./AppRoutes";
import { DeviceNotice } from "./layout/DeviceNotice";
import { GuardedRouter } from "./session/GuardedRouter";
import { RouteGuard } from "./session/RouteGuard";
import { useLocaleFollowsUser } from "./session/user-locale";
import { failedCallOf } from "./ui/failed-call";
import { failureKind } from "./ui/load-failure";

const swrConfig: SWRConfiguration = {
  // One cache per mounted app, so a remount (or the next test) never sees stale answers.
  provider: () => new Map(),
  // Asking again cannot cure a 404 or a 403; SWR's own back-off still serves the rest.
  shouldRetryOnError: (error: unknown) => failureKind(failedCallOf(error)) === "unavailable",
};

export function App() {
  useLocaleFollowsUser();
  return (
    <I18nProvider i18n={i18n}>
      <SWRConfig value={swrConfig}>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={3000}
          anchorOrigin={{ vertical: "top", horizontal: "right" }}
        >
          <GuardedRouter>
            <RouteGuard>
              <DeviceNotice>
                <AppRoutes />
              </DeviceNotice>
            </RouteGuard>
          </GuardedRouter>
        </SnackbarProvider>
      </SWRConfig>
    </I18nProvider>
  );
}
