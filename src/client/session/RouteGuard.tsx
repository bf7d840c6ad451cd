/**
 * Lets a page show only when the guard's rule allows it: waits for the app configuration,
 * drops a session of another product, and sends signed-out visitors of private pages (and
 * visitors of switched-off pages) to the login page.
 */
import { Trans } from "@lingui/react/macro";
import { type ReactNode, useEffect } from "react";
import { useLocation } from "wouter";
import { LoadFailed } from "../ui/LoadFailed";
import { useAppConfig } from "./app-config";
import { guardDecision } from "./guard-decision";
import { goTo } from "./navigate";
import { clearSession, useSession } from "./session-store";

export function RouteGuard({ children }: { children: ReactNode }) {
  const { data: config, error, isValidating, mutate } = useAppConfig();
  const [path] = useLocation();
  const session = useSession();
  const decision = config
    ? guardDecision({
        path,
        token: session.token,
        storedAppCode: session.appCode,
        appCode: config.appCode,
        options: config.options,
      })
    : null;

  useEffect(() => {
    if (decision?.clearSession) clearSession();
    if (decision?.redirect) goTo(decision.redirect, { replace: true });
  }, [decision?.clearSession, decision?.redirect]);

  if (error && !config) {
    return (
      <div className="splash">
        <LoadFailed
          className="splash__alert"
          title={<Trans>Aplikasi tidak dapat dimuat</Trans>}
          error={error}
          retry={{ className: "splash__retry", busy: isValidating, onClick: () => void mutate() }}
        />
      </div>
    );
  }
  if (!decision || decision.redirect || decision.clearSession) {
    return (
      <div className="splash" role="status" aria-busy="true">
        <span className="visually-hidden">
          <Trans>Memuat…</Trans>
        </span>
      </div>
    );
  }
  return children;
}
