/** The forgot and forgot-success states of the login screen. */
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { serverMessage } from "../api/http";
import { Button } from "../ui/Button";
import { MailIcon } from "../ui/Icons";
import { requestForgotPassword } from "./auth-api";
import { FormAlert } from "./FormAlert";
import { TextField } from "./TextField";

interface ForgotPasswordFormProps {
  onCancel: () => void;
  onSent: (message: string) => void;
}

export function ForgotPasswordForm({ onCancel, onSent }: ForgotPasswordFormProps) {
  const { t } = useLingui();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    setBusy(true);
    setError(null);
    try {
      onSent((await requestForgotPassword(email.trim())).message);
    } catch (failure) {
      setError(
        serverMessage(failure) ??
          t`Tidak dapat terhubung ke server. Periksa koneksi Anda, lalu coba lagi.`,
      );
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className="auth-card__title">
        <Trans>Lupa kata sandi</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>
          Masukkan e-mail akun Anda. Kami akan mengirim tautan untuk mengatur ulang kata sandi.
        </Trans>
      </p>
      <form className="auth-card__body" onSubmit={submit} noValidate>
        {error && (
          <FormAlert tone="danger">
            <p>{error}</p>
          </FormAlert>
        )}
        <TextField
          label={t`E-mail`}
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          maxLength={254}
          autoFocus
        />
        <div className="auth-card__actions auth-card__actions--end">
          <Button onClick={onCancel}>
            <Trans>Batal</Trans>
          </Button>
          <Button type="submit" variant="primary" busy={busy} disabled={!email.trim()}>
            <Trans>Kirim tautan</Trans>
          </Button>
        </div>
      </form>
    </>
  );
}

export function ForgotPasswordSent({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <>
      <span className="auth-card__icon auth-card__icon--success">
        <MailIcon size={24} />
      </span>
      <h1 className="auth-card__title">
        <Trans>Periksa e-mail Anda</Trans>
      </h1>
      <p className="auth-card__lead">{message}</p>
      <div className="auth-card__body">
        <Button variant="primary" className="auth-card__submit" onClick={onBack}>
          <Trans>Kembali ke halaman masuk</Trans>
        </Button>
      </div>
    </>
  );
}
