/**
 * Something the page needs could not be loaded: the server's message (or the connection
 * advice) under a title, and, when the caller can ask again, a retry button.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { serverMessage } from "../api/http";
import { Button } from "./Button";
import { AlertIcon, RefreshIcon } from "./Icons";

interface LoadFailedProps {
  title: ReactNode;
  error: unknown;
  /** Placement class added to the alert. */
  className?: string;
  retry?: { className: string; busy: boolean; onClick: () => void };
}

export function LoadFailed({ title, error, className, retry }: LoadFailedProps) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className={className ? `alert alert--danger ${className}` : "alert alert--danger"}
    >
      <AlertIcon />
      <div>
        <p className="alert__title">{title}</p>
        <p className="alert__text">
          {serverMessage(error) ?? t`Periksa koneksi jaringan Anda, lalu coba lagi.`}
        </p>
        {retry && (
          <Button
            className={retry.className}
            icon={<RefreshIcon />}
            busy={retry.busy}
            onClick={retry.onClick}
          >
            <Trans>Coba lagi</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
