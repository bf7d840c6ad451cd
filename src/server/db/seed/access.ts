/**
 * Access for the demo: every screen resource of the spec with its `{action}-{resource}`
 * permissions, the roles a construction company actually runs with (what each may do is a
 * rule over action and module, not a hand-kept list), and the demo accounts with their
 * documented passwords. The super-admin role (-1) comes from the migrations; its user from
 * ensureSuperAdmin.
 */

export type Action = "read" | "create" | "update" | "delete";
const ACTIONS: readonly Action[] = ["read", "create", "update", "delete"];

type Module =
  | "dashboard"
  | "operational-unit"
  | "manpower"
  | "master"
  | "mobile-config"
  | "user-role";

/** [resource, module, Indonesian screen name, read-only?] */
const RESOURCES: readonly (readonly [string, Module, string, boolean?])[] = [
  ["dashboard-summary", "dashboard", "Dashboard", true],
  ["dashboard-akuisisi", "dashboard", "Dashboard Akuisisi Data", true],
  ["dashboard-leaderboard", "dashboard", "Dashboard Leaderboard", true],
  ["dashboard-monitoring-presence", "dashboard", "Dashboard Monitoring Presensi", true],
  ["employee", "manpower", "Daftar Tenaga Kerja"],
  ["employee-blacklist", "manpower", "Blacklist Tenaga Kerja"],
  ["employee-skills", "manpower", "Keahlian Pekerja"],
  ["employee-certification-documents", "manpower", "Dokumen Sertifikasi Pekerja"],
  ["employee-disease-histories", "manpower", "Riwayat Penyakit Pekerja"],
  ["employee-educational-histories", "manpower", "Riwayat Pendidikan Pekerja"],
  ["employee-emergency-contacts", "manpower", "Kontak Darurat Pekerja"],
  ["employee-personal-documents", "manpower", "Dokumen Pribadi Pekerja"],
  ["employee-project-histories", "manpower", "Riwayat Proyek Pekerja"],
  ["company-managements", "manpower", "Manajemen Perusahaan"],
  ["buku-tamu", "manpower", "Buku Tamu"],
  ["employee-request-changes", "manpower", "Verifikasi Data Pekerja"],
  ["employee-request-change-details", "manpower", "Detail Perubahan Data Pekerja"],
  ["manajemen-manpower", "manpower", "Pengelolaan Manpower"],
  ["cetak-qr", "manpower", "Cetak QR"],
  ["presensi-pekerja", "manpower", "Presensi Pekerja"],
  ["presensi-management", "manpower", "Presensi Manajemen"],
  ["presensi-visitor", "manpower", "Presensi Tamu"],
  ["presensi-raw", "manpower", "Presensi Raw"],
  ["config-banners", "mobile-config", "Banner"],
  ["config-presence-radius", "mobile-config", "Radius Presensi"],
  ["config-user-agreements", "mobile-config", "Perjanjian Pengguna"],
  ["m-skills", "master", "Master Keahlian"],
  ["m-diseases", "master", "Master Riwayat Penyakit"],
  ["m-manpower-types", "master", "Master Tipe Manpower"],
  ["m-blood-types", "master", "Master Golongan Darah"],
  ["m-equipment-types", "master", "Master Tipe Alat"],
  ["m-convalsal-document-types", "master", "Master Tipe Dokumen Vendor/Subkon"],
  ["convalsals", "operational-unit", "Vendor / Subkon"],
  ["convalsal-documents", "operational-unit", "Dokumen Vendor / Subkon"],
  ["project-convalsals", "operational-unit", "Vendor / Subkon Proyek"],
  ["equipments", "operational-unit", "Daftar Alat"],
  ["devices", "operational-unit", "Perangkat Presensi"],
  ["department", "operational-unit", "Departemen"],
  ["territory", "operational-unit", "Wilayah"],
  ["project", "operational-unit", "Proyek"],
  ["user", "user-role", "Pengguna"],
  ["user-approval", "user-role", "Verifikasi Pengguna"],
  ["user-register", "user-role", "Pengguna Tidak Aktif"],
  ["user-mappings", "user-role", "Pemetaan Pengguna"],
  ["role-group", "user-role", "Grup Role"],
  ["role", "user-role", "Role"],
  ["permissions", "user-role", "Hak Akses"],
  ["audit-log", "user-role", "Log Audit", true],
  ["schema-preview", "user-role", "Pratinjau Skema (pengembang)", true],
];

const ACTION_LABEL: Record<Action, string> = {
  read: "Melihat",
  create: "Menambah",
  update: "Mengubah",
  delete: "Menghapus",
};

export interface PermissionDef {
  name: string;
  description: string;
  module: Module | null;
  action: Action | "special";
  resource: string;
}

export const PERMISSIONS: readonly PermissionDef[] = [
  ...RESOURCES.flatMap(([resource, module, label, readOnly]) =>
    (readOnly ? ["read" as const] : ACTIONS).map((action) => ({
      name: `${action}-${resource}`,
      description: `${ACTION_LABEL[action]} data ${label}`,
      module,
      action,
      resource,
    })),
  ),
  {
    name: "template-allow-all",
    description: "Izin bawaan setiap field; selalu diizinkan",
    module: null,
    action: "special",
    resource: "template",
  },
  {
    name: "view-convalsals",
    description: "Melihat penilaian Vendor / Subkon",
    module: "operational-unit",
    action: "special",
    resource: "convalsals",
  },
  {
    name: "do-rating-convalsals",
    description: "Memberi penilaian Vendor / Subkon",
    module: "operational-unit",
    action: "special",
    resource: "convalsals",
  },
];

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
      p.action === "special" ||
      p.module === "manpower" ||
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

export type UserStatus =
  | "pending_verification"
  | "pending_approval"
  | "active"
  | "rejected"
  | "inactive";

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
