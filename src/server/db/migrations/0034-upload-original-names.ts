/**
 * The name a file had on its uploader's device, so lists, details, histories and downloads
 * show "Surat Tugas Mei.pdf" rather than the stored path. Files uploaded before carry none and
 * keep showing their stored name.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE uploads ADD COLUMN original_name text
      CHECK (char_length(original_name) BETWEEN 1 AND 255)`.execute(db);
}
