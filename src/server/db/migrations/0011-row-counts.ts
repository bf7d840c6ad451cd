/**
 * Row counts kept by the database itself, so a list's unfiltered total is one indexed read
 * instead of `count(*)` over a million rows, and stays exact whoever writes (this server, a
 * second instance, psql, COPY). Statement-level triggers add the size of each statement's
 * transition table: one counter update per statement, not per row.
 */
import { type Kysely, sql } from "kysely";
import { attachRowCounter, ROW_COUNTED_EXCEPT } from "./ddl";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE row_counts (
      table_name text PRIMARY KEY,
      row_count bigint NOT NULL CHECK (row_count >= 0)
    )`.execute(db);
  await sql`
    CREATE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE row_counts SET row_count = row_count + (SELECT count(*) FROM new_rows)
        WHERE table_name = TG_TABLE_NAME;
      ELSIF TG_OP = 'DELETE' THEN
        UPDATE row_counts SET row_count = row_count - (SELECT count(*) FROM old_rows)
        WHERE table_name = TG_TABLE_NAME;
      ELSE
        UPDATE row_counts SET row_count = 0 WHERE table_name = TG_TABLE_NAME;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r'
    ORDER BY c.relname`.execute(db);
  for (const { name } of rows) {
    if (!ROW_COUNTED_EXCEPT.has(name)) await attachRowCounter(db, name);
  }
}
