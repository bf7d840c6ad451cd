/**
 * The router's question before a navigation would lose unsaved changes (see `leave-guard`),
 * and the router that routes every in-app navigation through it.
 */
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { cancelLeave, guardNavigation, usePendingLeave } from "./leave-guard";

export function GuardedRouter({ children }: { children: ReactNode }) {
  return (
    <Router aroundNav={guardNavigation}>
      {children}
      <LeaveConfirm />
    </Router>
  );
}

function LeaveConfirm() {
  const pending = usePendingLeave();
  if (!pending) return null;
  return (
    <ConfirmDialog
      title={<Trans>Tinggalkan halaman ini?</Trans>}
      text={<Trans>Perubahan yang belum disimpan akan hilang.</Trans>}
      confirmLabel={<Trans>Ya, tinggalkan</Trans>}
      cancelLabel={<Trans>Tetap di sini</Trans>}
      onConfirm={pending.proceed}
      onCancel={cancelLeave}
    />
  );
}
