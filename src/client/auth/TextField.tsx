/** A labelled text input with its hint or error, wired for assistive technology. */
import { type InputHTMLAttributes, type ReactNode, useId } from "react";

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the input while there is no error. */
  hint?: ReactNode;
  error?: string | undefined;
  /** Replaces the plain input, e.g. the password input with its toggle. */
  render?: (input: InputHTMLAttributes<HTMLInputElement>) => ReactNode;
}

export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  render,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  const input: InputHTMLAttributes<HTMLInputElement> = {
    id,
    className: "text-input",
    value,
    onChange: (event) => onChange(event.target.value),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": note ? noteId : undefined,
    ...rest,
  };
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {render ? render(input) : <input {...input} />}
      {note && (
        <p id={noteId} className={error ? "form-field__error" : "form-field__hint"}>
          {note}
        </p>
      )}
    </div>
  );
}
