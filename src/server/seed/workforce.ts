/**
 * Employees and their sub-records, generated one employee at a time from its index alone
 * (no state carried between employees), so the demo can build 3,000 in memory and the bench
 * can stream a million through several COPY streams at once, each stream recomputing the
 * employees it needs. Crews of twenty share a project and a subcontractor: the first of each
 * crew is its mandor (foreman), workers point at him, and a few operators and staff complete it.
 */
import {
  civilIdentity,
  type Gender,
  personalEmail,
  personName,
  phoneNumber,
  randomGender,
  streetAddress,
} from "./identity";
import { idOf, type MasterIds } from "./master-data";
import {
  CERTIFICATIONS,
  DISEASES,
  JOB_POSITIONS,
  MAJORS,
  RELATIONSHIPS,
  RELIGIONS,
  type Region,
  SKILLS,
  UNIVERSITIES,
} from "./names";
import type { ProjectInfo } from "./organisation";
import { addDays, Random } from "./random";
import type { Row } from "./rows";

export interface WorkforceContext {
  seed: number;
  today: string;
  /** Id of the employee at index 0; the rest follow consecutively. */
  firstId: number;
  /** Projects with people on site (running or suspended). */
  crewProjects: readonly ProjectInfo[];
  projects: readonly ProjectInfo[];
  master: MasterIds;
}

export type ManpowerType = "worker" | "foreman" | "operator" | "staff";

export interface Employee {
  index: number;
  id: number;
  type: ManpowerType;
  gender: Gender;
  fullname: string;
  nik: string;
  birthDate: string;
  region: Region;
  jobPosition: string;
  skillCode: string;
  project: ProjectInfo;
  convalsalId: number | null;
  joinDate: string;
  blacklisted: boolean;
  active: boolean;
  row: Row;
}

const CREW_SIZE = 20;

/** Salts keep each stream of draws independent of the others. */
const SALT = {
  crew: 0x1001,
  employee: 0x2002,
  skills: 0x3003,
  contacts: 0x4004,
  certificates: 0x5005,
  diseases: 0x6006,
  education: 0x7007,
  documents: 0x8008,
  history: 0x9009,
} as const;

export const EMPLOYEE_COLUMNS = [
  "id",
  "nik",
  "employee_code",
  "fullname",
  "gender",
  "birth_place",
  "birth_date",
  "religion",
  "marital_status",
  "phone",
  "email",
  "address",
  "blood_type_id",
  "manpower_type_id",
  "convalsal_id",
  "project_id",
  "foreman_id",
  "job_position",
  "bpjs_ketenagakerjaan",
  "bpjs_kesehatan",
  "qr_card_number",
  "join_date",
  "status",
  "verification_status",
  "is_blacklisted",
  "blacklist_reason",
  "blacklisted_at",
  "created_at",
] as const;

const BLOOD_TYPE_MIX = [
  ["O", 37],
  ["B", 29],
  ["A", 26],
  ["AB", 8],
] as const;

const VERIFICATION_MIX = [
  ["approved", 72],
  ["verification_request", 10],
  ["appraisal_request", 4],
  ["revision_request", 4],
  ["draft", 10],
] as const;

const BLACKLIST_REASONS = [
  "Berulang kali tidak memakai APD lengkap di area kerja",
  "Terlibat perkelahian di lokasi proyek",
  "Kedapatan membawa keluar material proyek tanpa izin",
  "Memalsukan dokumen identitas saat pendaftaran",
  "Mangkir lebih dari 7 hari kerja tanpa keterangan",
  "Positif narkoba pada tes acak K3",
];

function crewRole(slot: number): ManpowerType {
  if (slot === 0) return "foreman";
  if (slot === CREW_SIZE - 1) return "staff";
  return slot >= CREW_SIZE - 3 ? "operator" : "worker";
}

export function makeEmployee(ctx: WorkforceContext, index: number): Employee {
  const crew = Math.floor(index / CREW_SIZE);
  const crewRng = Random.for(ctx.seed ^ SALT.crew, crew);
  const project = crewRng.pick(ctx.crewProjects);
  const convalsalId = project.subcons.length > 0 ? crewRng.pick(project.subcons) : null;

  const rng = Random.for(ctx.seed ^ SALT.employee, index);
  const id = ctx.firstId + index;
  const type = crewRole(index % CREW_SIZE);
  const gender = randomGender(rng, type === "staff" ? 0.7 : 0.96);
  const { nik, birthDate, region } = civilIdentity(id, gender);
  const fullname = personName(rng, gender);
  const [jobPosition, skillCode] = rng.pick(JOB_POSITIONS[type] ?? []);
  const adult = addDays(birthDate, 18 * 366);
  const joinDate = rng.date(adult > "2016-01-01" ? adult : "2016-01-01", addDays(ctx.today, -7));
  const age = Number(ctx.today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  const blacklisted = rng.chance(0.012);
  const active = !blacklisted && rng.chance(0.95);
  // Yesterday at the latest: today's 09:30 is still to come for a demo loaded earlier.
  const blacklistedAt = blacklisted
    ? `${rng.date(joinDate, addDays(ctx.today, -1))}T09:30:00+07:00`
    : null;

  const row: Row = [
    id,
    nik,
    `TK-${String(id).padStart(7, "0")}`,
    fullname,
    gender,
    region.city,
    birthDate,
    rng.weighted(RELIGIONS),
    rng.chance(age > 25 ? 0.8 : 0.3) ? "married" : "single",
    phoneNumber(rng),
    rng.chance(0.35) ? personalEmail(rng, fullname) : null,
    streetAddress(rng, rng.chance(0.6) ? project.region : region),
    rng.chance(0.9) ? idOf(ctx.master.m_blood_types, rng.weighted(BLOOD_TYPE_MIX)) : null,
    idOf(ctx.master.m_manpower_types, type),
    convalsalId,
    project.id,
    type === "worker" ? ctx.firstId + crew * CREW_SIZE : null,
    jobPosition,
    rng.chance(0.85) ? rng.digits(11) : null,
    rng.chance(0.9) ? `000${rng.digits(10)}` : null,
    `MDR${String(id).padStart(9, "0")}`,
    joinDate,
    active ? "active" : "non_active",
    rng.weighted(VERIFICATION_MIX),
    blacklisted,
    blacklisted ? rng.pick(BLACKLIST_REASONS) : null,
    blacklistedAt,
    `${joinDate}T${String(rng.int(7, 16)).padStart(2, "0")}:${rng.int(0, 5)}5:00+07:00`,
  ];
  return {
    index,
    id,
    type,
    gender,
    fullname,
    nik,
    birthDate,
    region,
    jobPosition: jobPosition as string,
    skillCode: skillCode as string,
    project,
    convalsalId,
    joinDate,
    blacklisted,
    active,
    row,
  };
}

export const SKILL_COLUMNS = ["employee_id", "skill_id", "level", "certificate_file"] as const;

/** The skill of the employee's trade, and with `extras` sometimes one more. */
export function skillRows(ctx: WorkforceContext, e: Employee, extras: boolean): Row[] {
  const rng = Random.for(ctx.seed ^ SALT.skills, e.index);
  const codes = [e.skillCode];
  if (extras && rng.chance(0.35)) {
    const other = rng.pick(SKILLS)[0];
    if (other !== e.skillCode) codes.push(other);
  }
  return codes.map((code) => [
    e.id,
    idOf(ctx.master.m_skills, code),
    rng.weighted([
      ["basic", 3],
      ["intermediate", 5],
      ["advanced", 2],
    ] as const),
    null,
  ]);
}

export const CONTACT_COLUMNS = ["employee_id", "name", "relationship", "phone", "address"] as const;

export function emergencyContactRows(ctx: WorkforceContext, e: Employee, max: number): Row[] {
  const rng = Random.for(ctx.seed ^ SALT.contacts, e.index);
  return Array.from({ length: rng.int(1, max) }, () => {
    const relationship = rng.pick(RELATIONSHIPS);
    const gender = ["Istri", "Ibu"].includes(relationship) ? "female" : "male";
    return [
      e.id,
      personName(rng, gender),
      relationship,
      phoneNumber(rng),
      streetAddress(rng, e.region),
    ];
  });
}

export const CERTIFICATE_COLUMNS = [
  "employee_id",
  "certificate_name",
  "issuer",
  "number",
  "valid_until",
  "file",
] as const;

const CERTIFICATE_SHARE: Record<ManpowerType, number> = {
  operator: 0.85,
  foreman: 0.7,
  staff: 0.5,
  worker: 0.2,
};

export function certificateRows(ctx: WorkforceContext, e: Employee): Row[] {
  const rng = Random.for(ctx.seed ^ SALT.certificates, e.index);
  if (!rng.chance(CERTIFICATE_SHARE[e.type])) return [];
  const [name, issuer] = rng.pick(CERTIFICATIONS);
  const issued = rng.date(e.joinDate, ctx.today);
  return [
    [
      e.id,
      name,
      issuer,
      `${issuer.split(" ")[0]?.toUpperCase()}/${rng.digits(6)}/${issued.slice(0, 4)}`,
      addDays(issued, rng.int(2, 5) * 365),
      null,
    ],
  ];
}

export const DISEASE_COLUMNS = ["employee_id", "disease_id", "diagnosed_at", "notes"] as const;

export function diseaseRows(ctx: WorkforceContext, e: Employee): Row[] {
  const rng = Random.for(ctx.seed ^ SALT.diseases, e.index);
  if (!rng.chance(0.14)) return [];
  return rng
    .sample(DISEASES, rng.chance(0.2) ? 2 : 1)
    .map(([code, , description]) => [
      e.id,
      idOf(ctx.master.m_diseases, code),
      rng.date("2010-01-01", ctx.today),
      `${description}. Hasil medical check-up, ${rng.pick(["terkontrol dengan obat", "perlu kontrol rutin", "layak kerja dengan catatan"])}.`,
    ]);
}

export const EDUCATION_COLUMNS = [
  "employee_id",
  "level",
  "institution",
  "major",
  "graduation_year",
] as const;

const SCHOOL_AGE = { SD: 12, SMP: 15, "SMA/SMK": 18, D3: 21, S1: 22, S2: 25 } as const;
type Level = keyof typeof SCHOOL_AGE;

export function educationRows(ctx: WorkforceContext, e: Employee): Row[] {
  const rng = Random.for(ctx.seed ^ SALT.education, e.index);
  const highest: Level =
    e.type === "staff"
      ? rng.weighted([
          ["SMA/SMK", 2],
          ["D3", 3],
          ["S1", 4],
          ["S2", 1],
        ] as const)
      : rng.weighted([
          ["SD", 2],
          ["SMP", 4],
          ["SMA/SMK", 5],
        ] as const);
  const levels = Object.keys(SCHOOL_AGE) as Level[];
  const reached = levels.slice(0, levels.indexOf(highest) + 1).slice(-2);
  const born = Number(e.birthDate.slice(0, 4));
  return reached.map((level) => {
    const higher = level === "D3" || level === "S1" || level === "S2";
    const school = { SD: "SD", SMP: "SMP", "SMA/SMK": rng.chance(0.6) ? "SMK" : "SMA" } as Record<
      Level,
      string
    >;
    return [
      e.id,
      level,
      higher
        ? rng.pick(UNIVERSITIES)
        : `${school[level]} Negeri ${rng.int(1, 12)} ${e.region.city}`,
      higher
        ? rng.pick(MAJORS)
        : level === "SMA/SMK" && school[level] === "SMK"
          ? "Teknik Bangunan"
          : null,
      born + SCHOOL_AGE[level],
    ];
  });
}

export const DOCUMENT_COLUMNS = ["employee_id", "document_kind", "number", "file"] as const;

export function personalDocumentRows(ctx: WorkforceContext, e: Employee): Row[] {
  const rng = Random.for(ctx.seed ^ SALT.documents, e.index);
  const rows: Row[] = [[e.id, "KTP", e.nik, null]];
  if (rng.chance(0.7)) rows.push([e.id, "KK", `${e.nik.slice(0, 6)}${rng.digits(10)}`, null]);
  if (rng.chance(0.6)) rows.push([e.id, "BPJS", `000${rng.digits(10)}`, null]);
  if (rng.chance(0.3)) rows.push([e.id, "NPWP", rng.digits(16), null]);
  return rows;
}

export const HISTORY_COLUMNS = [
  "employee_id",
  "project_id",
  "convalsal_id",
  "role",
  "start_date",
  "end_date",
] as const;

/** The current assignment plus up to two earlier ones, oldest first. */
export function projectHistoryRows(ctx: WorkforceContext, e: Employee): Row[] {
  const rng = Random.for(ctx.seed ^ SALT.history, e.index);
  const rows: Row[] = [];
  let end = addDays(e.joinDate, -rng.int(10, 60));
  for (let earlier = rng.int(0, 2); earlier > 0; earlier--) {
    const start = addDays(end, -rng.int(120, 540));
    const project = rng.pick(ctx.projects);
    rows.unshift([
      e.id,
      project.id,
      rng.pick([...project.subcons, null]),
      e.jobPosition,
      start,
      end,
    ]);
    end = addDays(start, -rng.int(10, 60));
  }
  rows.push([e.id, e.project.id, e.convalsalId, e.jobPosition, e.joinDate, null]);
  return rows;
}
