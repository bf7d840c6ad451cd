/**
 * Which stored files records legitimately hold. A file is a record's only when its `uploads`
 * row (migration 0013) names that record's table, id and field — marked there by the write
 * that took the file (file-claims.ts, the presence intake) or by the back-fill of older rows
 * (held-files-backfill.ts). A stored name that merely sits in a column (written by SQL, forged
 * by a sender, copied from another record) is text, not access, and gets no link.
 *
 * The table is the screen's model: screens over the same table share its rows, so a file held
 * by a record is held for every screen of that table; a screen over another table (a rollup, a
 * view) holds none of the files its rows repeat.
 *
 * One query for all the records of an answer (a list page, a shown or written record).
 */
import { sql } from "kysely";
import type { ScreenDefinition } from "../../schema/overlay/screen-types";
import type { Db } from "../db/connect";
import type { Row } from "../db/row";
import { type FileLinks, fileFields, type HeldFiles, HOLDS_NOTHING } from "./file-links";
import { STORED_NAME } from "./file-store";

const RECORD_ID = /^\d{1,18}$/;

const keyOf = (recordId: unknown, field: string, name: string) =>
  `${String(recordId)}\u0000${field}\u0000${name}`;

/** What `uploads` says the `records` of `model` hold in `fields`, read in one query. */
export async function heldFiles(
  db: Db,
  model: string,
  fields: readonly string[],
  records: readonly { readonly id?: unknown }[],
): Promise<HeldFiles> {
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const record of records) {
    const id = String(record.id);
    if (!RECORD_ID.test(id)) continue;
    for (const field of fields) {
      const value = (record as Row)[field];
      if (typeof value === "string" && STORED_NAME.test(value)) {
        ids.add(id);
        names.add(value);
      }
    }
  }
  if (names.size === 0) return HOLDS_NOTHING;
  const { rows } = await sql<{
    record_id: string | number;
    field: string;
    stored_name: string;
    original_name: string | null;
  }>`
    SELECT record_id, field, stored_name, original_name FROM uploads
    WHERE model = ${model} AND record_id = ANY(${[...ids]}::bigint[])
      AND stored_name = ANY(${[...names]}::text[])`.execute(db);
  const held = new Map(
    rows.map((row) => [keyOf(row.record_id, row.field, row.stored_name), row.original_name]),
  );
  return {
    holds: (recordId, field, name) => held.has(keyOf(recordId, field, name)),
    originalName: (recordId, field, name) => held.get(keyOf(recordId, field, name)) ?? null,
  };
}

/** The records with a signed link and original name for each file they hold (`linksFor`). */
export async function withFileLinks(
  db: Db,
  links: FileLinks,
  screen: ScreenDefinition,
  records: Row[],
): Promise<Row[]> {
  const fields = fileFields(screen);
  if (fields.length === 0) return records;
  const held = await heldFiles(db, screen.model, fields, records);
  return records.map((record) => links.linksFor(screen, record, held));
}
