/**
 * The intake's decisions, as a pure function of what the database knows about each raw
 * record (`RawFacts`, read in one query per batch): whose card it is, which project it counts
 * for, in or out, how far from the site and whether inside its radius — or why it is refused.
 */
import type { Selectable } from "kysely";
import { businessToday } from "../../schema/validation/periods";
import type { PresenceSubjectKind, Presences, RawPresences } from "../db/tables";
import { haversineMetres } from "./haversine-distance";
import type { DayKey } from "./presence-rollups";
import type { Rejection } from "./rejection-reasons";

/** How far ahead of the server's clock a scan time may be (device clocks drift). */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The raw record's own columns (its scan time parsed) and what the database adds: whose card
 * it is, the project it counts for, its site.
 */
export type RawFacts = Pick<
  Selectable<RawPresences>,
  "id" | "device_id" | "qr_card_number" | "presence_type" | "lat" | "lng" | "photo"
> & {
  source: "device" | "mobile";
  scanned_at: Date | null;
  /** The project it counts for (the device's, or the one the app named); null if none. */
  project_id: number | null;
  site_lat: number | null;
  site_lng: number | null;
  radius_m: number;
  employee_id: number | null;
  /** Whether the sender may name this card: always for a device; for an app user, their people. */
  in_reach: boolean;
  is_blacklisted: boolean | null;
  blacklist_reason: string | null;
  management_id: number | null;
  visitor_id: number | null;
  /** Presences already stored for the same person, project and day before this scan. */
  earlier: number;
};

/**
 * A presence the intake writes, always from a raw record. Its distance goes in as a number
 * (rounded here), where a numeric column reads back as a string.
 */
export type PresenceRow = Pick<
  Selectable<Presences>,
  | "subject_kind"
  | "subject_id"
  | "project_id"
  | "presence_type"
  | "presence_at"
  | "lat"
  | "lng"
  | "within_radius"
  | "photo"
  | "device_id"
> & { raw_presence_id: number; distance_m: number | null };

export type Outcome = { id: number } & (
  | { presence: PresenceRow; rejection?: undefined }
  | { rejection: Rejection; presence?: undefined }
);

function subjectOf(facts: RawFacts): { kind: PresenceSubjectKind; id: number } | null {
  if (facts.employee_id !== null) return { kind: "worker", id: facts.employee_id };
  if (facts.management_id !== null) return { kind: "management", id: facts.management_id };
  if (facts.visitor_id !== null) return { kind: "visitor", id: facts.visitor_id };
  return null;
}

function refusal(facts: RawFacts, now: Date): Rejection | null {
  if (facts.qr_card_number === null) return { code: "card_missing" };
  if (facts.scanned_at === null) return { code: "time_invalid" };
  if (facts.scanned_at.getTime() > now.getTime() + CLOCK_SKEW_MS) return { code: "time_in_future" };
  if (facts.project_id === null) {
    return { code: facts.source === "device" ? "device_without_project" : "project_missing" };
  }
  if (subjectOf(facts) && !facts.in_reach) return { code: "not_on_project" };
  if (facts.employee_id !== null && facts.is_blacklisted) {
    return { code: "blacklisted", params: { reason: facts.blacklist_reason ?? "-" } };
  }
  if (!subjectOf(facts)) return { code: "unknown_card" };
  return null;
}

/** Distance to the site rounded to the centimetre, and whether within the radius; unknown without both points. */
function placement(facts: RawFacts): Pick<PresenceRow, "distance_m" | "within_radius"> {
  if (
    facts.lat === null ||
    facts.lng === null ||
    facts.site_lat === null ||
    facts.site_lng === null
  )
    return { distance_m: null, within_radius: null };
  const metres = haversineMetres(
    { lat: facts.lat, lng: facts.lng },
    { lat: facts.site_lat, lng: facts.site_lng },
  );
  return { distance_m: Math.round(metres * 100) / 100, within_radius: metres <= facts.radius_m };
}

/**
 * One outcome per record. A record without its type alternates with the person's earlier
 * scans that day (stored ones and earlier ones in this batch): first in, then out, then in…
 * so `facts` are taken in scan order.
 */
export function decidePresences(facts: readonly RawFacts[], now: Date): Outcome[] {
  const ordered = [...facts].sort(
    (a, b) => (a.scanned_at?.getTime() ?? 0) - (b.scanned_at?.getTime() ?? 0) || a.id - b.id,
  );
  const inBatch = new Map<string, number>();
  return ordered.map((record): Outcome => {
    const rejection = refusal(record, now);
    const subject = subjectOf(record);
    if (rejection || !subject || !record.scanned_at || record.project_id === null)
      return { id: record.id, rejection: rejection ?? { code: "unknown_card" } };
    const at = record.scanned_at.toISOString();
    const key = `${subject.kind}:${subject.id}:${record.project_id}:${businessToday(record.scanned_at)}`;
    const before = record.earlier + (inBatch.get(key) ?? 0);
    inBatch.set(key, (inBatch.get(key) ?? 0) + 1);
    return {
      id: record.id,
      presence: {
        raw_presence_id: record.id,
        subject_kind: subject.kind,
        subject_id: subject.id,
        project_id: record.project_id,
        presence_type: record.presence_type ?? (before % 2 === 0 ? "in" : "out"),
        presence_at: at,
        lat: record.lat,
        lng: record.lng,
        ...placement(record),
        photo: record.photo,
        device_id: record.device_id,
      },
    };
  });
}

/** The rollup keys the accepted presences touch. */
export function dayKeysOf(presences: readonly PresenceRow[]): DayKey[] {
  const keys = new Map<string, DayKey>();
  for (const p of presences) {
    const day = businessToday(new Date(p.presence_at));
    keys.set(`${p.subject_kind}:${p.subject_id}:${p.project_id}:${day}`, {
      subject_kind: p.subject_kind,
      subject_id: p.subject_id,
      project_id: p.project_id,
      day,
    });
  }
  return [...keys.values()];
}
