/**
 * One screen inside the shell: the subheader (title, breadcrumbs, actions) and the content.
 * It also names the browser tab after the page, so history and tabs stay readable.
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect } from "react";
import { Link } from "wouter";

export type Breadcrumb = {
  label: string;
  /** Absent on the current page, the last crumb. */
  href?: string;
};

type PageProps = {
  title: string;
  breadcrumbs: readonly Breadcrumb[];
  actions?: ReactNode;
  children: ReactNode;
};

export function Page({ title, breadcrumbs, actions, children }: PageProps) {
  const { t } = useLingui();
  useEffect(() => {
    document.title = `${title} · Mandor`;
  }, [title]);

  return (
    <>
      <div className="subheader">
        <div>
          <h1 className="subheader__title">{title}</h1>
          {/* A trail of one would only repeat the title. */}
          {breadcrumbs.length > 1 && (
            <nav className="breadcrumbs" aria-label={t`Jejak navigasi`}>
              <ol>
                {breadcrumbs.map((crumb) => (
                  <li key={crumb.label}>
                    {crumb.href ? (
                      <Link href={crumb.href}>{crumb.label}</Link>
                    ) : (
                      <span aria-current="page">{crumb.label}</span>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          )}
        </div>
        {actions && <div className="subheader__actions">{actions}</div>}
      </div>
      <div className="page__content">{children}</div>
    </>
  );
}
