/**
 * The signin state of the login screen: username or e-mail and password, the error box (with
 * the resend-verification link and its 60-second countdown when the e-mail is unverified),
 * the forgot-password and register links, and the SSO button when the steward set one up.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { serverMessage } from "../api/http";
import { useLoadedAppConfig } from "../session/app-config";
import { completeSignIn } from "../session/complete-sign-in";
import { goTo } from "../session/navigate";
import { Button } from "../ui/Button";
import { KeyIcon } from "../ui/Icons";
import { login, resendVerification } from "./auth-api";
import { FormAlert } from "./FormAlert";
import { loginFailure } from "./login-outcome";
import { PasswordField } from "./PasswordField";
import { TextField } from "./TextField";
import type { TemporaryUser } from "./temporary-user";
import { useCountdown } from "./use-countdown";

type Notice = { tone: "danger" | "info"; text: string };

export function SignInForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useLingui();
  const config = useLoadedAppConfig();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [unverified, setUnverified] = useState<TemporaryUser | null>(null);
  const countdown = useCountdown();
  const { seconds } = countdown;
  const appName = config.name;
  const genericFailure = t`Tidak dapat terhubung ke server. Periksa koneksi Anda, lalu coba lagi.`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name || !password.trim()) {
      setUnverified(null);
      setNotice({ tone: "danger", text: t`Username & Password harus diisi` });
      return;
    }
    setBusy(true);
    setNotice(null);
    setUnverified(null);
    try {
      const appCode = config.options.sso ? { app_code: config.appCode } : {};
      await completeSignIn(await login({ username: name, password, ...appCode }), config);
    } catch (error) {
      const failure = loginFailure(error);
      if (failure.kind === "go") return goTo(failure.to);
      setNotice({ tone: "danger", text: failure.message ?? genericFailure });
      setUnverified(failure.resendFor ?? null);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!unverified || seconds > 0) return;
    countdown.start();
    try {
      const answer = await resendVerification(unverified);
      setNotice({ tone: "info", text: answer.message });
    } catch (error) {
      setNotice({ tone: "danger", text: serverMessage(error) ?? genericFailure });
    }
  };

  return (
    <>
      <h1 className="auth-card__title">
        <Trans>Masuk</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>Masuk ke {appName} dengan username atau e-mail Anda.</Trans>
      </p>
      <form className="auth-card__body" onSubmit={submit} noValidate>
        {notice && (
          <FormAlert tone={notice.tone}>
            <p>{notice.text}</p>
            {unverified && (
              <p>
                <button
                  type="button"
                  className="link-button"
                  disabled={seconds > 0}
                  onClick={() => void resend()}
                >
                  {seconds > 0
                    ? t`Kirim ulang tautan verifikasi (${seconds} detik)`
                    : t`Kirim ulang tautan verifikasi`}
                </button>
              </p>
            )}
          </FormAlert>
        )}
        <TextField
          label={t`Username atau e-mail`}
          value={username}
          onChange={setUsername}
          autoComplete="username"
          maxLength={254}
          autoFocus
        />
        <PasswordField
          label={t`Kata sandi`}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          maxLength={128}
        />
        {config.options.forgetPassword && (
          <div className="auth-card__row">
            <span />
            <button type="button" className="link-button" onClick={onForgot}>
              <Trans>Lupa kata sandi?</Trans>
            </button>
          </div>
        )}
        <Button type="submit" variant="primary" className="auth-card__submit" busy={busy}>
          <Trans>Masuk</Trans>
        </Button>
        {config.options.sso && config.ssoLoginUrl && (
          <a className="button button--secondary auth-card__submit" href={config.ssoLoginUrl}>
            <KeyIcon size={16} />
            <Trans>Masuk dengan SSO</Trans>
          </a>
        )}
      </form>
      {config.options.allowRegister && (
        <p className="auth-card__aside">
          <Trans>
            Belum punya akun? <Link href="/register">Daftar di sini</Link>
          </Trans>
        </p>
      )}
    </>
  );
}
