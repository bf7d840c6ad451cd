/**
 * The demo's access data: role groups, roles with their permissions (granted by each role's
 * rule over the permissions the sync put in the table), the demo accounts (with the
 * passwords the caller chose) and a few dozen generated colleagues (department and project admins, people
 * waiting for e-mail verification or approval), who administers which department or
 * project, and the audit trail of the approvals.
 */
import { COMPANY_REACH } from "../../schema/permissions";
import type { UserStatus } from "../auth/user-status";
import { type DemoUser, type PermissionDef, ROLE_GROUPS, ROLES } from "./access";
import { personName, randomGender } from "./identity";
import type { Organisation } from "./organisation";
import { addDays, notAfter, type Random } from "./random";
import { auditLogRows, type IdAllocator, RowSet } from "./rows";

export interface DemoAccess {
  sets: RowSet[];
  userIds: Map<string, number>;
  /** Users who rate vendors, with the projects they look after. */
  raters: { userId: number; projectIds: number[] }[];
}

const USER_COLUMNS = [
  "id",
  "fullname",
  "username",
  "email",
  "password_hash",
  "role_id",
  "department_id",
  "project_id",
  "job_position",
  "email_verified_at",
  "status",
  "approved_by",
  "approved_at",
  "last_login_at",
  "created_at",
] as const;

/**
 * Which demo account's password each generated colleague shares, by status, so the accounts
 * printed at start open the colleagues too.
 */
const SHARES_PASSWORD_OF: Record<UserStatus, string> = {
  active: "admin.dept",
  pending_verification: "calon.verifikasi",
  pending_approval: "calon.verifikasi",
  rejected: "calon.verifikasi",
  inactive: "calon.verifikasi",
};

function passwordOf(accounts: readonly DemoUser[], username: string): string {
  const user = accounts.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`demo user ${username} is missing`);
  return user.password;
}

const CHANGES: ReadonlySet<PermissionDef["action"]> = new Set(["create", "update", "delete"]);

export function buildAccess(
  rng: Random,
  ids: IdAllocator,
  org: Organisation,
  /** The demo accounts (DEMO_USERS, or the same with other passwords). */
  accounts: readonly DemoUser[],
  /** Each of their passwords' hash. */
  hashes: ReadonlyMap<string, string>,
  today: string,
  now: Date,
  /**
   * The permissions in the table (kept by the permission sync), with their ids, each saying
   * whether its screen's rows serve the whole company.
   */
  permissions: readonly (PermissionDef & { id: number; companyWide: boolean })[],
): DemoAccess {
  const groups = new RowSet("role_groups", ["id", "group_name", "description"]);
  const groupIds = new Map<string, number>();
  for (const [name, description] of ROLE_GROUPS) {
    const id = ids.next("role_groups");
    groupIds.set(name, id);
    groups.add([id, name, description]);
  }

  const roles = new RowSet("roles", [
    "id",
    "role_name",
    "description",
    "role_group_id",
    "registerable",
  ]);
  const grants = new RowSet("role_permissions", ["role_id", "permission_id"]);
  const roleIds = new Map<string, number>();
  for (const role of ROLES) {
    const id = ids.next("roles");
    roleIds.set(role.name, id);
    roles.add([id, role.name, role.description, groupIds.get(role.group), role.registerable]);
    for (const permission of permissions) {
      // No demo role but the super-admin's reaches the whole company, so none changes what
      // serves all of it.
      const companyWrite = permission.companyWide && CHANGES.has(permission.action);
      const reach = permission.name === COMPANY_REACH;
      if (role.grants(permission) && !companyWrite && !reach) grants.add([id, permission.id]);
    }
  }

  const users = new RowSet("users", USER_COLUMNS);
  const mappings = new RowSet("user_mappings", ["user_id", "department_id", "project_id"]);
  const audit = auditLogRows();
  const userIds = new Map<string, number>();
  const taken = new Set(accounts.map((user) => user.username));
  const [firstDepartment = 0, secondDepartment = 0] = org.departmentIds;
  const deptProjects = (departmentId: number) =>
    org.projects.filter((project) => project.departmentId === departmentId).map((p) => p.id);
  const adminProjects = deptProjects(firstDepartment).slice(0, 2);

  const addUser = (
    user: Omit<DemoUser, "note" | "password"> & {
      fullname: string;
      password: string;
      departmentId: number;
      projectId: number | null;
      jobPosition: string;
    },
  ) => {
    const id = ids.next("users");
    // Two days back at least: the approval a day later is then in the past too, whatever the
    // hour the demo is loaded at.
    const registered = addDays(today, -rng.int(2, 400));
    const verified = user.status === "pending_verification" ? null : `${registered}T10:15:00+07:00`;
    // The department admin approved everyone else; who approved them is not recorded.
    const approverId = userIds.get("admin.dept") ?? null;
    userIds.set(user.username, id);
    const approved = user.status === "active" || user.status === "inactive";
    users.add([
      id,
      user.fullname,
      user.username,
      user.email,
      hashes.get(user.password),
      roleIds.get(user.role),
      user.departmentId,
      user.projectId,
      user.jobPosition,
      verified,
      user.status,
      approved ? approverId : null,
      approved ? `${addDays(registered, 1)}T09:00:00+07:00` : null,
      user.status === "active"
        ? notAfter(`${addDays(today, -rng.int(0, 20))}T08:${rng.int(0, 5)}0:00+07:00`, now)
        : null,
      `${registered}T10:00:00+07:00`,
    ]);
    if (approved && approverId !== null) {
      audit.add([
        `${addDays(registered, 1)}T09:00:00+07:00`,
        approverId,
        "approve",
        "users",
        id,
        JSON.stringify({ status: "pending_approval" }),
        JSON.stringify({ status: "active" }),
      ]);
    }
    return id;
  };

  for (const user of accounts) {
    const isProjectUser = user.role === "Admin Proyek" || user.role === "Staf Lapangan";
    addUser({
      ...user,
      fullname: personName(rng, randomGender(rng, 0.7)),
      departmentId: firstDepartment,
      projectId: isProjectUser ? (adminProjects[0] ?? null) : null,
      jobPosition: JOB_OF_ROLE[user.role] ?? "Staf",
    });
  }
  const adminDept = userIds.get("admin.dept") as number;
  mappings.add([adminDept, firstDepartment, null], [adminDept, secondDepartment, null]);
  const adminProyek = userIds.get("admin.proyek") as number;
  for (const projectId of adminProjects) mappings.add([adminProyek, null, projectId]);

  const colleague = (
    role: string,
    status: UserStatus,
    departmentId: number,
    projectId: number | null,
  ) => {
    const fullname = personName(rng, randomGender(rng, 0.75));
    const dotted = fullname.toLowerCase().replace(/[^a-z]+/g, ".");
    // A one-word name ("Slamet") is too short and too common for a username on its own.
    const base = dotted.includes(".") ? dotted : `${dotted}${rng.int(10, 99)}`;
    let username = base;
    for (let n = 2; taken.has(username); n++) username = `${base}${n}`;
    taken.add(username);
    return addUser({
      username,
      email: `${username}@mandor.test`,
      password: passwordOf(accounts, SHARES_PASSWORD_OF[status]),
      role,
      status,
      fullname,
      departmentId,
      projectId,
      jobPosition: JOB_OF_ROLE[role] ?? "Staf",
    });
  };

  const raters = [
    { userId: adminProyek, projectIds: adminProjects },
    {
      userId: adminDept,
      projectIds: [...deptProjects(firstDepartment), ...deptProjects(secondDepartment)],
    },
  ];
  org.departmentIds.forEach((departmentId, index) => {
    if (index > 1)
      mappings.add([
        colleague("Admin Departemen", "active", departmentId, null),
        departmentId,
        null,
      ]);
    const [projectId] = deptProjects(departmentId);
    if (projectId === undefined) return;
    const projectAdmin = colleague("Admin Proyek", "active", departmentId, projectId);
    mappings.add([projectAdmin, null, projectId]);
    raters.push({ userId: projectAdmin, projectIds: [projectId] });
    colleague(
      rng.pick(["Admin Proyek", "Staf Lapangan", "Petugas K3"]),
      "pending_approval",
      departmentId,
      projectId,
    );
    if (index % 3 === 0)
      colleague("Staf Lapangan", "pending_verification", departmentId, projectId);
    if (index % 4 === 1)
      colleague(
        "Staf Lapangan",
        rng.pick(["rejected", "inactive"] as const),
        departmentId,
        projectId,
      );
  });

  return { sets: [groups, roles, grants, users, mappings, audit], userIds, raters };
}

const JOB_OF_ROLE: Record<string, string> = {
  "Admin Departemen": "Kepala Administrasi Departemen",
  "Admin Proyek": "Admin Proyek",
  Viewer: "Staf Monitoring",
  "Staf Lapangan": "Staf Lapangan",
  "Petugas K3": "HSE Officer",
};
