/**
 * Which rows a request changed: row triggers on every table of the test database write each
 * insert, delete and real update (with the columns it changed) to a log in a schema of its own,
 * which the app's catalog never reads (it reads `public` only). A write that is rolled back
 * leaves no log row, so after a refused request the log must be as it was before it.
 */
import { sql } from "kysely";
import type { Db } from "../../../src/server/db/connect";

export interface LoggedWrite {
  table: string;
  op: "INSERT" | "UPDATE" | "DELETE" | "TRUNCATE";
  /** The columns an update changed. */
  columns: string[] | null;
}

export interface WriteLog {
  /** A mark to read the writes after. */
  mark(): Promise<number>;
  /** The writes committed after `mark`. */
  since(mark: number): Promise<LoggedWrite[]>;
}

export async function installWriteLog(db: Db): Promise<WriteLog> {
  await sql`CREATE SCHEMA fuzz`.execute(db);
  await sql`
    CREATE TABLE fuzz.writes (
      id bigserial PRIMARY KEY,
      table_name text NOT NULL,
      op text NOT NULL,
      columns text[]
    )`.execute(db);
  // An update that sets every column to what it held changes nothing, and is not logged.
  await sql`
    CREATE FUNCTION fuzz.log_write() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE changed text[];
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        SELECT array_agg(n.key ORDER BY n.key) INTO changed
          FROM jsonb_each(to_jsonb(NEW)) n
          WHERE n.value IS DISTINCT FROM to_jsonb(OLD) -> n.key;
        IF changed IS NULL THEN RETURN NULL; END IF;
      END IF;
      INSERT INTO fuzz.writes (table_name, op, columns) VALUES (TG_TABLE_NAME, TG_OP, changed);
      RETURN NULL;
    END $$`.execute(db);
  // One statement for every table: a statement per trigger costs seconds on PGlite. Creating
  // a trigger locks its table, so the app's own background writes (PostgreSQL) can make this
  // statement a deadlock's victim; it is then rolled back whole and can simply run again.
  await retryDeadlock(() =>
    sql`
    DO $$
    DECLARE name text;
    BEGIN
      FOR name IN
        SELECT c.relname FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
        WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
      LOOP
        EXECUTE format('CREATE TRIGGER fuzz_log_rows AFTER INSERT OR UPDATE OR DELETE ON public.%I
          FOR EACH ROW EXECUTE FUNCTION fuzz.log_write()', name);
        EXECUTE format('CREATE TRIGGER fuzz_log_truncate AFTER TRUNCATE ON public.%I
          FOR EACH STATEMENT EXECUTE FUNCTION fuzz.log_write()', name);
      END LOOP;
    END $$`.execute(db),
  );
  return {
    async mark() {
      const { rows } = await sql<{ last: string | null }>`
        SELECT max(id) AS last FROM fuzz.writes`.execute(db);
      return Number(rows[0]?.last ?? 0);
    },
    async since(mark) {
      const { rows } = await sql<{ table: string; op: LoggedWrite["op"]; columns: string[] }>`
        SELECT table_name AS table, op, columns FROM fuzz.writes WHERE id > ${mark}
        ORDER BY id`.execute(db);
      return rows;
    },
  };
}

/** Runs `statement` again (twice at most) when PostgreSQL chose it as a deadlock's victim. */
async function retryDeadlock(statement: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await statement();
      return;
    } catch (error) {
      if (attempt >= 3 || (error as { code?: unknown }).code !== "40P01") throw error;
    }
  }
}
