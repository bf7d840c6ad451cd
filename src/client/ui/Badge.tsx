/** A short status label; the tone's colour is never the only signal, the text says it too. */
import type { ReactNode } from "react";

type BadgeProps = {
  tone: "success" | "danger" | "warning" | "neutral";
  children: ReactNode;
};

export function Badge({ tone, children }: BadgeProps) {
  return (
    <span className={`badge badge--${tone}`}>
      <span className="badge__dot" aria-hidden="true" />
      {children}
    </span>
  );
}
