/**
 * `/sso-login?id=…`: the identity provider sends the user here with its signed token as
 * `id`; it is verified on load and, on success, the user is signed in as by a login. A
 * failure shows the server's message, here and in the shared alert.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useSnackbar } from "notistack";
import { useEffect, useRef, useState } from "react";
import { Link, useSearch } from "wouter";
import { useLoadedAppConfig } from "../session/app-config";
import { completeSignIn } from "../session/complete-sign-in";
import { goTo } from "../session/navigate";
import { AlertIcon, RefreshIcon } from "../ui/Icons";
import { AuthLayout } from "./AuthLayout";
import { verifySsoToken } from "./auth-api";
import { loginFailure } from "./login-outcome";

export function SsoLoginPage() {
  const { t } = useLingui();
  const { enqueueSnackbar } = useSnackbar();
  const config = useLoadedAppConfig();
  const token = new URLSearchParams(useSearch()).get("id");
  const [failure, setFailure] = useState<string | null>(null);
  const submitted = useRef<string | null>(null);

  useEffect(() => {
    if (submitted.current === token) return;
    submitted.current = token;
    const fail = (message: string) => {
      setFailure(message);
      enqueueSnackbar(message, { variant: "error" });
    };
    if (!token) {
      fail(t`Tautan SSO tidak lengkap. Masuk kembali melalui SSO.`);
      return;
    }
    const appCode = config.options.sso ? { app_code: config.appCode } : {};
    verifySsoToken({ token, ...appCode }).then(
      (answer) => completeSignIn(answer, config),
      (error: unknown) => {
        const outcome = loginFailure(error);
        if (outcome.kind === "go") return goTo(outcome.to);
        fail(
          outcome.message ??
            t`Tidak dapat terhubung ke server. Periksa koneksi Anda, lalu coba lagi.`,
        );
      },
    );
  }, [token, config, enqueueSnackbar, t]);

  return (
    <AuthLayout title={t`Masuk dengan SSO`}>
      {failure ? (
        <>
          <span className="auth-card__icon auth-card__icon--warning">
            <AlertIcon size={24} />
          </span>
          <h1 className="auth-card__title">
            <Trans>Masuk dengan SSO gagal</Trans>
          </h1>
          <p className="auth-card__lead" role="alert">
            {failure}
          </p>
          <div className="auth-card__body">
            <Link href="/login" className="button button--primary">
              <Trans>Ke halaman masuk</Trans>
            </Link>
          </div>
        </>
      ) : (
        <div role="status" aria-busy="true">
          <span className="auth-card__icon">
            <RefreshIcon size={24} className="button__spin" />
          </span>
          <h1 className="auth-card__title">
            <Trans>Please wait while you are redirected</Trans>
          </h1>
        </div>
      )}
    </AuthLayout>
  );
}
