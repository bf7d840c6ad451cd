/**
 * Files read for import, kept between upload, preview and commit in the database (migration
 * 0031), so a file costs no server memory between the steps and any instance serves any
 * step: per user, for 30 minutes after their last use, at most a few per user (an upload past
 * that forgets that user's oldest idle one), all of it decided in SQL.
 *
 * An upload's rows are written in batches as the file is read (`begin`), and the session
 * opens once it is whole (or is discarded, rows and all). A preview or commit (`run`) holds
 * one connection for its whole work, with an advisory lock on the session: the lock is how
 * any instance tells a run in progress from one whose server died (its connection, and so its
 * lock, went with it), and the rows are read a page at a time through that connection. Its
 * progress is kept in this process for the caller's polls (the embedded database has one
 * connection, which the run holds) and written to the session row meanwhile, in statements
 * of their own outside the run's transaction, for other instances.
 */
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import type { ImportRowError, ImportStage } from "../../../schema/api/crud";
import type { Db } from "../../db/connect";
import { fixedColumns } from "../../db/identifiers";
import type { EncodedRow, ImportRow, RowWriter, TableRead } from "./import-table";

export interface ImportSession {
  id: string;
  userId: number;
  /** The screen the file was uploaded to; no other screen's calls may use it. */
  screenId: string;
  columns: string[];
  rowCount: number;
  stage: ImportStage;
  processed: number;
}

/** The latest preview: its mapping and key, and the rows it refused. */
export interface ImportChecked {
  signature: string;
  failed: ReadonlySet<number>;
}

/** An upload being read: its rows go to `write`, then it opens or is discarded. */
export interface ImportUpload {
  id: string;
  write: RowWriter;
  /** The session, ready for preview; undefined if it was forgotten meanwhile. */
  open(table: TableRead): Promise<ImportSession | undefined>;
  discard(): Promise<void>;
}

/** A preview or commit at work on a session. */
export interface ImportRun {
  /** The session as the run changes it (stage, processed). */
  session: ImportSession;
  checked: ImportChecked | undefined;
  /** The connection the run holds: everything it reads and writes goes through it. */
  db: Db;
  /** The file's rows in order, a page at a time, read through `db` (or a transaction on it). */
  pages(db: Db): AsyncIterable<ImportRow[]>;
  /** One more row done. */
  advance(): void;
}

/** How a run leaves its session: errors and checked are kept as they were when not given. */
export interface RunEnd {
  stage: "validated" | "committed" | "failed";
  errors?: ImportRowError[];
  checked?: ImportChecked;
}

export type RunRefusal = "IMPORT_BUSY" | "IMPORT_DONE" | "IMPORT_NOT_FOUND";

export interface ImportStore {
  begin(owner: { userId: number; screenId: string }): Promise<ImportUpload>;
  /** The user's own session, if it has not expired; its use keeps it 30 minutes more. */
  get(id: string, userId: number): Promise<ImportSession | undefined>;
  /** Every row error of the latest preview or commit, for the error report. */
  errors(id: string): Promise<ImportRowError[]>;
  /** Runs `work` on the session as `stage`, unless another run has it or it is done. */
  run<T>(
    session: ImportSession,
    stage: "validating" | "committing",
    work: (run: ImportRun) => Promise<{ value: T; end: RunEnd }>,
  ): Promise<{ value: T } | { refused: RunRefusal }>;
}

export const IMPORT_ID = /^[0-9a-f]{32}$/;

const WORKING: ReadonlySet<string> = new Set(["validating", "committing"]);
const PAGE = 500;
/** Least time between two progress writes of a run. */
const PROGRESS_EVERY_MS = 250;
/** The advisory locks' first key, so they meet no other use of advisory locks. */
const LOCK_SPACE = 0x494d50;

interface SessionRow {
  id: string;
  user_id: number | string;
  screen_id: string;
  columns: string[];
  row_count: number;
  stage: ImportStage;
  processed: number;
}

const SESSION_COLUMNS = fixedColumns("import_sessions", [
  "id",
  "user_id",
  "screen_id",
  "columns",
  "row_count",
  "stage",
  "processed",
]);

export function createImportStore({
  db,
  ttlMs = 30 * 60_000,
  perUser = 3,
  log = () => {},
}: {
  db: Db;
  ttlMs?: number;
  perUser?: number;
  /** Where a failed progress write is told (the run goes on without it). */
  log?: (error: unknown) => void;
}): ImportStore {
  const ttl = sql`now() + ${`${ttlMs} milliseconds`}::interval`;
  /** Runs of this process, by session id: their progress is answered from here. */
  const active = new Map<string, ImportSession>();

  const discard = async (id: string) => {
    await sql`DELETE FROM import_sessions WHERE id = ${id}`.execute(db);
  };

  /** Whether a run (here or in another instance) holds the session's lock. */
  async function runHolds(id: string): Promise<boolean> {
    const { rows } = await sql<{ held: boolean }>`
      SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
        AND classid = ${LOCK_SPACE} AND objid = ${lockKey(id)} AND objsubid = 2) AS held`.execute(
      db,
    );
    return rows[0]?.held === true;
  }

  return {
    async begin({ userId, screenId }) {
      await sql`DELETE FROM import_sessions WHERE expires_at <= now()`.execute(db);
      // The user's oldest idle sessions past the cap; one being read or run is never cut short.
      await sql`
        DELETE FROM import_sessions WHERE id IN (
          SELECT id FROM (
            SELECT id, stage, row_number() OVER (ORDER BY used_at DESC, created_at DESC) AS n
            FROM import_sessions WHERE user_id = ${userId}) mine
          WHERE n >= ${perUser} AND stage NOT IN ('reading', 'validating', 'committing'))`.execute(
        db,
      );
      const id = randomBytes(16).toString("hex");
      await sql`
        INSERT INTO import_sessions (id, user_id, screen_id, expires_at)
        VALUES (${id}, ${userId}, ${screenId}, ${ttl})`.execute(db);
      let written = 0;
      return {
        id,
        async write(rows) {
          await insertRows(db, id, written, rows);
          written += rows.length;
        },
        async open({ columns, rowCount }) {
          const { rows } = await sql<SessionRow>`
            UPDATE import_sessions
            SET stage = 'uploaded', columns = ${JSON.stringify(columns)}::jsonb,
              row_count = ${rowCount}, used_at = now(), expires_at = ${ttl}
            WHERE id = ${id} AND stage = 'reading'
            RETURNING ${SESSION_COLUMNS}`.execute(db);
          return rows[0] && sessionOf(rows[0]);
        },
        discard: () => discard(id),
      };
    },

    async get(id, userId) {
      const running = active.get(id);
      if (running) return running.userId === userId ? { ...running } : undefined;
      const { rows } = await sql<SessionRow>`
        UPDATE import_sessions SET used_at = now(), expires_at = ${ttl}
        WHERE id = ${id} AND user_id = ${userId} AND expires_at > now() AND stage <> 'reading'
        RETURNING ${SESSION_COLUMNS}`.execute(db);
      const row = rows[0];
      if (!row) return undefined;
      // A run whose server died (or was killed) left its stage behind, but not its lock: the
      // session is gone with it, as a session of one process's memory would be.
      if (WORKING.has(row.stage) && !(await runHolds(id))) {
        await discard(id);
        return undefined;
      }
      return sessionOf(row);
    },

    async errors(id) {
      const { rows } = await sql<{ errors: ImportRowError[] }>`
        SELECT errors FROM import_sessions WHERE id = ${id}`.execute(db);
      return rows[0]?.errors ?? [];
    },

    async run(session, stage, work) {
      if (active.has(session.id)) return { refused: "IMPORT_BUSY" };
      return db.connection().execute(async (connection) => {
        if (!(await lock(connection, session.id))) return { refused: "IMPORT_BUSY" as const };
        try {
          // Holding the lock, no other run is alive: a stage left working is a dead one's.
          const { rows } = await sql<{
            run: number;
            checked: { signature: string; failed: number[] } | null;
          }>`
            UPDATE import_sessions
            SET stage = ${stage}, run = run + 1, processed = 0, used_at = now(), expires_at = ${ttl}
            WHERE id = ${session.id} AND user_id = ${session.userId} AND expires_at > now()
              AND stage NOT IN ('reading', 'committed')
            RETURNING run, checked`.execute(connection);
          const claimed = rows[0];
          if (!claimed) return { refused: await whyNot(connection, session) };
          const live: ImportSession = { ...session, stage, processed: 0 };
          const progress = publisher(async (processed) => {
            await sql`
              UPDATE import_sessions SET processed = ${processed}, used_at = now(), expires_at = ${ttl}
              WHERE id = ${session.id} AND run = ${claimed.run} AND stage = ${stage}`.execute(db);
          }, log);
          active.set(session.id, live);
          try {
            const { value, end } = await work({
              session: live,
              checked: claimed.checked
                ? { signature: claimed.checked.signature, failed: new Set(claimed.checked.failed) }
                : undefined,
              db: connection,
              pages: (through) => pagesOf(through, session.id),
              advance() {
                live.processed += 1;
                progress.publish(live.processed);
              },
            });
            await finish(connection, session.id, claimed.run, live.processed, end);
            return { value };
          } catch (error) {
            await finish(connection, session.id, claimed.run, live.processed, {
              stage: "failed",
            }).catch(log);
            throw error;
          } finally {
            progress.stop();
            active.delete(session.id);
          }
        } finally {
          await unlock(connection, session.id);
        }
      });
    },
  };

  async function finish(connection: Db, id: string, run: number, processed: number, end: RunEnd) {
    const errors = end.errors ? JSON.stringify(end.errors) : null;
    const checked = end.checked
      ? JSON.stringify({ signature: end.checked.signature, failed: [...end.checked.failed] })
      : null;
    await sql`
      UPDATE import_sessions
      SET stage = ${end.stage}, processed = ${processed},
        errors = coalesce(${errors}::jsonb, errors), checked = coalesce(${checked}::jsonb, checked),
        used_at = now(), expires_at = ${ttl}
      WHERE id = ${id} AND run = ${run}`.execute(connection);
  }
}

/** Why a session could not be claimed: done, or gone (expired, someone else's). */
async function whyNot(db: Db, session: ImportSession): Promise<RunRefusal> {
  const { rows } = await sql<{ stage: string }>`
    SELECT stage FROM import_sessions
    WHERE id = ${session.id} AND user_id = ${session.userId} AND expires_at > now()`.execute(db);
  return rows[0]?.stage === "committed" ? "IMPORT_DONE" : "IMPORT_NOT_FOUND";
}

async function insertRows(db: Db, id: string, before: number, rows: EncodedRow[]) {
  if (rows.length === 0) return;
  // One parameter per batch: the cells are JSON already, and a batch is about a megabyte.
  const batch = `[${rows.map(({ row, cells }) => `[${row},${cells}]`).join(",")}]`;
  await sql`
    INSERT INTO import_session_rows (session_id, seq, row_number, cells)
    SELECT ${id}, ${before} + t.n, (t.e ->> 0)::integer, t.e -> 1
    FROM jsonb_array_elements(${batch}::jsonb) WITH ORDINALITY AS t(e, n)`.execute(db);
}

async function* pagesOf(db: Db, id: string): AsyncIterable<ImportRow[]> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ seq: number; row_number: number; cells: string[] }>`
      SELECT seq, row_number, cells FROM import_session_rows
      WHERE session_id = ${id} AND seq > ${after} ORDER BY seq LIMIT ${PAGE}`.execute(db);
    const last = rows[rows.length - 1];
    if (!last) return;
    yield rows.map(({ row_number, cells }) => ({ row: row_number, cells }));
    after = last.seq;
  }
}

function sessionOf(row: SessionRow): ImportSession {
  return {
    id: row.id,
    userId: Number(row.user_id),
    screenId: row.screen_id,
    columns: row.columns,
    rowCount: row.row_count,
    stage: row.stage,
    processed: row.processed,
  };
}

/** The session's advisory lock key: 28 bits of its random id. */
function lockKey(id: string): number {
  return Number.parseInt(id.slice(0, 7), 16);
}

/** Takes the session's lock on `db`'s connection; a moment's retry, then no. */
async function lock(db: Db, id: string): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { rows } = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_lock(${LOCK_SPACE}::integer, ${lockKey(id)}::integer) AS locked`.execute(
      db,
    );
    if (rows[0]?.locked) return true;
    await sleep(20);
  }
  return false;
}

async function unlock(db: Db, id: string) {
  await sql`SELECT pg_advisory_unlock(${LOCK_SPACE}::integer, ${lockKey(id)}::integer)`.execute(db);
}

/**
 * Writes the latest progress, one write at a time and at most every PROGRESS_EVERY_MS, never
 * holding the run up (a write waits for a connection; on the embedded database, for the run).
 */
function publisher(write: (processed: number) => Promise<void>, log: (error: unknown) => void) {
  let latest = 0;
  let written = 0;
  let busy = false;
  let stopped = false;
  async function flush() {
    busy = true;
    while (!stopped && written < latest) {
      const value = latest;
      try {
        await write(value);
      } catch (error) {
        log(error);
      }
      written = value;
      await sleep(PROGRESS_EVERY_MS, undefined, { ref: false });
    }
    busy = false;
  }
  return {
    publish(processed: number) {
      latest = processed;
      if (!busy && !stopped) void flush();
    },
    stop() {
      stopped = true;
    },
  };
}
