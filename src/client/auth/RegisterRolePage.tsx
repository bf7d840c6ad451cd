/**
 * `/register-role?user=…`: an account without a role (typically one known from SSO) picks a
 * registerable role and sets a password; then it waits for approval like a registration.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useState } from "react";
import { useSearch } from "wouter";
import { goTo } from "../session/navigate";
import { Button } from "../ui/Button";
import { AuthLayout } from "./AuthLayout";
import { registerRole } from "./auth-api";
import { type FormFailure, FormFailureAlert, useFormFailure } from "./FormFailure";
import { PasswordField } from "./PasswordField";
import { RoleChoiceList } from "./RoleChoiceList";
import { decodeUser, encodeUser } from "./temporary-user";

export function RegisterRolePage() {
  const { t } = useLingui();
  const user = decodeUser(new URLSearchParams(useSearch()).get("user"));
  const [roleId, setRoleId] = useState<number | null>(null);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const failureOf = useFormFailure();

  useEffect(() => {
    if (!user?.ticket) goTo("/login", { replace: true });
  }, [user?.ticket]);
  if (!user?.ticket) return null;
  const { ticket, username } = user;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (roleId === null || !password) return;
    setBusy(true);
    setFailure(null);
    try {
      await registerRole({ ticket, role_id: roleId, password });
      const { ticket: _used, ...waiting } = user;
      goTo(`/waiting-account?user=${encodeUser({ ...waiting, status_code: "email_verified" })}`);
    } catch (error) {
      setFailure(failureOf(error));
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t`Pilih role`} width="wide">
      <h1 className="auth-card__title">
        <Trans>Pilih role</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>
          Akun {username} belum memiliki role. Pilih role dan atur kata sandi; admin departemen akan
          memeriksanya sebelum akun dapat dipakai.
        </Trans>
      </p>
      <form className="auth-card__body" onSubmit={submit} noValidate>
        <FormFailureAlert failure={failure} />
        <RoleChoiceList value={roleId} onChange={setRoleId} />
        <PasswordField
          label={t`Kata sandi`}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          placeholder={t`8 - 16 Karakter`}
          maxLength={128}
        />
        <div className="auth-card__actions">
          <Button onClick={() => goTo("/login")}>
            <Trans>Batal</Trans>
          </Button>
          <Button
            type="submit"
            variant="primary"
            busy={busy}
            disabled={roleId === null || !password}
          >
            <Trans>Simpan</Trans>
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
