/**
 * Lets a page show only when the guard's rule allows it: waits for the app configuration,
 * drops a session of another product, and sends signed-out visitors of private pages (and
 * visitors of switched-off pages) to the login page.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect } from "react";
import { useLocation } from "wouter";
import { serverMessage } from "../api/http";
import { Button } from "../ui/Button";
import { AlertIcon, RefreshIcon } from "../ui/Icons";
import { useAppConfig } from "./app-config";
import { guardDecision } from "./guard-decision";
import { goTo } from "./navigate";
import { clearSession, useSession } from "./session-store";

export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
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
        <div role="alert" className="alert alert--danger splash__alert">
          <AlertIcon />
          <div>
            <p className="alert__title">
              <Trans>Aplikasi tidak dapat dimuat</Trans>
            </p>
            <p className="alert__text">
              {serverMessage(error) ?? t`Periksa koneksi jaringan Anda, lalu coba lagi.`}
            </p>
            <Button
              className="splash__retry"
              icon={<RefreshIcon />}
              busy={isValidating}
              onClick={() => void mutate()}
            >
              <Trans>Coba lagi</Trans>
            </Button>
          </div>
        </div>
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
