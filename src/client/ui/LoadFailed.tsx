/**
 * Something the page needs could not be loaded. What the user reads follows the failure
 * (`failureView`): what is missing (404) or whose it is (403) with a way back, or, when the
 * connection or the server failed, the caller's title and a retry. The server's own message
 * is shown whenever it sent one.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "./Button";
import { failedCallOf } from "./failed-call";
import { AlertIcon, ArrowLeftIcon, RefreshIcon } from "./Icons";
import { type FailureSubject, failureView } from "./load-failure";

export interface BackTo {
  href: string;
  label: ReactNode;
}

interface LoadFailedProps {
  /** The title when the data may come on a second try ("… tidak dapat dimuat"). */
  title: ReactNode;
  error: unknown;
  /** What was being loaded, which names what is missing or whose it is. */
  subject?: FailureSubject;
  /** Placement class added to the alert. */
  className?: string;
  retry?: { className: string; busy: boolean; onClick: () => void };
  /** Where to go instead when a second try cannot help (the list, the launcher). */
  back?: BackTo;
  /** A way out that keeps the page, offered before `back` when a second try cannot help. */
  mend?: ReactNode;
}

export function LoadFailed(props: LoadFailedProps) {
  const { title, error, subject, className, retry, back, mend } = props;
  const { i18n } = useLingui();
  const view = failureView(failedCallOf(error), subject);
  return (
    <DangerAlert
      title={view.title ? i18n._(view.title) : title}
      text={typeof view.text === "string" ? view.text : i18n._(view.text)}
      className={className}
    >
      {view.action === "retry" && retry && (
        <Button
          className={retry.className}
          icon={<RefreshIcon />}
          busy={retry.busy}
          onClick={retry.onClick}
        >
          <Trans>Coba lagi</Trans>
        </Button>
      )}
      {view.action === "back" && mend}
      {view.action === "back" && back && <BackLink to={back} />}
    </DangerAlert>
  );
}

/** The danger alert: a title, a text and what the user can do next. */
export function DangerAlert(props: {
  title: ReactNode;
  text: ReactNode;
  className?: string | undefined;
  children?: ReactNode;
}) {
  const { className } = props;
  return (
    <div
      role="alert"
      className={className ? `alert alert--danger ${className}` : "alert alert--danger"}
    >
      <AlertIcon />
      <div>
        <p className="alert__title">{props.title}</p>
        <p className="alert__text">{props.text}</p>
        {props.children}
      </div>
    </div>
  );
}

export function BackLink({ to }: { to: BackTo }) {
  return (
    <Link href={to.href} className="button button--secondary alert__action">
      <span className="button__icon">
        <ArrowLeftIcon />
      </span>
      {to.label}
    </Link>
  );
}
