/**
 * Files read for import, kept between upload, preview and commit: per user, for 30 minutes
 * after their last use, at most a few per user (an upload past that forgets that user's
 * oldest). In this process now; progress is read from the session object as the work updates
 * it, so a shared store must also publish those updates.
 */
import { randomBytes } from "node:crypto";
import type { ImportRowError, ImportStage } from "../../../schema/api/crud";
import type { ImportRow } from "./import-table";

export interface ImportSession {
  id: string;
  userId: number;
  /** The screen the file was uploaded to; no other screen's calls may use it. */
  screenId: string;
  columns: string[];
  rows: ImportRow[];
  stage: ImportStage;
  processed: number;
  /** Every row error of the latest preview or commit, for the error report. */
  errors: ImportRowError[];
  /** The latest preview: its mapping and key, and the rows it refused. */
  checked?: { signature: string; failed: ReadonlySet<number> };
}

export interface ImportStore {
  create(session: Pick<ImportSession, "userId" | "screenId" | "columns" | "rows">): ImportSession;
  /** The user's own session, if it has not expired. */
  get(id: string, userId: number): ImportSession | undefined;
}

export const IMPORT_ID = /^[0-9a-f]{32}$/;

export function createMemoryImportStore({
  ttlMs = 30 * 60_000,
  perUser = 3,
  now = Date.now,
}: {
  ttlMs?: number;
  perUser?: number;
  now?: () => number;
} = {}): ImportStore {
  const sessions = new Map<string, { session: ImportSession; expires: number }>();

  const forgetExpired = () => {
    for (const [id, entry] of sessions) if (entry.expires <= now()) sessions.delete(id);
  };

  return {
    create(fields) {
      forgetExpired();
      const mine = [...sessions.values()].filter((entry) => entry.session.userId === fields.userId);
      // Oldest first: a Map keeps insertion order and `get` re-inserts what it touches.
      for (const entry of mine.slice(0, Math.max(0, mine.length - perUser + 1))) {
        sessions.delete(entry.session.id);
      }
      const session: ImportSession = {
        ...fields,
        id: randomBytes(16).toString("hex"),
        stage: "uploaded",
        processed: 0,
        errors: [],
      };
      sessions.set(session.id, { session, expires: now() + ttlMs });
      return session;
    },
    get(id, userId) {
      const entry = sessions.get(id);
      if (!entry || entry.expires <= now()) {
        sessions.delete(id);
        return undefined;
      }
      if (entry.session.userId !== userId) return undefined;
      sessions.delete(id);
      sessions.set(id, { session: entry.session, expires: now() + ttlMs });
      return entry.session;
    },
  };
}
