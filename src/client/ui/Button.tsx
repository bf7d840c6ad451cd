/** Buttons in the design system's two weights; `busy` keeps the label and spins the icon. */
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from "react";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "secondary";
  size?: "normal" | "small";
  icon?: ReactNode;
  busy?: boolean;
};

export function Button({
  variant = "secondary",
  size = "normal",
  icon,
  busy = false,
  className,
  children,
  type = "button",
  onClick,
  ...rest
}: ButtonProps) {
  const classes = ["button", `button--${variant}`, size === "small" && "button--small", className]
    .filter(Boolean)
    .join(" ");
  // A busy button stays focusable (aria-disabled, not disabled): disabling it would drop the
  // keyboard focus to the page body right after the user pressed it.
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (!busy) onClick?.(event);
  };
  return (
    <button
      type={type}
      className={classes}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={click}
      {...rest}
    >
      {icon && <span className={busy ? "button__icon button__spin" : "button__icon"}>{icon}</span>}
      {children}
    </button>
  );
}
