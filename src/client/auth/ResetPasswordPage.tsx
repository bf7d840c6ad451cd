/**
 * `/reset-password?code=…&ts=…`: the new password twice ('Konfirmasi kata sandi tidak cocok'
 * while they differ), 'Perbarui & Login' once both are filled and equal; on success the
 * login page with 'Password Berhasil diperbarui'. A link without code or time, or older than
 * about 2 days, goes straight to the login page.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useSnackbar } from "notistack";
import { type FormEvent, useEffect, useState } from "react";
import { useSearch } from "wouter";
import { goTo } from "../session/navigate";
import { Button } from "../ui/Button";
import { KeyIcon } from "../ui/Icons";
import { AuthLayout } from "./AuthLayout";
import { changePassword } from "./auth-api";
import { type FormFailure, FormFailureAlert, useFormFailure } from "./FormFailure";
import { PasswordField } from "./PasswordField";
import { resetLinkUsable } from "./reset-link";

export function ResetPasswordPage() {
  const { t } = useLingui();
  const { enqueueSnackbar } = useSnackbar();
  const params = new URLSearchParams(useSearch());
  const code = params.get("code");
  const usable = resetLinkUsable(code, params.get("ts"));
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const failureOf = useFormFailure();

  useEffect(() => {
    if (!usable) goTo("/login", { replace: true });
  }, [usable]);
  if (!usable || !code) return null;

  const mismatch = confirmation !== "" && confirmation !== password;
  const ready = password !== "" && confirmation !== "" && !mismatch;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setFailure(null);
    try {
      await changePassword(code, password);
      enqueueSnackbar(t`Password Berhasil diperbarui`, { variant: "success" });
      goTo("/login");
    } catch (error) {
      setFailure(failureOf(error));
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t`Atur ulang kata sandi`}>
      <span className="auth-card__icon">
        <KeyIcon size={24} />
      </span>
      <h1 className="auth-card__title">
        <Trans>Atur ulang kata sandi</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>Buat kata sandi baru untuk akun Anda, lalu masuk dengan kata sandi itu.</Trans>
      </p>
      <form className="auth-card__body" onSubmit={submit} noValidate>
        <FormFailureAlert failure={failure} />
        <PasswordField
          label={t`Kata sandi baru`}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          placeholder={t`8 - 16 Karakter`}
          maxLength={128}
          autoFocus
        />
        <PasswordField
          label={t`Konfirmasi kata sandi`}
          value={confirmation}
          onChange={setConfirmation}
          autoComplete="new-password"
          maxLength={128}
          error={mismatch ? t`Konfirmasi kata sandi tidak cocok` : undefined}
        />
        <Button
          type="submit"
          variant="primary"
          className="auth-card__submit"
          busy={busy}
          disabled={!ready}
        >
          <Trans>Perbarui & Login</Trans>
        </Button>
      </form>
    </AuthLayout>
  );
}
