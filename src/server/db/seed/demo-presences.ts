/**
 * Thirty days of attendance for a realistic slice of the workforce (one worker in six on
 * running projects, every project manager, every visitor), Monday to Saturday, with check-ins
 * a little outside the radius now and then. The last two days of terminal scans also exist
 * as raw device records, next to raw records that failed processing and a few not yet
 * processed, so the raw-presence screen shows all three states.
 */

import type { DemoManpower } from "./demo-manpower";
import type { DeviceInfo } from "./demo-operations";
import type { ProjectInfo } from "./organisation";
import { round } from "./organisation";
import { addDays, type Random } from "./random";
import { type IdAllocator, RowSet } from "./rows";
import { EMPLOYEE_COLUMNS } from "./workforce";

const PRESENCE_COLUMNS = [
  "subject_kind",
  "subject_id",
  "project_id",
  "presence_type",
  "presence_at",
  "lat",
  "lng",
  "distance_m",
  "within_radius",
  "device_id",
  "raw_presence_id",
] as const;

const RAW_ERRORS = [
  "Kartu QR tidak dikenal",
  "Tenaga kerja masuk daftar hitam",
  "Presensi ganda dalam 5 menit",
  "Format payload tidak valid: scanned_at kosong",
  "Perangkat tidak terdaftar pada proyek",
];

interface Subject {
  kind: "worker" | "management";
  id: number;
  qr: string;
  project: ProjectInfo;
}

export function buildPresences(
  rng: Random,
  ids: IdAllocator,
  manpower: DemoManpower,
  devices: ReadonlyMap<number, DeviceInfo[]>,
  radius: ReadonlyMap<number, number>,
  today: string,
): RowSet[] {
  const presences = new RowSet("presences", PRESENCE_COLUMNS);
  const raw = new RowSet("raw_presences", [
    "id",
    "device_id",
    "payload",
    "received_at",
    "processed_at",
    "error",
  ]);
  const qrColumn = EMPLOYEE_COLUMNS.indexOf("qr_card_number");
  const subjects: Subject[] = [
    ...manpower.employees
      .filter((e) => e.active && e.project.status === "running" && e.index % 6 === 0)
      .map((e) => ({
        kind: "worker" as const,
        id: e.id,
        qr: String(e.row[qrColumn]),
        project: e.project,
      })),
    ...manpower.managements
      .filter((m) => m.project.status === "running")
      .map((m) => ({ kind: "management" as const, ...m })),
  ];

  const record = (
    kind: "worker" | "management" | "visitor",
    id: number,
    qr: string | null,
    project: ProjectInfo,
    type: "in" | "out",
    at: string,
    withRaw: boolean,
  ) => {
    const metres = radius.get(project.id) ?? 100;
    const place = spot(
      rng,
      project,
      rng.chance(0.93) ? rng.next() * metres * 0.8 : metres * (1.2 + rng.next() * 7),
    );
    const projectDevices = devices.get(project.id) ?? [];
    const device = rng.pick([
      ...projectDevices.filter((d) => kind === "management" || d.kind !== "phone"),
      null,
    ]);
    let rawId: number | null = null;
    if (withRaw && device?.kind === "attendance_terminal") {
      rawId = ids.next("raw_presences");
      const payload = {
        device_code: device.code,
        qr_card_number: qr,
        type,
        scanned_at: at,
        lat: place.lat,
        lng: place.lng,
      };
      raw.add([rawId, device.id, JSON.stringify(payload), at, at.replace(/:00\+/, ":02+"), null]);
    }
    presences.add([
      kind,
      id,
      project.id,
      type,
      at,
      place.lat,
      place.lng,
      place.distance,
      place.distance <= metres,
      device?.id ?? null,
      rawId,
    ]);
  };

  for (let daysAgo = 29; daysAgo >= 0; daysAgo--) {
    const date = addDays(today, -daysAgo);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) continue;
    for (const subject of subjects) {
      if (!rng.chance(0.93)) continue;
      record(
        subject.kind,
        subject.id,
        subject.qr,
        subject.project,
        "in",
        wib(date, 390 + rng.int(0, 80)),
        daysAgo <= 1,
      );
      if (daysAgo > 0 && rng.chance(0.97)) {
        record(
          subject.kind,
          subject.id,
          subject.qr,
          subject.project,
          "out",
          wib(date, 960 + rng.int(0, 120)),
          daysAgo <= 1,
        );
      }
    }
  }
  for (const visit of manpower.visits) {
    record("visitor", visit.id, null, visit.project, "in", visit.checkIn, false);
    if (visit.checkOut)
      record("visitor", visit.id, null, visit.project, "out", visit.checkOut, false);
  }

  const terminals = [...devices.values()].flat().filter((d) => d.kind === "attendance_terminal");
  for (let n = 0; n < 40; n++) {
    const device = rng.pick(terminals);
    const failed = n < 30;
    const at = wib(addDays(today, failed ? -rng.int(0, 29) : 0), 390 + rng.int(0, 600));
    const error = failed ? rng.pick(RAW_ERRORS) : null;
    const payload = error?.startsWith("Format")
      ? { device_code: device.code, qr_card_number: `MDR${rng.digits(9)}`, type: "in" }
      : {
          device_code: device.code,
          qr_card_number: `MDR${rng.digits(9)}`,
          type: rng.pick(["in", "out"]),
          scanned_at: at,
        };
    raw.add([
      ids.next("raw_presences"),
      device.id,
      JSON.stringify(payload),
      at,
      failed ? at : null,
      error,
    ]);
  }
  return [raw, presences];
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
  return { lat: round(lat, 6), lng: round(lng, 6), distance: round(metres, 2) };
}
