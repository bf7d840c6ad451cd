/**
 * Who owns each stored file. An upload belongs to the user who sent it until a record takes
 * it; from then on to that record's field. A write may only put into a file field a file its
 * caller uploaded and no record holds yet, or the file the field already holds, so learning a
 * stored name never gives access to the file behind it.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE uploads (
      stored_name varchar(100) PRIMARY KEY,
      uploaded_by bigint NOT NULL,
      uploaded_at timestamptz NOT NULL DEFAULT now(),
      model varchar(63),
      record_id bigint,
      field varchar(63),
      CHECK ((model IS NULL) = (record_id IS NULL) AND (model IS NULL) = (field IS NULL))
    )`.execute(db);
  await sql`CREATE INDEX uploads_record ON uploads (model, record_id)`.execute(db);
}
