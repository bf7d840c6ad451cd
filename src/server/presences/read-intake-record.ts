/**
 * What the intake reads from one record a device or the app sent. Nothing is refused here:
 * a field that cannot be read is left empty (the payload keeps what was sent), and the
 * processing step rejects the record with a reason the raw recap shows, so every record a
 * sender posted is stored.
 */
import type { Selectable } from "kysely";
import type { RawPresences } from "../db/tables";

/**
 * The fields raw_presences keeps beside the payload. `scanned_at` is ISO 8601 in UTC with
 * milliseconds, so the same instant always gives the same key.
 */
export type IntakeRecord = Pick<
  Selectable<RawPresences>,
  "qr_card_number" | "scanned_at" | "presence_type" | "lat" | "lng" | "photo"
>;

/** A date-time with its offset (RFC 3339): a time without one would be ambiguous. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/i;

const MAX_CARD_LENGTH = 32;
const MAX_PHOTO_LENGTH = 500;

function text(value: unknown, max: number): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const trimmed = String(value).trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
}

function instant(value: unknown): string | null {
  if (typeof value !== "string" || !DATE_TIME.test(value.trim())) return null;
  const time = Date.parse(value.trim().replace(" ", "T"));
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function coordinate(value: unknown, limit: number): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && Math.abs(number) <= limit
    ? number
    : null;
}

export function readIntakeRecord(raw: unknown): IntakeRecord {
  const record = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const lat = coordinate(record.lat, 90);
  const lng = coordinate(record.lng, 180);
  const type = typeof record.presence_type === "string" ? record.presence_type.trim() : "";
  return {
    qr_card_number: text(record.qr_card_number, MAX_CARD_LENGTH),
    scanned_at: instant(record.scanned_at),
    presence_type: type === "in" || type === "out" ? type : null,
    // A position is a pair: half of one is no position.
    lat: lat !== null && lng !== null ? lat : null,
    lng: lat !== null && lng !== null ? lng : null,
    photo: text(record.photo, MAX_PHOTO_LENGTH),
  };
}

/**
 * Splits a batch into the first record of each card and time (to store) and the indexes of
 * later twins within the batch (duplicates of one already in it).
 */
export function firstOfEachKey(records: readonly IntakeRecord[]): {
  keep: number[];
  twins: number[];
} {
  const seen = new Set<string>();
  const keep: number[] = [];
  const twins: number[] = [];
  records.forEach((record, index) => {
    if (record.qr_card_number === null || record.scanned_at === null) {
      keep.push(index);
      return;
    }
    const key = `${record.qr_card_number}\u0000${record.scanned_at}`;
    if (seen.has(key)) twins.push(index);
    else {
      seen.add(key);
      keep.push(index);
    }
  });
  return { keep, twins };
}
