/** A message box above a form: the server's error (with its field list), or a notice. */
import type { ReactNode } from "react";
import { AlertIcon, CheckIcon } from "../ui/Icons";

interface FormAlertProps {
  tone: "danger" | "success" | "info";
  title?: ReactNode;
  children?: ReactNode;
  /** Field messages from the server's `errors`, listed under the text. */
  details?: readonly string[];
}

export function FormAlert({ tone, title, children, details = [] }: FormAlertProps) {
  return (
    <div role={tone === "danger" ? "alert" : "status"} className={`alert alert--${tone}`}>
      {tone === "success" ? <CheckIcon /> : <AlertIcon />}
      <div>
        {title && <p className="alert__title">{title}</p>}
        {children && <div className={title ? "alert__text" : undefined}>{children}</div>}
        {details.length > 0 && (
          <ul className="alert__list">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
