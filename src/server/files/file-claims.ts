/**
 * The file fields of a write, checked against `uploads` (migration 0013): a field may take a
 * stored file only if the caller uploaded it and no record holds it yet; the file it already
 * holds it may keep. Taken files are then marked as the record's.
 */
import { sql } from "kysely";
import type { LocalText, SchemaLocale } from "../../schema/local-text";
import type { ScreenDefinition } from "../../schema/overlay/screen-types";
import type { Db } from "../db/connect";
import type { Row } from "../db/row";
import { fileFields } from "./file-links";

export const FILE_NOT_YOURS: LocalText = {
  id: "File ini tidak ditemukan di antara unggahan Anda. Unggah ulang filenya.",
  en: "This file is not among your uploads. Upload the file again.",
};

export interface FileClaim {
  field: string;
  name: string;
}

/** The stored names a write puts into file fields that do not hold them already. */
export function fileClaims(
  screen: ScreenDefinition,
  written: Row,
  current: Row | null,
): FileClaim[] {
  return fileFields(screen)
    .filter((field) => Object.hasOwn(written, field))
    .map((field) => ({ field, name: written[field] }))
    .filter(
      (claim): claim is FileClaim =>
        typeof claim.name === "string" &&
        claim.name !== "" &&
        claim.name !== current?.[claim.field],
    );
}

/** Field → message for each claim the caller may not make. */
export async function refusedClaims(
  db: Db,
  claims: FileClaim[],
  userId: number,
  locale: SchemaLocale,
): Promise<Record<string, string[]>> {
  if (claims.length === 0) return {};
  const { rows } = await sql<{ stored_name: string }>`
    SELECT stored_name FROM uploads
    WHERE stored_name IN (${sql.join(claims.map((claim) => claim.name))})
      AND uploaded_by = ${userId} AND model IS NULL
    FOR UPDATE`.execute(db);
  const free = new Set(rows.map((row) => row.stored_name));
  return Object.fromEntries(
    claims
      .filter((claim) => !free.has(claim.name))
      .map((claim) => [claim.field, [FILE_NOT_YOURS[locale]]]),
  );
}

/** Marks the claimed files as held by the record's fields. */
export async function attachClaims(db: Db, model: string, recordId: number, claims: FileClaim[]) {
  for (const claim of claims) {
    await sql`
      UPDATE uploads SET model = ${model}, record_id = ${recordId}, field = ${claim.field}
      WHERE stored_name = ${claim.name}`.execute(db);
  }
}

/** Records a new upload as its uploader's, with the name it had on their device. */
export async function recordUpload(
  db: Db,
  name: string,
  userId: number,
  originalName: string | null,
): Promise<void> {
  await sql`
    INSERT INTO uploads (stored_name, uploaded_by, original_name)
    VALUES (${name}, ${userId}, ${originalName})`.execute(db);
}
