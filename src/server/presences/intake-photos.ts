/**
 * The photo of an intake record is a file, and a file is reached only through the record that
 * holds it (files/held-files.ts). So a record keeps its photo only when it names a file its
 * sender uploaded (`POST /api/<endpoint>/upload`, as the user of the app) that no record holds
 * yet; that file is then marked as the raw record's (`uploads`: raw_presences / id / photo)
 * and handed on to the presence the record becomes (process-raw-presences.ts). Any other photo
 * — someone else's file, one already attached, a made-up name — is dropped from the record,
 * which is otherwise taken as usual, and the answer says why for that record.
 *
 * Devices sign in with their key alone and cannot upload, so a device's photo is always
 * dropped (README, "Presence intake").
 *
 * Set-based like the rest of the intake: one query finds which of a batch's names are free
 * uploads of the sender (locked until the batch is stored), one statement attaches them.
 */
import { sql } from "kysely";
import type { Db } from "../db/connect";
import { FILES_PATH } from "../files/file-links";
import { STORED_NAME } from "../files/file-store";
import { bigints, texts } from "./array-params";

/** The `uploads.model` / `field` of a photo held by a raw record, and by a presence. */
export const RAW_PHOTO = { model: "raw_presences", field: "photo" } as const;
export const PRESENCE_PHOTO = { model: "presences", field: "photo" } as const;

export const PHOTO_DROPS = {
  photo_not_uploaded: {
    id: "Foto tidak ditemukan di antara unggahan pengirim yang belum dipakai, sehingga tidak disimpan. Unggah ulang fotonya.",
    en: "The photo is not among the sender's unused uploads, so it was not kept. Upload the photo again.",
  },
  photo_used_twice: {
    id: "Foto yang sama sudah dikirim dengan catatan sebelumnya dalam kiriman ini, sehingga tidak disimpan.",
    en: "The same photo came with an earlier record of this batch, so it was not kept.",
  },
  photo_from_device: {
    id: "Perangkat tidak dapat mengunggah foto, sehingga foto tidak disimpan.",
    en: "Devices cannot upload photos, so the photo was not kept.",
  },
} as const satisfies Record<string, { id: string; en: string }>;

export type PhotoDrop = keyof typeof PHOTO_DROPS;

/** Where the signed URL the upload answered carries its stored name. */
const FILE_URL = new RegExp(`${FILES_PATH}([^?#]+)(?:[?#]|$)`);

/**
 * The stored name a record's photo names: the name itself, or the signed URL the upload
 * answered with it (an app may send either); null for anything else.
 */
export function storedNameOf(photo: string | null): string | null {
  if (photo === null) return null;
  if (STORED_NAME.test(photo)) return photo;
  const name = FILE_URL.exec(photo)?.[1];
  return name !== undefined && STORED_NAME.test(name) ? name : null;
}

/** Whether a posted record carries a photo at all (whatever its value). */
export function sentPhoto(raw: unknown): boolean {
  if (!raw || typeof raw !== "object") return false;
  const photo = (raw as Record<string, unknown>).photo;
  return photo !== undefined && photo !== null && !(typeof photo === "string" && !photo.trim());
}

export interface PhotoCandidate {
  /** The record's place in the posted batch. */
  index: number;
  sent: boolean;
  /** The stored name it names, if any (`storedNameOf`). */
  name: string | null;
}

/**
 * Which records keep their photo, given the names that are `free` uploads of the sender: each
 * free name once, for the first record of the batch naming it. Every other record that sent
 * a photo drops it, with the reason.
 */
export function admitPhotos(
  source: "device" | "mobile",
  candidates: readonly PhotoCandidate[],
  free: ReadonlySet<string>,
): { kept: Map<number, string>; dropped: Map<number, PhotoDrop> } {
  const kept = new Map<number, string>();
  const dropped = new Map<number, PhotoDrop>();
  const taken = new Set<string>();
  for (const { index, sent, name } of candidates) {
    if (!sent) continue;
    if (source === "device") dropped.set(index, "photo_from_device");
    else if (name === null || !free.has(name)) dropped.set(index, "photo_not_uploaded");
    else if (taken.has(name)) dropped.set(index, "photo_used_twice");
    else {
      taken.add(name);
      kept.set(index, name);
    }
  }
  return { kept, dropped };
}

/**
 * The names among `names` that `userId` uploaded and no record holds, locked until the
 * caller's transaction ends so no other write takes them meanwhile.
 */
export async function freeUploads(
  db: Db,
  userId: number | null,
  names: readonly string[],
): Promise<Set<string>> {
  if (userId === null || names.length === 0) return new Set();
  const rows = await db
    .selectFrom("uploads")
    .select("stored_name")
    .where((eb) => eb("stored_name", "=", eb.fn.any(texts(new Set(names)))))
    .where("uploaded_by", "=", userId)
    .where("model", "is", null)
    .orderBy("stored_name")
    .forUpdate()
    .execute();
  return new Set(rows.map((row) => row.stored_name));
}

/** Marks each kept photo as held by its new raw record. */
export async function attachRawPhotos(
  db: Db,
  userId: number,
  held: readonly { id: number; photo: string }[],
): Promise<void> {
  if (held.length === 0) return;
  await sql`
    UPDATE uploads u SET model = ${RAW_PHOTO.model}, record_id = x.id, field = ${RAW_PHOTO.field}
    FROM jsonb_to_recordset(${JSON.stringify(held)}::jsonb) AS x(id bigint, photo text)
    WHERE u.stored_name = x.photo AND u.uploaded_by = ${userId} AND u.model IS NULL`.execute(db);
}

/**
 * Hands the photos of raw records that became presences on to those presences: the presence
 * is what the attendance screens show, so it is the record that holds the file.
 */
export async function movePhotosToPresences(db: Db, rawIds: readonly number[]): Promise<void> {
  if (rawIds.length === 0) return;
  await db
    .updateTable("uploads as u")
    .from("presences as p")
    .set((eb) => ({
      model: PRESENCE_PHOTO.model,
      record_id: eb.ref("p.id"),
      field: PRESENCE_PHOTO.field,
    }))
    .where((eb) => eb("p.raw_presence_id", "=", eb.fn.any(bigints(rawIds))))
    .where("u.model", "=", RAW_PHOTO.model)
    .whereRef("u.record_id", "=", "p.raw_presence_id")
    .where("u.field", "=", RAW_PHOTO.field)
    .whereRef("u.stored_name", "=", "p.photo")
    .execute();
}

export function photoDropText(drop: PhotoDrop, locale: "id" | "en"): string {
  return PHOTO_DROPS[drop][locale];
}
