/**
 * Leaving a page with unsaved changes asks first. A page registers a check ("does it hold
 * changes now?"); every in-app navigation passes through the router's `aroundNav`
 * (`guardNavigation`), the browser's back and forward through a `popstate` listener that
 * runs before the router's, and reload or closing the tab through `beforeunload`. The layout
 * needs no part in it: a sidebar link is an ordinary navigation.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { AroundNavHandler } from "wouter";

type Check = () => boolean;

/** A navigation waiting for the user's answer. */
export interface PendingLeave {
  proceed(): void;
}

const checks = new Set<Check>();
let pending: PendingLeave | null = null;
const listeners = new Set<() => void>();
/** The address on screen, to put back when a back or forward is held for the question. */
let here = typeof location === "undefined" ? "" : location.href;
/** A history move the user already confirmed: let it through once. */
let confirmedPop = false;

const hasChanges = () => [...checks].some((check) => check());

function setPending(next: PendingLeave | null) {
  pending = next;
  for (const listener of listeners) listener();
}

/** Runs `leave` now when nothing would be lost, else once the user confirms. */
function askBefore(leave: () => void) {
  if (!hasChanges()) return leave();
  setPending({
    proceed() {
      setPending(null);
      leave();
    },
  });
}

export const guardNavigation: AroundNavHandler = (navigate, to, options) =>
  askBefore(() => navigate(to, options));

export function cancelLeave() {
  setPending(null);
}

/** The navigation waiting for confirmation, if any. */
export function usePendingLeave(): PendingLeave | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
}

/** While mounted, leaving asks first whenever `hasUnsaved()` says so. */
export function useLeaveGuard(hasUnsaved: Check) {
  const latest = useRef(hasUnsaved);
  latest.current = hasUnsaved;
  useEffect(() => {
    const check: Check = () => latest.current();
    checks.add(check);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!check()) return;
      event.preventDefault();
      // Older browsers show the dialog only when a return value is set.
      event.returnValue = "";
    };
    addEventListener("beforeunload", onBeforeUnload);
    return () => {
      checks.delete(check);
      removeEventListener("beforeunload", onBeforeUnload);
    };
  }, []);
}

function onHistoryMove(event: PopStateEvent) {
  const target = location.href;
  if (confirmedPop || !hasChanges()) {
    confirmedPop = false;
    here = target;
    return;
  }
  // A history move cannot be cancelled: put the page's address back before the router reads
  // it, and make the move again if the user confirms.
  event.stopImmediatePropagation();
  history.pushState(history.state, "", here);
  askBefore(() => {
    confirmedPop = true;
    history.back();
  });
}

if (typeof window !== "undefined") {
  // Registered when the module loads, before the router subscribes: this listener runs first.
  addEventListener("popstate", onHistoryMove);
  for (const type of ["pushState", "replaceState"]) {
    addEventListener(type, () => {
      here = location.href;
    });
  }
}
