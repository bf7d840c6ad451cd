/**
 * Thirty days of attendance for a realistic slice of the workforce (one worker in ten on
 * running projects, every project manager, every visitor), Monday to Saturday, with scans a
 * little outside the radius now and then. Built the way a real month arrives: every scan is a
 * raw record of a project's device, and the intake's own processing (presences/) turns them
 * into presences and rollups, so the demo shows what the intake makes of them. Beside them
 * are scans it refuses (unknown cards, blacklisted workers, a record without its time) and a
 * few of today's not processed yet, so the raw recap shows all three states.
 */

import { sql } from "kysely";
import type { Db } from "../db/connect";
import { DEFAULT_WORK_START } from "../presences/presence-rollups";
import { processRawPresences } from "../presences/process-raw-presences";
import type { DemoManpower } from "./demo-manpower";
import type { DeviceInfo } from "./demo-operations";
import type { ProjectInfo } from "./organisation";
import { round } from "./organisation";
import { addDays, type Random } from "./random";
import { type IdAllocator, RowSet } from "./rows";
import { EMPLOYEE_COLUMNS } from "./workforce";

const RAW_COLUMNS = [
  "id",
  "source",
  "sender_id",
  "device_id",
  "project_id",
  "qr_card_number",
  "scanned_at",
  "presence_type",
  "lat",
  "lng",
  "payload",
  "received_at",
] as const;

export interface DemoPresences {
  raw: RowSet;
  /** The raw records to run through the intake's processing (the rest stay unprocessed). */
  toProcess: number[];
}

interface Scan {
  qr: string;
  project: ProjectInfo;
  type: "in" | "out";
  at: string;
  /** The device kinds the person scans on. */
  phones: boolean;
  /** Metres from the site, or null to send no position. */
  metres: number | null;
}

export function buildPresences(
  rng: Random,
  ids: IdAllocator,
  manpower: DemoManpower,
  devices: ReadonlyMap<number, DeviceInfo[]>,
  radius: ReadonlyMap<number, number>,
  today: string,
  now: Date,
): DemoPresences {
  const raw = new RowSet("raw_presences", RAW_COLUMNS);
  const toProcess: number[] = [];
  const qrColumn = EMPLOYEE_COLUMNS.indexOf("qr_card_number");
  const qrOf = (e: DemoManpower["employees"][number]) => String(e.row[qrColumn]);
  const subjects = [
    ...manpower.employees
      .filter((e) => e.active && e.project.status === "running" && e.index % 10 === 0)
      .map((e) => ({ qr: qrOf(e), project: e.project, phones: false })),
    ...manpower.managements
      .filter((m) => m.project.status === "running")
      .map((m) => ({ qr: m.qr, project: m.project, phones: true })),
  ];
  const keys = new Set<string>();

  /** Adds the scan as its device would send it; false when the project has no such device. */
  const send = (scan: Scan, processed: boolean, withoutTime = false): boolean => {
    const choices = (devices.get(scan.project.id) ?? []).filter(
      (d) => scan.phones || d.kind !== "phone",
    );
    if (choices.length === 0) return false;
    const device = rng.pick(choices);
    const place = scan.metres === null ? null : spot(rng, scan.project, scan.metres);
    const key = `${device.id}|${scan.qr}|${scan.at}`;
    const received = scan.at.replace(/:00\+/, ":02+");
    // A scan not received by now is still on its way; a device never sends the same scan twice.
    if (Date.parse(received) > now.getTime() || keys.has(key)) return false;
    keys.add(key);
    const payload = {
      qr_card_number: scan.qr,
      ...(withoutTime ? {} : { scanned_at: scan.at }),
      presence_type: scan.type,
      ...(place ? { lat: place.lat, lng: place.lng } : {}),
    };
    const id = ids.next("raw_presences");
    raw.add([
      id,
      "device",
      withoutTime ? null : device.id,
      device.id,
      scan.project.id,
      scan.qr,
      withoutTime ? null : scan.at,
      scan.type,
      place?.lat ?? null,
      place?.lng ?? null,
      payload,
      received,
    ]);
    if (processed) toProcess.push(id);
    return true;
  };
  const metres = (project: ProjectInfo) => {
    const limit = radius.get(project.id) ?? 100;
    return rng.chance(0.93) ? rng.next() * limit * 0.8 : limit * (1.2 + rng.next() * 7);
  };

  for (let daysAgo = 29; daysAgo >= 0; daysAgo--) {
    const date = addDays(today, -daysAgo);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) continue;
    for (const subject of subjects) {
      if (!rng.chance(0.93)) continue;
      // The last scans of today are still on their way from the devices.
      const processed = daysAgo > 0 || rng.chance(0.98);
      const at = (from: number, spread: number) => wib(date, from + rng.int(0, spread));
      send(
        { ...subject, type: "in", at: at(390, 100), metres: metres(subject.project) },
        processed,
      );
      if (daysAgo > 0 && rng.chance(0.97)) {
        send({ ...subject, type: "out", at: at(960, 120), metres: metres(subject.project) }, true);
      }
    }
  }

  const visitorCards = cardsOf(manpower, "visitors");
  for (const visit of manpower.visits) {
    const qr = visitorCards.get(visit.id);
    if (!qr) continue;
    const scan = { qr, project: visit.project, phones: false, metres: null };
    send({ ...scan, type: "in", at: visit.checkIn }, true);
    if (visit.checkOut) send({ ...scan, type: "out", at: visit.checkOut }, true);
  }

  // Refused scans: cards nobody holds, blacklisted workers at the gate, a record without its time.
  const running = [...new Set(subjects.map((s) => s.project))];
  const blacklisted = manpower.employees.filter((e) => e.blacklisted).map(qrOf);
  for (let n = 0; n < 30; n++) {
    const kind = n % 3;
    const qr =
      kind === 1 && blacklisted.length > 0 ? rng.pick(blacklisted) : `MDR9${rng.digits(8)}`;
    const at = wib(addDays(today, -rng.int(1, 29)), 390 + rng.int(0, 600));
    send(
      { qr, project: rng.pick(running), phones: false, type: "in", at, metres: null },
      true,
      kind === 2 && n % 2 === 0,
    );
  }
  return { raw, toProcess };
}

/**
 * Stores the demo's raw records (as one JSON parameter: far cheaper in the embedded database
 * than a bind parameter per value) and runs them through the intake's processing; answers
 * the rows written per table.
 */
export async function storeDemoPresences(
  db: Db,
  demo: DemoPresences,
  now: Date,
): Promise<{ raw_presences: number; presences: number }> {
  const records = demo.raw.rows.map((row) =>
    Object.fromEntries(RAW_COLUMNS.map((column, index) => [column, row[index]])),
  );
  await sql`
    INSERT INTO raw_presences (${sql.join(RAW_COLUMNS.map((column) => sql.id(column)))})
    SELECT ${sql.join(RAW_COLUMNS.map((column) => sql.id(column)))}
    FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS x(
      id bigint, source varchar, sender_id bigint, device_id bigint, project_id bigint,
      qr_card_number text, scanned_at timestamptz, presence_type presence_type,
      lat double precision, lng double precision, payload jsonb, received_at timestamptz)`.execute(
    db,
  );
  const outcomes = await processRawPresences(db, demo.toProcess, {
    workStart: DEFAULT_WORK_START,
    now,
  });
  return {
    raw_presences: records.length,
    presences: outcomes.filter((outcome) => outcome.presence).length,
  };
}

/** id → QR card number of the rows `table` got from the manpower builder. */
function cardsOf(manpower: DemoManpower, table: string): Map<number, string> {
  const set = manpower.sets.find((candidate) => candidate.table === table);
  const id = set?.columns.indexOf("id") ?? -1;
  const qr = set?.columns.indexOf("qr_card_number") ?? -1;
  return new Map(set?.rows.map((row) => [Number(row[id]), String(row[qr])]) ?? []);
}

/** "YYYY-MM-DDTHH:MM:SS+07:00" for a number of minutes after midnight, Western Indonesia Time. */
function wib(date: string, minutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${date}T${hh}:${mm}:00+07:00`;
}

/** A point `metres` from the project's site in a random direction. */
function spot(rng: Random, project: ProjectInfo, metres: number) {
  const angle = rng.next() * 2 * Math.PI;
  const lat = project.lat + (metres * Math.cos(angle)) / 111_320;
  const lng =
    project.lng + (metres * Math.sin(angle)) / (111_320 * Math.cos((project.lat * Math.PI) / 180));
  return { lat: round(lat, 6), lng: round(lng, 6) };
}
