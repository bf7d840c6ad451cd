/**
 * The demo's operating-unit data around the organisation: vendor documents (some expiring
 * within 30 days, some expired), equipment on site, attendance devices, each project's
 * presence radius and manpower plan, and the ratings admins gave their vendors.
 */
import { hashSecretKey } from "../secret-keys/hash-secret-key";
import { idOf, type MasterIds, RATING_TYPES } from "./master-data";
import { CONVALSAL_DOCUMENT_TYPES, EQUIPMENT_TYPES, MANPOWER_TYPES } from "./names";
import type { Organisation, ProjectInfo } from "./organisation";
import { addDays, notAfter, type Random } from "./random";
import { type IdAllocator, RowSet } from "./rows";

/** A demo device's key for the presence intake, documented for demo use only. */
export function demoDeviceKey(deviceCode: string): string {
  return `demo-${deviceCode.toLowerCase()}`;
}

export interface DeviceInfo {
  id: number;
  code: string;
  kind: "attendance_terminal" | "phone";
}

export interface DemoOperations {
  sets: RowSet[];
  devices: Map<number, DeviceInfo[]>;
  radius: Map<number, number>;
}

/** Documents that prove a company exists rather than a licence: they do not expire. */
const PERMANENT_DOCUMENTS = new Set(["NIB", "NPWP", "AKTA"]);
const PLATE_REGIONS = ["B", "D", "F", "H", "L", "N", "AB", "BK", "BG", "KT", "DD"];
const TRUCKS = new Set(["DTR", "MIX"]);

export function buildOperations(
  rng: Random,
  ids: IdAllocator,
  org: Organisation,
  master: MasterIds,
  raters: { userId: number; projectIds: number[] }[],
  today: string,
  now: Date,
): DemoOperations {
  const documents = new RowSet("convalsal_documents", [
    "convalsal_id",
    "document_type_id",
    "document_number",
    "file",
    "valid_until",
  ]);
  org.convalsals.forEach((convalsal, index) => {
    const kinds = rng.sample(CONVALSAL_DOCUMENT_TYPES, rng.int(3, 5));
    kinds.forEach(([code], nth) => {
      const permanent = PERMANENT_DOCUMENTS.has(code);
      // Every sixth partner has a licence running out this month, so the reminder has work.
      const validUntil = permanent
        ? null
        : index % 6 === 0 && nth === kinds.findIndex(([c]) => !PERMANENT_DOCUMENTS.has(c))
          ? addDays(today, rng.int(1, 30))
          : rng.chance(0.1)
            ? addDays(today, -rng.int(1, 200))
            : addDays(today, rng.int(60, 1000));
      documents.add([
        convalsal.id,
        idOf(master.m_convalsal_document_types, code),
        `${code}/${rng.digits(4)}/${convalsal.code}/${rng.int(2019, 2025)}`,
        null,
        validUntil,
      ]);
    });
  });

  const onSite = org.projects.filter((p) => p.status === "running" || p.status === "suspended");
  const equipments = new RowSet("equipments", [
    "equipment_code",
    "equipment_name",
    "equipment_type_id",
    "convalsal_id",
    "project_id",
    "brand",
    "model",
    "plate_or_serial_number",
    "year",
    "condition",
    "operational_status",
  ]);
  for (let n = 1; n <= 400; n++) {
    const [code, name, models] = rng.pick(EQUIPMENT_TYPES);
    const [brand, model] = rng.pick(models);
    const owner = rng.chance(0.7) ? rng.pick(org.convalsals).id : null;
    const plate = TRUCKS.has(code)
      ? `${rng.pick(PLATE_REGIONS)} ${rng.int(1000, 9999)} ${letters(rng, rng.int(2, 3))}`
      : `${brand.slice(0, 3).toUpperCase()}${model.replace(/[^A-Z0-9]/gi, "").toUpperCase()}${rng.digits(5)}`;
    equipments.add([
      `ALT-${code}-${String(n).padStart(4, "0")}`,
      `${name} ${brand} ${model}`,
      idOf(master.m_equipment_types, code),
      owner,
      rng.chance(0.9) ? rng.pick(onSite).id : null,
      brand,
      model,
      plate,
      rng.int(2008, 2024),
      rng.weighted([
        ["good", 85],
        ["damaged", 10],
        ["dissapear", 5],
      ] as const),
      rng.chance(0.75) ? "operational" : "idle",
    ]);
  }

  const deviceRows = new RowSet("devices", [
    "id",
    "device_code",
    "device_name",
    "project_id",
    "kind",
    "last_seen_at",
    "key_hash",
  ]);
  const devices = new Map<number, DeviceInfo[]>();
  const radiusRows = new RowSet("config_presence_radius", ["project_id", "radius_m", "lat", "lng"]);
  const radius = new Map<number, number>();
  for (const project of org.projects) {
    const kinds = onSite.includes(project)
      ? (["attendance_terminal", "phone"] as const)
      : (["phone"] as const);
    devices.set(
      project.id,
      kinds.map((kind) => {
        const id = ids.next("devices");
        const code = `DEV-${String(id).padStart(4, "0")}`;
        const label = kind === "phone" ? "HP Admin Proyek" : "Terminal Presensi Gerbang Utama";
        const seen = onSite.includes(project)
          ? addDays(today, -rng.int(0, 1))
          : addDays(today, -rng.int(30, 300));
        deviceRows.add([
          id,
          code,
          `${label} ${project.code}`,
          project.id,
          kind,
          notAfter(`${seen}T07:${rng.int(0, 5)}2:00+07:00`, now),
          hashSecretKey(demoDeviceKey(code)),
        ]);
        return { id, code, kind };
      }),
    );
    const metres = rng.weighted([
      [50, 1],
      [100, 5],
      [150, 2],
      [200, 2],
      [300, 1],
      [500, 1],
    ] as const);
    radius.set(project.id, metres);
    radiusRows.add([project.id, metres, project.lat, project.lng]);
  }

  return {
    sets: [
      documents,
      equipments,
      deviceRows,
      radiusRows,
      ratings(rng, org.projects, master, raters),
      manpowerPlan(rng, org.projects, master, today),
    ],
    devices,
    radius,
  };
}

function ratings(
  rng: Random,
  projects: readonly ProjectInfo[],
  master: MasterIds,
  raters: { userId: number; projectIds: number[] }[],
): RowSet {
  const set = new RowSet("convalsal_ratings", [
    "convalsal_id",
    "project_id",
    "rating_type_id",
    "rating_value",
    "rated_by",
    "notes",
  ]);
  for (const { userId, projectIds } of raters) {
    for (const project of projects.filter((p) => projectIds.includes(p.id))) {
      for (const convalsalId of [...project.subcons, ...project.vendors]) {
        const base = rng.int(2, 5);
        for (const [, name] of RATING_TYPES) {
          const value = Math.max(1, Math.min(5, base + rng.int(-1, 1)));
          set.add([
            convalsalId,
            project.id,
            idOf(master.rating_types, name),
            value,
            userId,
            value <= 2 ? "Perlu perbaikan, sudah disampaikan pada rapat mingguan" : null,
          ]);
        }
      }
    }
  }
  return set;
}

const PLANNED_RANGE: Record<string, readonly [number, number]> = {
  worker: [40, 300],
  foreman: [3, 15],
  operator: [5, 30],
  staff: [3, 12],
};

/** Last, this and next month's planned headcount per manpower type for projects on site. */
function manpowerPlan(
  rng: Random,
  projects: readonly ProjectInfo[],
  master: MasterIds,
  today: string,
): RowSet {
  const set = new RowSet("manpower_managements", [
    "project_id",
    "manpower_type_id",
    "planned_count",
    "period",
  ]);
  const month = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  for (const project of projects.filter((p) => p.status === "running" || p.status === "planning")) {
    for (const offset of [-1, 0, 1]) {
      const period = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + offset, 1));
      for (const [code] of MANPOWER_TYPES) {
        const [min, max] = PLANNED_RANGE[code] ?? [1, 10];
        set.add([
          project.id,
          idOf(master.m_manpower_types, code),
          rng.int(min, max),
          period.toISOString().slice(0, 10),
        ]);
      }
    }
  }
  return set;
}

function letters(rng: Random, count: number): string {
  return Array.from({ length: count }, () => String.fromCharCode(65 + rng.int(0, 25))).join("");
}
