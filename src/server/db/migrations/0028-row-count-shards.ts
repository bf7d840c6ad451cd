/**
 * The maintained row counts (0011) in shards: one counter row per table was one row every
 * writer of that table updated, so concurrent inserts queued on its lock until each one's
 * transaction ended. The presence intake, whose transaction goes on to recompute the rollups
 * after inserting, ran its batches one at a time through it (822 records/s at 8 senders).
 * A transaction now adds to the shard of its transaction id modulo 64: transactions open at
 * the same time have nearby ids, so up to 64 concurrent writers of a table never share a
 * shard (a shard per connection would make a pool's colliding pair wait every time, a random
 * one now and then); a table's count is the sum of its shards (`maintainedCountOf` in
 * crud/list-query.ts).
 */
import { type Kysely, sql } from "kysely";

/** More than a server's pool runs at once; a count reads at most this many short rows. */
const SHARDS = 64;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE row_counts DROP CONSTRAINT row_counts_pkey,
    DROP CONSTRAINT row_counts_row_count_check,
    ADD COLUMN shard smallint NOT NULL DEFAULT 0,
    ADD PRIMARY KEY (table_name, shard)`.execute(db);
  // A shard alone may go below zero (rows added through one connection, deleted through
  // another); the sum of a table's shards cannot.
  await sql`
    CREATE OR REPLACE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      delta bigint;
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME AND shard <> 0;
        UPDATE row_counts SET row_count = 0 WHERE table_name = TG_TABLE_NAME;
        RETURN NULL;
      ELSIF TG_OP = 'INSERT' THEN
        SELECT count(*) INTO delta FROM new_rows;
      ELSE
        SELECT -count(*) INTO delta FROM old_rows;
      END IF;
      IF delta <> 0 THEN
        INSERT INTO row_counts AS c (table_name, shard, row_count)
        VALUES (TG_TABLE_NAME, txid_current() % ${sql.lit(SHARDS)}, delta)
        ON CONFLICT (table_name, shard) DO UPDATE SET row_count = c.row_count + EXCLUDED.row_count;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}
