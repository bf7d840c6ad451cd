/**
 * Older file values into `uploads`, so a file a record held before links were checked
 * (held-files.ts) keeps its link. Which columns hold files is said by the overlays, which a
 * migration may not read, so the server does this at start-up from the overlays it serves,
 * once per (table, column) — `held_file_fields` (migration 0032) remembers the columns done, so
 * a later start reads nothing and a value written by hand into a done column stays unlinked.
 *
 * A stored name found in a column becomes that record's only when exactly one record and file
 * field (of every table and file column the overlays name) holds it, and then only if no
 * `uploads` row has it (a file from before 0013: marked held, with the record's author as the
 * uploader, 0 when unknown) or its row is the record author's own unattached upload. A name
 * held twice, or whose file is already another record's or someone else's upload, stays
 * unlinked: learning a name was never meant to give access to its file.
 *
 * One statement for every column, under a lock so that instances starting together do it once.
 */
import { sql } from "kysely";
import type { Db } from "../db/connect";
import type { OverlayStore } from "../schemas/served-screens";
import { fileFields } from "./file-links";
import { STORED_NAME } from "./file-store";

/** A table column an overlay shows as a file. */
export interface FileColumn {
  model: string;
  field: string;
  /** Whether the table keeps `created_by`, the author an older file is credited to. */
  authored: boolean;
}

const LOCK = 5_131_032;

/** The file columns of the screens `overlays` serve, each once. */
export function fileColumns(overlays: Pick<OverlayStore, "ids" | "get">): FileColumn[] {
  const columns = new Map<string, FileColumn>();
  for (const id of overlays.ids()) {
    const loaded = overlays.get(id);
    if (!loaded?.model.fieldList.includes("id")) continue;
    for (const field of fileFields(loaded.screen)) {
      if (!loaded.model.fieldList.includes(field)) continue;
      columns.set(`${loaded.model.model}.${field}`, {
        model: loaded.model.model,
        field,
        authored: loaded.model.fieldList.includes("created_by"),
      });
    }
  }
  return [...columns.values()];
}

/** Back-fills the columns not done yet; answers how many files it marked as held. */
export async function backfillHeldFiles(db: Db, columns: readonly FileColumn[]): Promise<number> {
  if (columns.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK})`.execute(trx);
    const { rows: done } = await sql<{ model: string; field: string }>`
      SELECT model, field FROM held_file_fields`.execute(trx);
    const finished = new Set(done.map((row) => `${row.model}.${row.field}`));
    const pending = columns.filter((column) => !finished.has(`${column.model}.${column.field}`));
    if (pending.length === 0) return 0;
    const held = sql.join(
      columns.map(
        (column) => sql`
          SELECT ${column.model}::text AS model, t.id AS record_id, ${column.field}::text AS field,
            ${sql.ref(`t.${column.field}`)}::text AS stored_name,
            ${column.authored ? sql`t.created_by` : sql`NULL::bigint`} AS author
          FROM ${sql.table(column.model)} AS t
          WHERE ${sql.ref(`t.${column.field}`)}::text ~ ${STORED_NAME.source}`,
      ),
      sql` UNION ALL `,
    );
    const wanted = sql.join(
      pending.map((column) => sql`(${column.model}::text, ${column.field}::text)`),
    );
    const { rows } = await sql<{ marked: number | string }>`
      WITH held AS (${held}),
      counted AS (
        SELECT h.*, count(*) OVER (PARTITION BY h.stored_name) AS holders FROM held h
      ),
      sole AS (
        SELECT c.* FROM counted c
        WHERE c.holders = 1 AND (c.model, c.field) IN (VALUES ${wanted})
      ),
      attached AS (
        UPDATE uploads u SET model = s.model, record_id = s.record_id, field = s.field
        FROM sole s
        WHERE u.stored_name = s.stored_name AND u.model IS NULL AND u.uploaded_by = s.author
        RETURNING u.stored_name
      ),
      inserted AS (
        INSERT INTO uploads (stored_name, uploaded_by, model, record_id, field)
        SELECT s.stored_name, coalesce(s.author, 0), s.model, s.record_id, s.field
        FROM sole s
        WHERE NOT EXISTS (SELECT 1 FROM uploads u WHERE u.stored_name = s.stored_name)
        ON CONFLICT (stored_name) DO NOTHING
        RETURNING stored_name
      )
      SELECT (SELECT count(*) FROM attached) + (SELECT count(*) FROM inserted) AS marked`.execute(
      trx,
    );
    await sql`
      INSERT INTO held_file_fields (model, field)
      VALUES ${sql.join(pending.map((column) => sql`(${column.model}, ${column.field})`))}
      ON CONFLICT (model, field) DO NOTHING`.execute(trx);
    return Number(rows[0]?.marked ?? 0);
  });
}
