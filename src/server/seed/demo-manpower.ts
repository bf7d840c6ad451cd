/**
 * The demo's people: 3,000 employees with every sub-record tab filled, the request changes
 * field staff filed (mostly still waiting for verification), the company's own managers on
 * each project, and a month of guest-book visits.
 */
import { civilIdentity, personName, phoneNumber, randomGender } from "./identity";
import type { MasterIds } from "./master-data";
import { COMPANY_WORDS, VISIT_PURPOSES } from "./names";
import type { Organisation, ProjectInfo } from "./organisation";
import { addDays, type Random } from "./random";
import { auditLogRows, type IdAllocator, type Row, RowSet } from "./rows";
import {
  CERTIFICATE_COLUMNS,
  CONTACT_COLUMNS,
  certificateRows,
  DISEASE_COLUMNS,
  DOCUMENT_COLUMNS,
  diseaseRows,
  EDUCATION_COLUMNS,
  EMPLOYEE_COLUMNS,
  type Employee,
  educationRows,
  emergencyContactRows,
  HISTORY_COLUMNS,
  makeEmployee,
  personalDocumentRows,
  projectHistoryRows,
  SKILL_COLUMNS,
  skillRows,
  type WorkforceContext,
} from "./workforce";

const DEMO_EMPLOYEES = 3_000;

/** Keys of the salted NIK permutations, apart from the employees' own. */
const NIK_SALT = { management: 17, visitor: 29, proposal: 43 } as const;

export interface Person {
  id: number;
  project: ProjectInfo;
  qr: string;
}

export interface DemoManpower {
  sets: RowSet[];
  employees: Employee[];
  managements: Person[];
  visits: { id: number; project: ProjectInfo; checkIn: string; checkOut: string | null }[];
}

export function buildManpower(
  rng: Random,
  ids: IdAllocator,
  org: Organisation,
  master: MasterIds,
  users: ReadonlyMap<string, number>,
  seed: number,
  today: string,
  now: Date,
): DemoManpower {
  const ctx: WorkforceContext = {
    seed,
    today,
    firstId: ids.reserve("employees", DEMO_EMPLOYEES),
    crewProjects: org.projects.filter((p) => p.status === "running" || p.status === "suspended"),
    projects: org.projects,
    master,
  };
  const employees = Array.from({ length: DEMO_EMPLOYEES }, (_, index) => makeEmployee(ctx, index));
  const subRecords = (table: string, columns: readonly string[], make: (e: Employee) => Row[]) => {
    const set = new RowSet(table, columns);
    for (const employee of employees) set.add(...make(employee));
    return set;
  };

  const employeeRows = new RowSet("employees", EMPLOYEE_COLUMNS);
  employeeRows.add(...employees.map((e) => e.row));
  const { managements, visits, sets: peopleSets } = people(rng, ids, org, today, now);

  return {
    sets: [
      employeeRows,
      subRecords("employee_skills", SKILL_COLUMNS, (e) => skillRows(ctx, e, true)),
      subRecords("employee_emergency_contacts", CONTACT_COLUMNS, (e) =>
        emergencyContactRows(ctx, e, 2),
      ),
      subRecords("employee_certification_documents", CERTIFICATE_COLUMNS, (e) =>
        certificateRows(ctx, e),
      ),
      subRecords("employee_disease_histories", DISEASE_COLUMNS, (e) => diseaseRows(ctx, e)),
      subRecords("employee_educational_histories", EDUCATION_COLUMNS, (e) => educationRows(ctx, e)),
      subRecords("employee_personal_documents", DOCUMENT_COLUMNS, (e) =>
        personalDocumentRows(ctx, e),
      ),
      subRecords("employee_project_histories", HISTORY_COLUMNS, (e) => projectHistoryRows(ctx, e)),
      ...requestChanges(rng, ids, employees, users, today, showcaseEmployee(ctx, employees)),
      blacklistAudit(employees, users),
      ...peopleSets,
    ],
    employees,
    managements,
    visits,
  };
}

const CHANGE_COLUMNS = [
  "id",
  "employee_id",
  "requested_by",
  "change_status",
  "verification_status",
  "notes",
  "verified_by",
  "verified_at",
  "created_at",
] as const;

/** Fields staff most often ask to correct, with their column in EMPLOYEE_COLUMNS. */
const CHANGEABLE = [
  "phone",
  "address",
  "job_position",
  "marital_status",
  "bpjs_kesehatan",
] as const;

/**
 * The first active employee with a row in every tab of the employee detail (earlier projects
 * included): the demo's and the browser tests' example of a complete worker file.
 */
function showcaseEmployee(ctx: WorkforceContext, employees: readonly Employee[]): Employee {
  const complete = employees.find(
    (e) =>
      e.active &&
      certificateRows(ctx, e).length > 0 &&
      diseaseRows(ctx, e).length > 0 &&
      educationRows(ctx, e).length > 0 &&
      personalDocumentRows(ctx, e).length > 0 &&
      projectHistoryRows(ctx, e).length > 1,
  );
  if (!complete) throw new Error("the demo has no employee with every sub-record");
  return complete;
}

function requestChanges(
  rng: Random,
  ids: IdAllocator,
  employees: readonly Employee[],
  users: ReadonlyMap<string, number>,
  today: string,
  showcase: Employee,
): RowSet[] {
  const changes = new RowSet("employee_request_changes", CHANGE_COLUMNS);
  const details = new RowSet("employee_request_change_details", [
    "request_change_id",
    "field",
    "old_value",
    "new_value",
  ]);
  const requester = users.get("staf.lapangan") ?? null;
  const verifier = users.get("admin.dept") ?? null;
  const active = employees.filter((e) => e.active);
  const file = (
    employee: Employee | null,
    status: "update" | "create" | "deleted",
    verification: string,
    notes: string | null,
  ) => {
    const id = ids.next("employee_request_changes");
    // Three days back at least: a verification two days after filing is then in the past too,
    // whatever the hour the demo is loaded at.
    const filed = addDays(today, -rng.int(3, 45));
    const verified = verification === "approved" || verification === "revision_request";
    changes.add([
      id,
      employee?.id ?? null,
      requester,
      status,
      verification,
      notes,
      verified ? verifier : null,
      verified ? `${addDays(filed, 2)}T14:00:00+07:00` : null,
      `${filed}T${rng.int(8, 16)}:20:00+07:00`,
    ]);
    return id;
  };

  rng.sample(active, 42).forEach((employee, n) => {
    const verification = n < 30 ? "verification_request" : n < 38 ? "approved" : "revision_request";
    const id = file(
      employee,
      "update",
      verification,
      n >= 38 ? "Lampirkan foto KTP terbaru" : null,
    );
    for (const field of rng.sample(CHANGEABLE, rng.int(1, 3))) {
      const old = employee.row[EMPLOYEE_COLUMNS.indexOf(field)];
      details.add([
        id,
        field,
        old === null ? null : String(old),
        proposedValue(rng, field, employee),
      ]);
    }
  });
  for (let n = 0; n < 5; n++) {
    const gender = randomGender(rng, 0.9);
    const project = rng.pick(employees).project;
    const id = file(null, "create", "verification_request", "Pekerja baru, dokumen lengkap");
    const proposal: [string, string][] = [
      ["fullname", personName(rng, gender)],
      ["nik", civilIdentity(n + 1, gender, NIK_SALT.proposal).nik],
      ["gender", gender],
      ["job_position", rng.pick(["Tukang Besi", "Tukang Batu", "Pekerja Pengecoran"])],
      ["project_id", String(project.id)],
      ["phone", phoneNumber(rng)],
    ];
    for (const [field, value] of proposal) details.add([id, field, null, value]);
  }
  for (const employee of rng.sample(active, 3)) {
    file(
      employee,
      "deleted",
      "verification_request",
      "Sudah tidak bekerja di proyek sejak bulan lalu",
    );
  }
  // The complete worker file gets a request too, without a draw (the demo's rows stay as they were).
  const showcased = ids.next("employee_request_changes");
  changes.add([
    showcased,
    showcase.id,
    requester,
    "update",
    "verification_request",
    null,
    null,
    null,
    // Yesterday's: today's 09:20 is still to come for a demo loaded earlier.
    `${addDays(today, -1)}T09:20:00+07:00`,
  ]);
  details.add([showcased, "job_position", showcase.jobPosition, "Mandor Sipil"]);
  return [changes, details];
}

function proposedValue(
  rng: Random,
  field: (typeof CHANGEABLE)[number],
  employee: Employee,
): string {
  switch (field) {
    case "phone":
      return phoneNumber(rng);
    case "address":
      return `Jl. Kenanga No. ${rng.int(1, 99)}, ${employee.project.region.city}, ${employee.project.region.province}`;
    case "job_position":
      return employee.type === "worker" ? "Mandor Sipil" : "Site Engineer";
    case "marital_status":
      return employee.row[EMPLOYEE_COLUMNS.indexOf("marital_status")] === "married"
        ? "divorced"
        : "married";
    case "bpjs_kesehatan":
      return `000${rng.digits(10)}`;
  }
}

function blacklistAudit(
  employees: readonly Employee[],
  users: ReadonlyMap<string, number>,
): RowSet {
  const audit = auditLogRows();
  const column = (e: Employee, name: (typeof EMPLOYEE_COLUMNS)[number]) =>
    e.row[EMPLOYEE_COLUMNS.indexOf(name)];
  for (const e of employees.filter((candidate) => candidate.blacklisted)) {
    audit.add([
      column(e, "blacklisted_at"),
      users.get("petugas.k3") ?? null,
      "blacklist",
      "employees",
      e.id,
      JSON.stringify({ is_blacklisted: false, status: "active" }),
      JSON.stringify({
        is_blacklisted: true,
        status: "non_active",
        blacklist_reason: column(e, "blacklist_reason"),
      }),
    ]);
  }
  return audit;
}

const MANAGEMENT_POSITIONS = [
  "Project Manager",
  "Site Manager",
  "HSE Officer",
  "Quality Control",
  "Quantity Surveyor",
];

function people(rng: Random, ids: IdAllocator, org: Organisation, today: string, now: Date) {
  const managementRows = new RowSet("company_managements", [
    "id",
    "fullname",
    "nik",
    "position",
    "department_id",
    "project_id",
    "phone",
    "email",
    "status",
    "qr_card_number",
  ]);
  const managements: Person[] = [];
  const addManager = (position: string, departmentId: number, project: ProjectInfo | null) => {
    const id = ids.next("company_managements");
    const gender = randomGender(rng, 0.8);
    const fullname = personName(rng, gender);
    const email = `${fullname.toLowerCase().replace(/[^a-z]+/g, ".")}.${id}@mandor.test`;
    managementRows.add([
      id,
      fullname,
      civilIdentity(id, gender, NIK_SALT.management).nik,
      position,
      departmentId,
      project?.id ?? null,
      phoneNumber(rng),
      email,
      project?.status === "finished" ? "non_active" : "active",
      `MGT${String(id).padStart(9, "0")}`,
    ]);
    if (project) managements.push({ id, project, qr: `MGT${String(id).padStart(9, "0")}` });
  };
  for (const departmentId of org.departmentIds) addManager("Kepala Departemen", departmentId, null);
  for (const project of org.projects) {
    for (const position of rng.sample(MANAGEMENT_POSITIONS, 3))
      addManager(position, project.departmentId, project);
  }

  const visitorRows = new RowSet("visitors", [
    "id",
    "visitor_name",
    "nik",
    "company",
    "phone",
    "purpose",
    "project_id",
    "host_name",
    "qr_card_number",
    "check_in_at",
    "check_out_at",
  ]);
  const visits: DemoManpower["visits"] = [];
  const onSite = org.projects.filter((p) => p.status === "running");
  for (let day = 29; day >= 0; day--) {
    const date = addDays(today, -day);
    for (let n = rng.int(5, 11); n > 0; n--) {
      const id = ids.next("visitors");
      const project = rng.pick(onSite);
      const gender = randomGender(rng, 0.8);
      const checkIn = `${date}T${String(rng.int(8, 14)).padStart(2, "0")}:${rng.int(10, 59)}:00+07:00`;
      const hours = rng.int(1, 4);
      const leaves = checkIn.replace(
        /T(\d\d)/,
        (_, h: string) => `T${String(Number(h) + hours).padStart(2, "0")}`,
      );
      // Half of today's guests are still inside, and so is one whose leaving is still to come.
      const stays = day === 0 && rng.chance(0.5);
      const row = [
        id,
        personName(rng, gender),
        rng.chance(0.8) ? civilIdentity(id, gender, NIK_SALT.visitor).nik : null,
        `${rng.pick(["PT", "CV"])} ${rng.sample(COMPANY_WORDS, 2).join(" ")}`,
        phoneNumber(rng),
        rng.pick(VISIT_PURPOSES),
        project.id,
        personName(rng, "male"),
        `TAMU-${String(rng.int(1, 30)).padStart(3, "0")}`,
      ];
      // Drawn all the same, so that the rest of the demo does not change with the hour: a guest
      // due after the load time has not come yet.
      if (Date.parse(checkIn) > now.getTime()) continue;
      const checkOut = stays || Date.parse(leaves) > now.getTime() ? null : leaves;
      visitorRows.add([...row, checkIn, checkOut]);
      visits.push({ id, project, checkIn, checkOut });
    }
  }
  return { managements, visits, sets: [managementRows, visitorRows] };
}
