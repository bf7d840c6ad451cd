/**
 * A stored file gets a signed link only where a record legitimately holds it: its `uploads`
 * row (0013) names the record's table, id and field. Two things for the rows written before:
 *
 * - `held_file_fields` remembers which file columns have had their older values back-filled
 *   into `uploads`. Which columns hold files is said by the overlays (schemas/*.json), which a
 *   migration must not read, so the server back-fills at start-up, once per (table, column),
 *   from the overlays it serves (src/server/files/held-files-backfill.ts); a column an overlay
 *   turns into a file field later is back-filled at the next start. Once a column is done, a
 *   value written into it by anything but a checked write (SQL by hand, say) stays unlinked.
 * - Photos the presence intake took before it checked them: a photo is attached to the
 *   presence its app record became (or, for a record still refused, to the raw record) when the
 *   file is an upload of that record's sender that no record holds yet, and no other intake
 *   record names it. Anything else the intake kept — another user's file, a made-up name, a
 *   device's photo (devices cannot upload) — stays text.
 */
import { type Kysely, sql } from "kysely";
import { createTables } from "./ddl";

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, [
    {
      name: "held_file_fields",
      label: "Kolom Berkas Terdata / Back-filled File Fields",
      columns: `
        model varchar(63) NOT NULL,
        field varchar(63) NOT NULL,
        UNIQUE (model, field)`,
    },
  ]);
  await attachIntakePhotos(db);
}

/** The intake's older photos, attached where they were the sender's own free upload. */
export async function attachIntakePhotos(db: Kysely<unknown>): Promise<void> {
  await sql`
    WITH named AS (
      SELECT r.id AS raw_id, r.sender_id, r.photo, p.id AS presence_id,
        count(*) OVER (PARTITION BY r.photo) AS holders
      FROM raw_presences r
      LEFT JOIN presences p ON p.raw_presence_id = r.id AND p.photo = r.photo
      WHERE r.source = 'mobile' AND r.photo IS NOT NULL AND r.sender_id IS NOT NULL
    )
    UPDATE uploads u SET
      model = CASE WHEN n.presence_id IS NULL THEN 'raw_presences' ELSE 'presences' END,
      record_id = coalesce(n.presence_id, n.raw_id),
      field = 'photo'
    FROM named n
    WHERE n.holders = 1 AND u.stored_name = n.photo AND u.model IS NULL
      AND u.uploaded_by = n.sender_id`.execute(db);
}
