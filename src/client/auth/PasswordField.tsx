/** A password input with the show/hide toggle the spec asks for on every password. */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { EyeIcon, EyeOffIcon } from "../ui/Icons";
import { TextField, type TextFieldProps } from "./TextField";

export function PasswordField(props: Omit<TextFieldProps, "render" | "type">) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      render={(input) => (
        <div className="password-input">
          <input {...input} type={visible ? "text" : "password"} />
          <button
            type="button"
            className="password-input__toggle"
            aria-label={visible ? t`Sembunyikan kata sandi` : t`Tampilkan kata sandi`}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          </button>
        </div>
      )}
    />
  );
}
