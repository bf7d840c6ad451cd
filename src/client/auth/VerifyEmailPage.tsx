/** `/verify-email?code=…`: submits the code from the e-mail on load and shows the answer. */
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link, useSearch } from "wouter";
import { serverMessage } from "../api/http";
import { AlertIcon, CheckIcon, RefreshIcon } from "../ui/Icons";
import { AuthLayout } from "./AuthLayout";
import { verifyEmail } from "./auth-api";

type Outcome = { state: "verifying" } | { state: "done" | "failed"; message: string };

export function VerifyEmailPage() {
  const { t } = useLingui();
  const code = new URLSearchParams(useSearch()).get("code");
  const [outcome, setOutcome] = useState<Outcome>({ state: "verifying" });
  const submitted = useRef<string | null>(null);

  useEffect(() => {
    // A code works once: never send the same one twice (React may run effects twice).
    if (submitted.current === code) return;
    submitted.current = code;
    if (!code) {
      setOutcome({
        state: "failed",
        message: t`Tautan verifikasi tidak lengkap. Buka kembali tautan dari e-mail Anda.`,
      });
      return;
    }
    verifyEmail(code).then(
      (answer) => setOutcome({ state: "done", message: answer.message }),
      (error: unknown) =>
        setOutcome({
          state: "failed",
          message:
            serverMessage(error) ??
            t`Tidak dapat terhubung ke server. Periksa koneksi Anda, lalu muat ulang halaman ini.`,
        }),
    );
  }, [code, t]);

  return (
    <AuthLayout title={t`Verifikasi e-mail`}>
      {outcome.state === "verifying" ? (
        <div role="status" aria-busy="true">
          <span className="auth-card__icon">
            <RefreshIcon size={24} className="button__spin" />
          </span>
          <h1 className="auth-card__title">
            <Trans>Memverifikasi e-mail Anda…</Trans>
          </h1>
        </div>
      ) : (
        <>
          <span
            className={`auth-card__icon auth-card__icon--${outcome.state === "done" ? "success" : "warning"}`}
          >
            {outcome.state === "done" ? <CheckIcon size={24} /> : <AlertIcon size={24} />}
          </span>
          <h1 className="auth-card__title">
            {outcome.state === "done" ? (
              <Trans>E-mail terverifikasi</Trans>
            ) : (
              <Trans>Verifikasi gagal</Trans>
            )}
          </h1>
          <p className="auth-card__lead" role={outcome.state === "failed" ? "alert" : "status"}>
            {outcome.message}
          </p>
          <div className="auth-card__body">
            <Link href="/login" className="button button--primary">
              <Trans>Ke halaman masuk</Trans>
            </Link>
          </div>
        </>
      )}
    </AuthLayout>
  );
}
