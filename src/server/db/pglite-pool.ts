/**
 * A `pg.Pool`-shaped front for one embedded PGlite instance, so Kysely's own PostgresDialect
 * drives both databases (kysely-pglite-dialect pins an old PGlite). PGlite has a single
 * session, so a client is handed out to one caller at a time: a transaction keeps it until
 * it releases it, and everyone else waits in line.
 */
import type { PGlite } from "@electric-sql/pglite";

interface QueryResult {
  command: string;
  rowCount: number;
  rows: unknown[];
}

const COMMAND = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)\b/i;

export class PGlitePool {
  private queue: Promise<void> = Promise.resolve();
  private held = false;
  private waiting = 0;

  constructor(readonly pglite: PGlite) {}

  /** Whether the one session is handed out, and how many callers wait in line for it. */
  usage(): { inUse: number; waiting: number } {
    return { inUse: this.held ? 1 : 0, waiting: this.waiting };
  }

  async connect() {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    this.waiting += 1;
    await previous;
    this.waiting -= 1;
    this.held = true;
    const { pglite } = this;
    let released = false;
    return {
      async query(sql: string, parameters: readonly unknown[] = []): Promise<QueryResult> {
        const result = await pglite.query(sql, parameters as unknown[]);
        const command = (COMMAND.exec(sql)?.[1] ?? "").toUpperCase();
        return {
          command,
          rowCount: command === "SELECT" ? result.rows.length : (result.affectedRows ?? 0),
          rows: result.rows,
        };
      },
      release: () => {
        if (released) return;
        released = true;
        this.held = false;
        release();
      },
    };
  }

  /** Runs `work` on PGlite directly while holding the one session, outside any transaction. */
  async exclusively<T>(work: () => Promise<T>): Promise<T> {
    const client = await this.connect();
    try {
      return await work();
    } finally {
      client.release();
    }
  }

  async end() {
    await this.queue;
    await this.pglite.close();
  }
}
