/**
 * The name an uploaded file is kept under for people to read: what its sender's device called
 * it, without the folders some browsers send along (old Edge and IE send the whole path), and
 * without control characters, which would break a `Content-Disposition` header or a list row.
 */
import { sql } from "kysely";
import type { Db } from "../db/connect";

const ORIGINAL_NAME_MAX = 255;

/** The base name of a multipart file name, or null when nothing readable is left. */
export function originalName(sent: string | undefined): string | null {
  const base = (sent ?? "").split(/[/\\]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const name = [...base.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim()]
    .slice(0, ORIGINAL_NAME_MAX)
    .join("")
    .trim();
  return name === "" ? null : name;
}

/** The original name `uploads` keeps for a stored file, if any. */
export async function storedOriginalName(db: Db, storedName: string): Promise<string | null> {
  const { rows } = await sql<{ original_name: string | null }>`
    SELECT original_name FROM uploads WHERE stored_name = ${storedName}`.execute(db);
  return rows[0]?.original_name ?? null;
}

/** A stored name's last segment: what a file without a kept original name is called. */
export const baseName = (storedName: string): string => storedName.split("/").pop() ?? storedName;
