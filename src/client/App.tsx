/**
 * The client's providers and frame. `main.tsx` activates a language before rendering this;
 * tests render it directly after doing the same. The route guard decides what may show; on
 * phones and tablets the device notice comes first.
 */
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { SnackbarProvider } from "notistack";
import { SWRConfig, type SWRConfiguration } from "swr";
import { AppRoutes } from "./AppRoutes";
import { DeviceNotice } from "./layout/DeviceNotice";
import { RouteGuard } from "./session/RouteGuard";
import { useLocaleFollowsUser } from "./session/user-locale";

const swrConfig: SWRConfiguration = {
  // One cache per mounted app, so a remount (or the next test) never sees stale answers.
  provider: () => new Map(),
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
          <RouteGuard>
            <DeviceNotice>
              <AppRoutes />
            </DeviceNotice>
          </RouteGuard>
        </SnackbarProvider>
      </SWRConfig>
    </I18nProvider>
  );
}
