/**
 * The presence intake (issue #16): what a raw record carries once the intake has read it, the
 * key that makes a retried batch a no-op, and the rollups the attendance recaps read.
 *
 * - raw_presences keeps the sender's payload verbatim and, beside it, the fields read from it
 *   (source, sender, card, scan time, type, position, photo) and the project it is counted
 *   for. `sender_id` is the device's or the user's id frozen at intake (device_id and user_id
 *   may later be nulled by a delete); one sender, card and scan time is one row.
 * - company_managements get the QR card number workers and visitors already have.
 * - presences: one presence per raw record at most, so reprocessing cannot double it.
 * - presence_days / presence_months: per person, project and Jakarta day / month
 *   (src/server/presences/presence-rollups.ts keeps and rebuilds them), filled here from the
 *   presences already recorded, late after the default work start 08:00. The backfill is
 *   the SQL the rollups' code ran when this migration was written, frozen in
 *   frozen/0022-presence-intake.json: a later change to that code does not change what this
 *   migration does.
 */
import { type Kysely, sql } from "kysely";
import { createFilterSortIndexes } from "./ddl";
import backfill from "./frozen/0022-presence-intake.json" with { type: "json" };
import { runFrozen } from "./frozen-statements";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE raw_presences
      ADD COLUMN source varchar(10) NOT NULL DEFAULT 'device' CHECK (source IN ('device', 'mobile')),
      ADD COLUMN sender_id bigint,
      ADD COLUMN user_id bigint REFERENCES users ON DELETE SET NULL,
      ADD COLUMN project_id bigint REFERENCES projects ON DELETE SET NULL,
      ADD COLUMN qr_card_number text,
      ADD COLUMN scanned_at timestamptz,
      ADD COLUMN presence_type presence_type,
      ADD COLUMN lat double precision,
      ADD COLUMN lng double precision,
      ADD COLUMN photo text`.execute(db);
  await createFilterSortIndexes(db, "raw_presences");
  // Each raw row is written twice: stored, then its outcome. Half-full pages leave room for
  // the outcome on the same page, a HOT update that writes none of the table's indexes
  // (measured on the demo's 24,000 records: 5.8 s → 0.7 s).
  await sql`ALTER TABLE raw_presences SET (fillfactor = 50)`.execute(db);
  // Rows from before the intake: the fields their payload holds, and the idempotency key
  // for the first row of each sender, card and time (a later twin stays keyless).
  await sql`
    UPDATE raw_presences r SET
      project_id = d.project_id,
      qr_card_number = r.payload->>'qr_card_number',
      presence_type = CASE WHEN r.payload->>'type' IN ('in', 'out')
        THEN (r.payload->>'type')::presence_type END,
      scanned_at = CASE WHEN r.payload->>'scanned_at' ~ '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$'
        THEN (r.payload->>'scanned_at')::timestamptz END
    FROM devices d WHERE d.id = r.device_id`.execute(db);
  await sql`
    UPDATE raw_presences SET sender_id = device_id
    WHERE id IN (
      SELECT DISTINCT ON (device_id, qr_card_number, scanned_at) id FROM raw_presences
      WHERE device_id IS NOT NULL AND qr_card_number IS NOT NULL AND scanned_at IS NOT NULL
      ORDER BY device_id, qr_card_number, scanned_at, id)`.execute(db);
  await sql`
    CREATE UNIQUE INDEX raw_presences_intake_key
    ON raw_presences (source, sender_id, qr_card_number, scanned_at)
    WHERE sender_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX raw_presences_scanned_at_idx ON raw_presences (scanned_at)`.execute(db);
  // The raw recap's "failed only" view, newest first.
  await sql`
    CREATE INDEX raw_presences_failed_idx ON raw_presences (received_at DESC, id DESC)
    WHERE error IS NOT NULL`.execute(db);

  await sql`ALTER TABLE company_managements ADD COLUMN qr_card_number varchar(32) UNIQUE`.execute(
    db,
  );
  await sql`CREATE INDEX visitors_qr_card_number_idx ON visitors (qr_card_number, check_in_at)`.execute(
    db,
  );
  await sql`CREATE INDEX devices_key_hash_idx ON devices (key_hash)`.execute(db);
  await sql`
    CREATE UNIQUE INDEX presences_raw_presence_key ON presences (raw_presence_id)
    WHERE raw_presence_id IS NOT NULL`.execute(db);
  // At most one presence per raw record now: the unique index serves the foreign key and the
  // lookup, and the list index of 0015 is one more write per presence for nothing.
  await sql`DROP INDEX IF EXISTS presences_raw_presence_id_created_at_id_idx`.execute(db);

  await sql`
    CREATE TABLE presence_days (
      subject_kind presence_subject_kind NOT NULL,
      subject_id bigint NOT NULL,
      project_id bigint NOT NULL REFERENCES projects ON DELETE CASCADE,
      day date NOT NULL,
      first_in timestamptz,
      last_out timestamptz,
      records integer NOT NULL DEFAULT 0,
      late boolean NOT NULL DEFAULT false,
      outside_radius integer NOT NULL DEFAULT 0,
      worked_minutes integer NOT NULL DEFAULT 0,
      PRIMARY KEY (project_id, day, subject_kind, subject_id)
    )`.execute(db);
  await sql`COMMENT ON TABLE presence_days IS 'Rekap Presensi Harian / Daily Presence Rollup'`.execute(
    db,
  );
  await sql`
    CREATE INDEX presence_days_subject_idx ON presence_days (subject_kind, subject_id, day)`.execute(
    db,
  );
  await sql`
    CREATE TABLE presence_months (
      subject_kind presence_subject_kind NOT NULL,
      subject_id bigint NOT NULL,
      project_id bigint NOT NULL REFERENCES projects ON DELETE CASCADE,
      month date NOT NULL CHECK (month = date_trunc('month', month)::date),
      days_present integer NOT NULL DEFAULT 0,
      days_late integer NOT NULL DEFAULT 0,
      outside_radius integer NOT NULL DEFAULT 0,
      worked_minutes integer NOT NULL DEFAULT 0,
      PRIMARY KEY (project_id, month, subject_kind, subject_id)
    )`.execute(db);
  await sql`COMMENT ON TABLE presence_months IS 'Rekap Presensi Bulanan / Monthly Presence Rollup'`.execute(
    db,
  );
  await sql`
    CREATE INDEX presence_months_subject_idx ON presence_months (subject_kind, subject_id, month)`.execute(
    db,
  );
  await runFrozen(db, backfill);
}
