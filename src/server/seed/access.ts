/**
 * Access for the demo: the roles a construction company actually runs with (what each may do
 * is a rule over action, module and resource, applied to the permission list the router file
 * and the overlays call for — permissions/derived-permissions.ts — not a hand-kept list), and the
 * demo accounts with their documented passwords. The super-admin role (-1) comes from the
 * migrations; its user from ensureSuperAdmin.
 */

import type { UserStatus } from "../auth/user-status";
import { PRESENCE_INTAKE_PERMISSION } from "../permissions/derived-permissions";

export type Action = "read" | "create" | "update" | "delete";

/** A permission as the role rules see it: its name read back into action and resource. */
export interface PermissionDef {
  name: string;
  /** The router module its screen sits in ("tenaga-kerja", "master", …), if any. */
  module: string | null;
  action: Action | "special";
  resource: string;
}

const CRUD_NAME = /^(read|create|update|delete)-(.+)$/;
const RATING_NAME = /^(?:view|do-rating)-(.+)$/;

export function permissionDef(name: string, module: string | null): PermissionDef {
  const crud = CRUD_NAME.exec(name);
  if (crud) return { name, module, action: crud[1] as Action, resource: crud[2] as string };
  return { name, module, action: "special", resource: RATING_NAME.exec(name)?.[1] ?? name };
}

export const ROLE_GROUPS = [
  ["Administrator Sistem", "Pengelola aplikasi dan hak akses"],
  ["Kantor Departemen", "Pengguna di kantor departemen dan wilayah"],
  ["Proyek", "Pengguna di lokasi proyek"],
] as const;

type RoleGroup = (typeof ROLE_GROUPS)[number][0];

export interface RoleDef {
  name: string;
  description: string;
  group: RoleGroup;
  registerable: boolean;
  grants: (permission: PermissionDef) => boolean;
}

const ACCESS_ADMIN = new Set(["role-group", "role", "permissions"]);
/** The developers' debugger: granted to a role on purpose, never by a "read everything" rule. */
const DEVELOPER_TOOLS = new Set(["schema-preview"]);
const FIELD_RESOURCES = /^(employee|buku-tamu|presensi-|dashboard-summary)/;

export const ROLES: readonly RoleDef[] = [
  {
    name: "Admin Departemen",
    description: "Mengelola data dan menyetujui akun pengguna di departemennya",
    group: "Kantor Departemen",
    registerable: false,
    grants: (p) =>
      !DEVELOPER_TOOLS.has(p.resource) &&
      (p.action !== "special" ? p.action === "read" || !ACCESS_ADMIN.has(p.resource) : true),
  },
  {
    name: "Viewer",
    description: "Hanya dapat melihat data, tanpa mengubah",
    group: "Kantor Departemen",
    registerable: false,
    grants: (p) =>
      (p.action === "read" && !DEVELOPER_TOOLS.has(p.resource)) ||
      p.name === "template-allow-all" ||
      p.name === "view-convalsals",
  },
  {
    name: "Admin Proyek",
    description: "Mengelola tenaga kerja, alat, presensi dan tamu di proyeknya",
    group: "Proyek",
    registerable: true,
    grants: (p) =>
      p.name === "template-allow-all" ||
      p.name === PRESENCE_INTAKE_PERMISSION ||
      // Rates the vendors working on its projects.
      (p.action === "special" && p.resource === "convalsals") ||
      p.module === "tenaga-kerja" ||
      (p.module === "dashboard" && p.action === "read") ||
      (p.module === "operational-unit" &&
        (p.action === "read" || p.resource === "equipments" || p.resource === "devices")) ||
      (p.resource === "config-presence-radius" && (p.action === "read" || p.action === "update")),
  },
  {
    name: "Staf Lapangan",
    description: "Mendata pekerja dan tamu di lapangan serta mengajukan perubahan data pekerja",
    group: "Proyek",
    registerable: true,
    grants: (p) =>
      p.name === "template-allow-all" ||
      p.name === PRESENCE_INTAKE_PERMISSION ||
      (FIELD_RESOURCES.test(p.resource) &&
        p.resource !== "employee-blacklist" &&
        (p.action === "read" || p.action === "create")),
  },
  {
    name: "Petugas K3",
    description:
      "Mengelola blacklist, riwayat penyakit dan sertifikasi pekerja untuk keselamatan kerja",
    group: "Proyek",
    registerable: true,
    grants: (p) =>
      p.name === "template-allow-all" ||
      [
        "employee-blacklist",
        "employee-disease-histories",
        "employee-certification-documents",
      ].includes(p.resource) ||
      (p.action === "read" &&
        (FIELD_RESOURCES.test(p.resource) ||
          // Vendors whose workers and equipment they inspect; their ratings are not K3's.
          ["m-diseases", "equipments", "convalsals"].includes(p.resource))),
  },
];

export interface DemoUser {
  username: string;
  email: string;
  password: string;
  role: string;
  status: UserStatus;
  note: string;
}

/**
 * Demo credentials, for demo use only. The generated colleagues (one admin per department
 * and per first project, more applicants) share these passwords: active ones
 * admin.dept's, all others calon.verifikasi's.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: "admin.dept",
    email: "admin.dept@mandor.test",
    password: "Admin#Mandor25",
    role: "Admin Departemen",
    status: "active",
    note: "Administers Departemen Gedung Jakarta and Departemen Infrastruktur Jabodetabek (user_mappings); approves their pending accounts",
  },
  {
    username: "admin.proyek",
    email: "admin.proyek@mandor.test",
    password: "Admin#Mandor25",
    role: "Admin Proyek",
    status: "active",
    note: "Administers the first two projects of Departemen Gedung Jakarta; may rate vendors",
  },
  {
    username: "viewer",
    email: "viewer@mandor.test",
    password: "Lihat#Mandor25",
    role: "Viewer",
    status: "active",
    note: "Read-only access to every screen",
  },
  {
    username: "staf.lapangan",
    email: "staf.lapangan@mandor.test",
    password: "Lihat#Mandor25",
    role: "Staf Lapangan",
    status: "active",
    note: "Field staff: registers workers and visitors, files the pending request changes",
  },
  {
    username: "petugas.k3",
    email: "petugas.k3@mandor.test",
    password: "Lihat#Mandor25",
    role: "Petugas K3",
    status: "active",
    note: "Safety officer: blacklist, disease histories, certificates; reads vendors, not their ratings",
  },
  {
    username: "calon.verifikasi",
    email: "calon.verifikasi@mandor.test",
    password: "Calon#Mandor25",
    role: "Staf Lapangan",
    status: "pending_verification",
    note: "Registered, e-mail not verified yet: login answers email_unverified",
  },
  {
    username: "calon.persetujuan",
    email: "calon.persetujuan@mandor.test",
    password: "Calon#Mandor25",
    role: "Admin Proyek",
    status: "pending_approval",
    note: "E-mail verified, waiting for admin.dept's approval: login leads to the waiting screen",
  },
  {
    username: "akun.ditolak",
    email: "akun.ditolak@mandor.test",
    password: "Calon#Mandor25",
    role: "Staf Lapangan",
    status: "rejected",
    note: "Registration rejected by the department admin",
  },
  {
    username: "akun.nonaktif",
    email: "akun.nonaktif@mandor.test",
    password: "Calon#Mandor25",
    role: "Viewer",
    status: "inactive",
    note: "Deactivated account (listed under inactive users)",
  },
];
