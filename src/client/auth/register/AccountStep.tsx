/** Step 1, 'Info Akun': full name, e-mail, username and password, with availability checks. */
import { useLingui } from "@lingui/react/macro";
import type { Dispatch } from "react";
import { PasswordField } from "../PasswordField";
import { TextField } from "../TextField";
import { useAvailability } from "./use-availability";
import { PASSWORD_MIN_LENGTH, type WizardAction, type WizardState } from "./wizard";

interface StepProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
}

export function AccountStep({ state, dispatch }: StepProps) {
  const { t } = useLingui();
  const { account, availability } = state;
  useAvailability("email", account.email, dispatch);
  useAvailability("username", account.username, dispatch);
  const set = (field: keyof typeof account) => (value: string) =>
    dispatch({ type: "account", field, value });

  const emailError =
    availability.email === "taken" || availability.email === "invalid"
      ? t`Email salah / sudah terdaftar, gunakan email lain`
      : undefined;
  const usernameError =
    availability.username === "taken"
      ? t`Username sudah terdaftar, gunakan username lain`
      : availability.username === "invalid"
        ? t`Username 3–50 karakter: huruf, angka, titik, garis bawah, atau tanda hubung.`
        : undefined;
  const shortPassword =
    account.password.length > 0 && account.password.length < PASSWORD_MIN_LENGTH;
  const checking = t`Memeriksa…`;

  return (
    <div className="form-grid">
      <div className="form-grid__full">
        <TextField
          label={t`Nama lengkap`}
          value={account.fullname}
          onChange={set("fullname")}
          autoComplete="name"
          maxLength={150}
          autoFocus
        />
      </div>
      <TextField
        label={t`E-mail`}
        type="email"
        value={account.email}
        onChange={set("email")}
        autoComplete="email"
        maxLength={254}
        error={emailError}
        hint={availability.email === "checking" ? checking : undefined}
      />
      <TextField
        label={t`Username`}
        value={account.username}
        onChange={set("username")}
        autoComplete="username"
        maxLength={50}
        error={usernameError}
        hint={availability.username === "checking" ? checking : undefined}
      />
      <div className="form-grid__full">
        <PasswordField
          label={t`Kata sandi`}
          value={account.password}
          onChange={set("password")}
          autoComplete="new-password"
          placeholder={t`8 - 16 Karakter`}
          maxLength={128}
          hint={shortPassword ? t`Kata sandi minimal 8 karakter.` : undefined}
        />
      </div>
    </div>
  );
}
