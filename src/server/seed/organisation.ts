/**
 * The company's structure and its business partners: territories, departments, projects
 * and vendors/subcontractors with their contracts on projects. Shared by the demo (12
 * departments, 40 projects, 60 partners) and the bench (the same structure, more projects
 * and partners in proportion to the workforce). Codes carry a prefix so that several loads
 * can live in one database.
 */
import { personName, phoneNumber, streetAddress } from "./identity";
import {
  COMPANY_WORDS,
  DEPARTMENTS,
  PROJECT_KINDS,
  PROJECT_OWNERS,
  REGIONS,
  type Region,
  TERRITORIES,
} from "./names";
import { addDays, type Random } from "./random";
import { type IdAllocator, RowSet } from "./rows";

export interface ProjectInfo {
  id: number;
  code: string;
  name: string;
  departmentId: number;
  status: "planning" | "running" | "finished" | "suspended";
  region: Region;
  lat: number;
  lng: number;
  /** Subcontractors with a contract here: the employers of the project's crews. */
  subcons: number[];
  vendors: number[];
}

export interface ConvalsalInfo {
  id: number;
  code: string;
  name: string;
  type: "vendor" | "subcon";
}

export interface Organisation {
  sets: RowSet[];
  territoryIds: number[];
  departmentIds: number[];
  projects: ProjectInfo[];
  convalsals: ConvalsalInfo[];
}

export interface OrganisationSize {
  /** Code prefix, "" for the demo. */
  prefix: string;
  projects: number;
  convalsals: number;
  today: string;
}

const WORK_PACKAGES = {
  subcon: [
    "Pekerjaan Struktur Beton",
    "Pekerjaan Tanah dan Galian",
    "Pekerjaan Pondasi Bored Pile",
    "Pekerjaan Mekanikal Elektrikal",
    "Pekerjaan Arsitektur dan Finishing",
    "Pekerjaan Drainase",
    "Pekerjaan Baja Struktur",
  ],
  vendor: [
    "Penyediaan Beton Ready Mix",
    "Sewa Alat Berat",
    "Pengadaan Besi Beton",
    "Pengadaan Agregat",
  ],
};

export function buildOrganisation(
  rng: Random,
  ids: IdAllocator,
  size: OrganisationSize,
): Organisation {
  const territories = new RowSet("territories", [
    "id",
    "territory_code",
    "territory_name",
    "description",
  ]);
  const territoryIds = TERRITORIES.map((territory, index) => {
    const id = ids.next("territories");
    territories.add([
      id,
      `${size.prefix}WIL${String(index + 1).padStart(2, "0")}`,
      territory.name,
      territory.description,
    ]);
    return id;
  });

  const departments = new RowSet("departments", [
    "id",
    "department_code",
    "department_name",
    "territory_id",
    "contact_pic",
    "address",
  ]);
  const departmentIds = DEPARTMENTS.map(([name, territory], index) => {
    const id = ids.next("departments");
    const region = rng.pick(regionsOf(territory));
    const pic = `${personName(rng, rng.chance(0.8) ? "male" : "female")} - ${phoneNumber(rng)}`;
    departments.add([
      id,
      `${size.prefix}DEP-${String(index + 1).padStart(2, "0")}`,
      name,
      territoryIds[territory],
      pic,
      streetAddress(rng, region),
    ]);
    return id;
  });

  const convalsalRows = new RowSet("convalsals", [
    "id",
    "convalsal_code",
    "convalsal_name",
    "convalsal_type",
    "npwp",
    "address",
    "phone",
    "email",
    "pic_name",
    "pic_phone",
    "verification_status",
    "status",
  ]);
  const names = new Set<string>();
  const convalsals: ConvalsalInfo[] = [];
  for (let index = 0; index < size.convalsals; index++) {
    const type = rng.chance(0.4) ? "vendor" : "subcon";
    const name = companyName(rng, names);
    const id = ids.next("convalsals");
    const code = `${size.prefix}${type === "vendor" ? "VND" : "SBK"}-${String(index + 1).padStart(4, "0")}`;
    const region = rng.pick(REGIONS);
    const domain = `${name.split(" ").slice(1, 3).join("").toLowerCase()}.co.id`;
    convalsalRows.add([
      id,
      code,
      name,
      type,
      rng.digits(rng.chance(0.5) ? 15 : 16),
      streetAddress(rng, region),
      `021${rng.digits(7)}`,
      `info@${domain}`,
      personName(rng, "male"),
      phoneNumber(rng),
      rng.weighted(VERIFICATION_MIX),
      rng.chance(0.92) ? "active" : "non_active",
    ]);
    convalsals.push({ id, code, name, type });
  }

  const projectRows = new RowSet("projects", [
    "id",
    "project_code",
    "project_name",
    "department_id",
    "territory_id",
    "owner_name",
    "address",
    "lat",
    "lng",
    "contract_value",
    "progress",
    "start_date",
    "end_date",
    "is_high_risk",
    "is_join_operation",
    "status",
  ]);
  const contracts = new RowSet("project_convalsals", [
    "id",
    "project_id",
    "convalsal_id",
    "work_package",
    "contract_number",
    "contract_value",
    "start_date",
    "end_date",
  ]);
  const projects: ProjectInfo[] = [];
  const subcons = convalsals.filter((c) => c.type === "subcon");
  const vendors = convalsals.filter((c) => c.type === "vendor");
  for (let index = 0; index < size.projects; index++) {
    const department = index % DEPARTMENTS.length;
    const territory = (DEPARTMENTS[department] as readonly [string, number])[1];
    const region = rng.pick(regionsOf(territory));
    const kind = rng.pick(PROJECT_KINDS);
    const status = rng.weighted(PROJECT_STATUS_MIX);
    const schedule = projectSchedule(rng, status, size.today);
    const id = ids.next("projects");
    const code = `${size.prefix}PRJ-${String(index + 1).padStart(4, "0")}`;
    const name = `${kind} ${region.city}${rng.chance(0.3) ? ` Tahap ${rng.pick(["I", "II", "III"])}` : ""}`;
    const lat = round(region.lat + (rng.next() - 0.5) * 0.08, 6);
    const lng = round(region.lng + (rng.next() - 0.5) * 0.08, 6);
    const highRisk = /Tol|Jembatan|Bendungan|Flyover|Pelabuhan/.test(kind) || rng.chance(0.15);
    projectRows.add([
      id,
      code,
      name,
      departmentIds[department],
      territoryIds[territory],
      rng.pick(PROJECT_OWNERS),
      `${streetAddress(rng, region)}`,
      lat,
      lng,
      money(rng, 25_000, 3_000_000),
      schedule.progress,
      schedule.start,
      schedule.end,
      highRisk,
      rng.chance(0.2),
      status,
    ]);
    const project: ProjectInfo = {
      id,
      code,
      name,
      departmentId: departmentIds[department] as number,
      status,
      region,
      lat,
      lng,
      subcons: [],
      vendors: [],
    };
    for (const partner of [
      ...rng.sample(subcons, rng.int(2, 4)),
      ...rng.sample(vendors, rng.int(1, 2)),
    ]) {
      (partner.type === "subcon" ? project.subcons : project.vendors).push(partner.id);
      const contractId = ids.next("project_convalsals");
      contracts.add([
        contractId,
        id,
        partner.id,
        rng.pick(WORK_PACKAGES[partner.type]),
        `SPK/${code}/${String(contractId).padStart(4, "0")}/${schedule.start.slice(0, 4)}`,
        money(rng, 500, 150_000),
        schedule.start,
        schedule.end,
      ]);
    }
    projects.push(project);
  }

  return {
    sets: [territories, departments, convalsalRows, projectRows, contracts],
    territoryIds,
    departmentIds,
    projects,
    convalsals,
  };
}

const VERIFICATION_MIX = [
  ["approved", 65],
  ["verification_request", 10],
  ["appraisal_request", 8],
  ["revision_request", 7],
  ["draft", 10],
] as const;

const PROJECT_STATUS_MIX = [
  ["running", 60],
  ["planning", 15],
  ["finished", 15],
  ["suspended", 10],
] as const;

function projectSchedule(rng: Random, status: ProjectInfo["status"], today: string) {
  const months = rng.int(12, 48);
  const elapsed = {
    planning: -rng.int(1, 6),
    running: rng.int(1, months - 1),
    finished: months + rng.int(1, 18),
    suspended: rng.int(2, months - 1),
  }[status];
  const start = addDays(today, -elapsed * 30);
  const end = addDays(start, months * 30);
  const progress = {
    planning: 0,
    running: round(Math.min(98, (elapsed / months) * 100 * (0.8 + rng.next() * 0.3)), 2),
    finished: 100,
    suspended: round((elapsed / months) * 60, 2),
  }[status];
  return { start, end, progress };
}

function regionsOf(territory: number): Region[] {
  return REGIONS.filter((region) => region.territory === territory);
}

/** "PT Karya Bumi Persada", "CV Sarana Teknik"; distinct within one run. */
function companyName(rng: Random, taken: Set<string>): string {
  for (;;) {
    const form = rng.chance(0.75) ? "PT" : "CV";
    const name = `${form} ${rng.sample(COMPANY_WORDS, rng.int(2, 3)).join(" ")}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

/** Rupiah between `minMillion` and `maxMillion` millions, as exact numeric text. */
function money(rng: Random, minMillion: number, maxMillion: number): string {
  return `${rng.int(minMillion, maxMillion)}${rng.digits(3)}000.00`;
}

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
