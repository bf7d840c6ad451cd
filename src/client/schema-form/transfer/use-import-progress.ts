/**
 * How far the server has come with a preview or commit, asked every 500 ms while one runs.
 * Each ask waits for the one before, so a slow server is never flooded.
 */
import { useEffect, useState } from "react";
import { type ImportProgress, readImportProgress } from "./import-api";

export const PROGRESS_POLL_MS = 500;

export function useImportProgress(
  endpoint: string,
  importId: string | undefined,
  active: boolean,
): ImportProgress | undefined {
  const [progress, setProgress] = useState<ImportProgress>();
  useEffect(() => {
    if (!active || !importId) return;
    setProgress(undefined);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const next = await readImportProgress(endpoint, importId);
        if (!stopped) setProgress(next);
      } catch {
        // Progress is only a hint: the preview or commit call itself reports a failure.
      }
      if (!stopped) timer = setTimeout(poll, PROGRESS_POLL_MS);
    };
    timer = setTimeout(poll, PROGRESS_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [endpoint, importId, active]);
  return active ? progress : undefined;
}
