/**
 * The mixed load's database (issue #18 item 6), on a PostgreSQL server or in embedded PGlite:
 * migrated, the demo data (its roles, its accounts, 30 days of attendance), the bench seed's
 * `employees` on top so the lists are long, the employees' search indexes built, analysed;
 * then one signed-in user per virtual client. The five active demo accounts sign in later
 * through the real login route with their documented passwords; every other client is a user
 * made here by SQL, in a rotation of roles, with a real session row. Each user's scope mixes a
 * demo department or project (which has attendance to recap) with a bench one (whose lists are
 * long), as a department or project admin's mappings would. What each client may do is read
 * back from its role's permissions, so the mix asks only for what the screens would offer it.
 */
import { sql } from "kysely";
import { businessToday } from "../../src/schema/validation/periods";
import { USER_SCOPE_COLUMNS } from "../../src/server/access/session-store";
import type { Database, Db } from "../../src/server/db/connect";
import { migrateToLatest } from "../../src/server/db/migrate";
import { DEMO_USERS } from "../../src/server/seed/access";
import { seedBench } from "../../src/server/seed/bench";
import { seedDemo } from "../../src/server/seed/demo";
import { SUPER_ADMIN_ROLE_ID } from "../../src/server/seed/super-admin";
import { signInAs } from "../helpers/auth";
import { buildSearchIndexes } from "../helpers/search-indexes";

export interface MixedClient {
  username: string;
  role: string;
  /** A demo account's documented password: it signs in through `POST /api/login`. */
  password?: string;
  /** A session row's bearer token, for the users made here. */
  token?: string;
  /** Its role's permissions; null for the super-admin, who holds every one. */
  permissions: ReadonlySet<string> | null;
  departments: number[];
  /** Projects in its scope that have workers, and those with attendance to recap. */
  projects: number[];
  presenceProjects: number[];
  /** Employees only this client updates, so no two clients race for one row's version. */
  updatable: number[];
}

export interface MixedData {
  employees: number;
  clients: MixedClient[];
  diseases: number[];
  manpowerTypes: number[];
  equipmentTypes: number[];
  /** The business day the data was prepared on. */
  today: string;
  /** This month so far and the last one, as a recap's period. */
  months: { from: string; to: string }[];
}

/**
 * The roles of the users made here, dealt out in this order, round after round: every role in
 * the first six, then in all 2 super-admins, 4 department admins, 5 project admins, 4 field
 * staff, 2 safety officers and 3 viewers in twenty.
 */
const ROTATION = [
  "Super Admin",
  "Admin Departemen",
  "Admin Proyek",
  "Staf Lapangan",
  "Petugas K3",
  "Viewer",
  "Admin Proyek",
  "Admin Departemen",
  "Staf Lapangan",
  "Viewer",
  "Admin Proyek",
  "Admin Departemen",
  "Staf Lapangan",
  "Super Admin",
  "Admin Proyek",
  "Petugas K3",
  "Admin Departemen",
  "Staf Lapangan",
  "Viewer",
  "Admin Proyek",
] as const;
const DEPARTMENT_ROLES = new Set(["Admin Departemen", "Viewer"]);
/** Existing employees each writing client keeps to itself for updates. */
const UPDATABLE = 8;
const PREFIX = "mixed.";

/** Migrated, the demo data, `benchEmployees` more, the employees' search indexes, analysed. */
export async function seedMixedData(database: Database, benchEmployees: number): Promise<void> {
  await migrateToLatest(database.db);
  await seedDemo(database);
  await seedBench(database, { employees: benchEmployees });
  await buildSearchIndexes(database, "employees");
  await sql`ANALYZE`.execute(database.db);
}

/** The first `clients` clients, signed in, and what the mix needs to know of the data. */
export async function prepareMixedClients(database: Database, clients: number): Promise<MixedData> {
  const { db } = database;
  const today = businessToday();
  const structure = await loadStructure(db);
  const demoAccounts = DEMO_USERS.filter((user) => user.status === "active");
  const made: { username: string; role: string }[] = [];
  for (let index = demoAccounts.length; index < clients; index += 1) {
    made.push(await makeUser(db, index, index - demoAccounts.length, structure));
  }
  const everyone = [
    ...demoAccounts.map((user) => ({
      username: user.username,
      role: user.role,
      password: user.password,
    })),
    ...made,
  ].slice(0, clients);
  const result: MixedClient[] = [];
  for (const [index, user] of everyone.entries()) {
    const scope = await scopeOf(db, user.username);
    if (scope.presenceProjects.length === 0) {
      throw new Error(`${user.username}'s scope holds no project with attendance to recap`);
    }
    result.push({
      ...user,
      ...("password" in user ? {} : { token: await signInAs(db, user.username) }),
      permissions: scope.superAdmin ? null : await permissionsOf(db, user.username),
      departments: scope.departments,
      projects: scope.projects,
      presenceProjects: scope.presenceProjects,
      updatable: await updatableShare(db, scope, index, clients),
    });
  }
  return {
    employees: await countOf(db, "employees"),
    clients: result,
    diseases: await idsOf(db, "m_diseases"),
    manpowerTypes: await idsOf(db, "m_manpower_types"),
    equipmentTypes: await idsOf(db, "m_equipment_types"),
    today,
    months: recentMonths(today),
  };
}

/** The demo's departments and projects with attendance, and the bench's with workers. */
async function loadStructure(db: Db) {
  const { rows } = await sql<{
    id: number;
    department_id: number;
    bench: boolean;
    presences: boolean;
  }>`
    SELECT p.id, p.department_id, p.project_code LIKE 'B%-%' AS bench,
           EXISTS (SELECT 1 FROM presence_months m WHERE m.project_id = p.id) AS presences
    FROM projects p
    WHERE EXISTS (SELECT 1 FROM employees e WHERE e.project_id = p.id)
    ORDER BY p.id`.execute(db);
  const demo = rows.filter((row) => !row.bench && row.presences);
  const bench = rows.filter((row) => row.bench);
  if (demo.length === 0 || bench.length === 0) {
    throw new Error("the mixed load needs demo projects with attendance and bench projects");
  }
  const { rows: roles } = await sql<{ id: number; role_name: string }>`
    SELECT id, role_name FROM roles`.execute(db);
  return { demo, bench, roleIds: new Map(roles.map((role) => [role.role_name, Number(role.id)])) };
}

type Structure = Awaited<ReturnType<typeof loadStructure>>;

/** Client `index`, the `turn`-th user of the rotation, with a demo and a bench department or project in scope. */
async function makeUser(db: Db, index: number, turn: number, structure: Structure) {
  const role = ROTATION[turn % ROTATION.length] as string;
  const username = `${PREFIX}${String(index).padStart(3, "0")}`;
  const demo = structure.demo[index % structure.demo.length] as Structure["demo"][number];
  const bench = structure.bench[index % structure.bench.length] as Structure["bench"][number];
  const roleId = role === "Super Admin" ? SUPER_ADMIN_ROLE_ID : structure.roleIds.get(role);
  if (roleId === undefined) throw new Error(`no role ${role} in the demo data`);
  const byDepartment = DEPARTMENT_ROLES.has(role);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO users (fullname, username, email, role_id, department_id, project_id, status,
                       email_verified_at, approved_at, job_position)
    VALUES (${`Mixed ${index}`}, ${username}, ${`${username}@mandor.test`}, ${roleId},
            ${demo.department_id}, ${byDepartment ? null : demo.id}, 'active', now(), now(), ${role})
    RETURNING id`.execute(db);
  const userId = rows[0]?.id;
  if (roleId !== SUPER_ADMIN_ROLE_ID) {
    await sql`INSERT INTO user_mappings (user_id, department_id, project_id)
      VALUES (${userId}, ${byDepartment ? bench.department_id : null},
              ${byDepartment ? null : bench.id})`.execute(db);
  }
  return { username, role };
}

/** What the server's session lookup gives the user, as projects: scoped by department or project. */
async function scopeOf(db: Db, username: string) {
  const { rows: users } = await sql<{
    id: number;
    role_id: number;
    department_ids: number[];
    project_ids: number[];
  }>`
    SELECT u.id, u.role_id, ${USER_SCOPE_COLUMNS}
    FROM users u WHERE u.username = ${username}`.execute(db);
  const user = users[0];
  if (!user) throw new Error(`no user ${username}`);
  const superAdmin = Number(user.role_id) === SUPER_ADMIN_ROLE_ID;
  const { rows } = await sql<{ id: number; presences: boolean }>`
    SELECT p.id, EXISTS (SELECT 1 FROM presence_months m WHERE m.project_id = p.id) AS presences
    FROM projects p
    WHERE (${superAdmin} OR p.id = ANY(${user.project_ids}::bigint[])
           OR p.department_id = ANY(${user.department_ids}::bigint[]))
      AND EXISTS (SELECT 1 FROM employees e WHERE e.project_id = p.id)
    ORDER BY p.id`.execute(db);
  const { rows: departments } = await sql<{ id: number }>`
    SELECT id FROM departments
    WHERE ${superAdmin} OR id = ANY(${user.department_ids}::bigint[]) ORDER BY id`.execute(db);
  return {
    superAdmin,
    departments: departments.map((row) => Number(row.id)),
    projects: rows.map((row) => Number(row.id)),
    presenceProjects: rows.filter((row) => row.presences).map((row) => Number(row.id)),
  };
}

async function permissionsOf(db: Db, username: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    SELECT p.name FROM users u
    JOIN role_permissions rp ON rp.role_id = u.role_id
    JOIN permissions p ON p.id = rp.permission_id AND p.active = 1
    WHERE u.username = ${username}`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/** A share of the scope's employees no other client's share holds: ids ≡ index (mod clients). */
async function updatableShare(
  db: Db,
  scope: { projects: number[] },
  index: number,
  clients: number,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM employees
    WHERE project_id = ANY(${scope.projects}::bigint[]) AND id % ${clients} = ${index}
    ORDER BY id LIMIT ${UPDATABLE}`.execute(db);
  return rows.map((row) => Number(row.id));
}

async function idsOf(db: Db, table: string): Promise<number[]> {
  const { rows } = await sql<{
    id: number;
  }>`SELECT id FROM ${sql.table(table)} ORDER BY id`.execute(db);
  return rows.map((row) => Number(row.id));
}

async function countOf(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** This month up to `today`, and the whole month before it. */
function recentMonths(today: string): { from: string; to: string }[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const first = (y: number, m: number) =>
    new Date(Date.UTC(y, m - 1, 1)).toISOString().slice(0, 10);
  const lastOfPrevious = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  return [
    { from: first(year, month), to: today },
    { from: first(year, month - 1), to: lastOfPrevious },
  ];
}
