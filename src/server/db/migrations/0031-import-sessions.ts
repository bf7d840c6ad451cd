/**
 * Files read for import, kept between upload, preview and commit in the database rather than
 * in one server's memory: a session per upload (its owner, screen, header, where its preview
 * or commit stands, the row errors of the latest) and the file's data rows, one row each, read
 * back a page at a time. Any instance on the same database can then serve any step, and a
 * file's rows cost the server no memory between steps. Sessions expire (expires_at) and are
 * swept by the store; deleting one deletes its rows.
 *
 * Self-contained on purpose: a migration must replay identically forever, so it states its
 * SQL here and imports nothing of the live application.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE import_sessions (
      id char(32) PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
      screen_id varchar(200) NOT NULL,
      columns jsonb NOT NULL DEFAULT '[]',
      row_count integer NOT NULL DEFAULT 0,
      stage varchar(20) NOT NULL DEFAULT 'reading' CHECK (stage IN
        ('reading', 'uploaded', 'validating', 'validated', 'committing', 'committed', 'failed')),
      run integer NOT NULL DEFAULT 0,
      processed integer NOT NULL DEFAULT 0,
      errors jsonb NOT NULL DEFAULT '[]',
      checked jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      used_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`COMMENT ON TABLE import_sessions IS 'Sesi Impor / Import Sessions'`.execute(db);
  await sql`CREATE INDEX import_sessions_user_id_idx ON import_sessions (user_id, used_at)`.execute(
    db,
  );
  await sql`CREATE INDEX import_sessions_expires_at_idx ON import_sessions (expires_at)`.execute(
    db,
  );
  await sql`
    CREATE TABLE import_session_rows (
      session_id char(32) NOT NULL REFERENCES import_sessions ON DELETE CASCADE,
      seq integer NOT NULL,
      row_number integer NOT NULL,
      cells jsonb NOT NULL,
      PRIMARY KEY (session_id, seq)
    )`.execute(db);
  await sql`COMMENT ON TABLE import_session_rows IS 'Baris Sesi Impor / Import Session Rows'`.execute(
    db,
  );
}
