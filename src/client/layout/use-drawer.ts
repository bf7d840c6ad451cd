/**
 * The aside as a drawer below 1024 px (admin-area §2 "Admin layout": a mobile header whose
 * toggle opens the aside). Escape, a click beside it, a navigation and the window growing
 * past the breakpoint close it; opening moves the focus into it, closing gives it back to the
 * toggle — or, after a navigation, to the new page.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";

/** Where the aside stops being a column; layout.css uses the same width. */
export const DRAWER_MEDIA = "(max-width: 1023.98px)";

export function useDrawer() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const [location] = useLocation();
  const shownLocation = useRef(location);
  const isOpen = useRef(open);
  isOpen.current = open;

  /** Where the focus goes once the drawer is closed and the page is no longer inert. */
  const focusAfterClose = useRef<HTMLElement | null>(null);

  const close = useCallback(() => {
    focusAfterClose.current = toggleRef.current;
    setOpen(false);
  }, []);
  const toggle = useCallback(() => {
    if (open) close();
    else setOpen(true);
  }, [open, close]);

  useEffect(() => {
    if (!open) {
      focusAfterClose.current?.focus();
      focusAfterClose.current = null;
      return;
    }
    const links = drawerRef.current?.querySelectorAll<HTMLElement>("a[href], button") ?? [];
    // The first one shown: the brand link stays in the header in this layout.
    [...links].find((link) => link.getClientRects().length > 0)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close]);

  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    if (!isOpen.current) return;
    // The link just followed hides with the drawer: the focus goes on to the page it opened.
    if (drawerRef.current?.contains(document.activeElement)) {
      focusAfterClose.current = mainRef.current;
    }
    setOpen(false);
  }, [location]);

  useEffect(() => {
    // jsdom has no matchMedia; there is no breakpoint to cross there either.
    if (typeof window.matchMedia !== "function") return;
    const narrow = window.matchMedia(DRAWER_MEDIA);
    const onChange = () => {
      if (!narrow.matches) setOpen(false);
    };
    narrow.addEventListener("change", onChange);
    return () => narrow.removeEventListener("change", onChange);
  }, []);

  return { open, toggle, close, toggleRef, drawerRef, mainRef };
}

export type Drawer = ReturnType<typeof useDrawer>;
