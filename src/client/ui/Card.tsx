/** The surface every block of content sits on: optional header with title and actions. */
import type { ReactNode } from "react";

type CardProps = {
  title?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  footer?: ReactNode;
  /** Names the footer's actions as a group, so they can be told from the same actions elsewhere. */
  footerLabel?: string;
  children: ReactNode;
  className?: string;
  /** Names the card for assistive technology when it has a title. */
  labelledBy?: string;
};

export function Card({
  title,
  icon,
  actions,
  footer,
  footerLabel,
  children,
  className,
  labelledBy,
}: CardProps) {
  return (
    <section className={className ? `card ${className}` : "card"} aria-labelledby={labelledBy}>
      {title !== undefined && (
        <header className="card__header">
          <h2 className="card__title" id={labelledBy}>
            {icon}
            {title}
          </h2>
          {actions}
        </header>
      )}
      <div className="card__body">{children}</div>
      {footer !== undefined && (
        <footer
          className="card__footer"
          {...(footerLabel ? { role: "group", "aria-label": footerLabel } : {})}
        >
          {footer}
        </footer>
      )}
    </section>
  );
}
