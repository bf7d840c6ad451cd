/**
 * The columns a user hid on one screen, remembered in this browser (local storage) so the
 * list opens the way they left it. Storage that refuses (private mode, quota) only forgets.
 */
import { useState } from "react";

const storageKey = (screenId: string) => `list-columns.${screenId}`;

function readHidden(screenId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(screenId)) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id) => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function useHiddenColumns(screenId: string) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(readHidden(screenId)));
  const toggle = (column: string) => {
    const next = new Set(hidden);
    if (!next.delete(column)) next.add(column);
    setHidden(next);
    try {
      localStorage.setItem(storageKey(screenId), JSON.stringify([...next]));
    } catch {
      // Not remembered past this page; the choice still applies now.
    }
  };
  return { hidden, toggle };
}
