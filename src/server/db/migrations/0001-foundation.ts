/**
 * What every later migration leans on: the trigram extension where the server offers it
 * (search indexes), and the trigger that keeps `updated_at` honest on every write.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ available: boolean }>`
    SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AS available
  `.execute(db);
  if (rows[0]?.available) await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await sql`
    CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.updated_at := clock_timestamp();
      RETURN NEW;
    END $$
  `.execute(db);
}
