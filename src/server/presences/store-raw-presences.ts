/**
 * Step one of the intake: every record a sender posted is stored as it came (its payload
 * verbatim, beside the fields read from it), in one statement per batch. The unique key
 * (source, sender, card, scan time) turns a record already stored — a retried batch — into
 * nothing: it is reported as a duplicate and neither stored nor counted again. A record
 * without a card or a time has no key and is always stored (and then rejected).
 *
 * Inserted rows are matched back to the posted ones by card and time; records without a key
 * are matched in order (identity values follow the insert's ORDER BY within one statement).
 *
 * A record's photo is kept only if it is a free upload of its sender, then attached to the raw
 * record; otherwise it is dropped (stored as null, the payload still shows what came) and the
 * reason returned for the answer (intake-photos.ts). Run it in a transaction: the uploads it
 * checks stay locked until the records that take them are stored.
 */
import { type Selectable, sql } from "kysely";
import type { Db } from "../db/connect";
import type { RawPresences } from "../db/tables";
import {
  admitPhotos,
  attachRawPhotos,
  freeUploads,
  type PhotoDrop,
  sentPhoto,
  storedNameOf,
} from "./intake-photos";
import { firstOfEachKey, type IntakeRecord, readIntakeRecord } from "./read-intake-record";

export interface Sender {
  source: "device" | "mobile";
  /** The device's id or the user's id. */
  senderId: number;
  deviceId: number | null;
  userId: number | null;
  /** The project the records count for: the device's, or the one the app named. */
  projectId: number | null;
}

export interface StoredBatch {
  /** Per posted record: its new raw_presences id, or null when it was a duplicate. */
  ids: (number | null)[];
  /** Per posted record: why the photo it sent was not kept, or null. */
  photoDrops: (PhotoDrop | null)[];
}

export async function storeRawPresences(
  db: Db,
  sender: Sender,
  posted: readonly unknown[],
): Promise<StoredBatch> {
  const records: IntakeRecord[] = posted.map(readIntakeRecord);
  const { keep } = firstOfEachKey(records);
  const candidates = keep.map((index) => ({
    index,
    sent: sentPhoto(posted[index]),
    name: storedNameOf(records[index]?.photo ?? null),
  }));
  const named = candidates.flatMap((candidate) => (candidate.name ? [candidate.name] : []));
  const free =
    sender.source === "mobile" ? await freeUploads(db, sender.userId, named) : new Set<string>();
  const { kept, dropped } = admitPhotos(sender.source, candidates, free);
  const rows = keep.map((index) => ({
    ord: index,
    payload: posted[index] ?? null,
    ...records[index],
    photo: kept.get(index) ?? null,
  }));
  const { rows: stored } = await sql<{ ord: number } & Pick<Selectable<RawPresences>, "id">>`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(
        ord int, payload jsonb, qr_card_number text, scanned_at timestamptz,
        presence_type presence_type, lat double precision, lng double precision, photo text)
    ), inserted AS (
      INSERT INTO raw_presences (source, sender_id, device_id, user_id, project_id,
        qr_card_number, scanned_at, presence_type, lat, lng, photo, payload, created_by)
      SELECT ${sender.source}, ${sender.senderId}, ${sender.deviceId}::bigint,
        ${sender.userId}::bigint, ${sender.projectId}::bigint, qr_card_number, scanned_at,
        presence_type, lat, lng, photo, coalesce(payload, 'null'::jsonb), ${sender.userId}::bigint
      FROM input ORDER BY ord
      ON CONFLICT (source, sender_id, qr_card_number, scanned_at) WHERE sender_id IS NOT NULL
      DO NOTHING
      RETURNING id, qr_card_number, scanned_at
    )
    SELECT i.ord, n.id
    FROM (SELECT ord, qr_card_number, scanned_at,
            row_number() OVER (PARTITION BY qr_card_number, scanned_at ORDER BY ord) AS nth
          FROM input) i
    JOIN (SELECT id, qr_card_number, scanned_at,
            row_number() OVER (PARTITION BY qr_card_number, scanned_at ORDER BY id) AS nth
          FROM inserted) n
      ON n.qr_card_number IS NOT DISTINCT FROM i.qr_card_number
      AND n.scanned_at IS NOT DISTINCT FROM i.scanned_at AND n.nth = i.nth`.execute(db);
  const ids: (number | null)[] = posted.map(() => null);
  for (const row of stored) ids[row.ord] = row.id;
  if (sender.userId !== null) {
    // A record that turned out a duplicate takes nothing: its upload stays free.
    const held = [...kept].flatMap(([index, photo]) => {
      const id = ids[index];
      return id === null || id === undefined ? [] : [{ id, photo }];
    });
    await attachRawPhotos(db, sender.userId, held);
  }
  return { ids, photoDrops: posted.map((_, index) => dropped.get(index) ?? null) };
}
