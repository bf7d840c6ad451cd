/**
 * The real app on a fresh database for the auth API tests: a small organisation (two
 * departments, three projects), a registerable and an admin role, a super-admin and one
 * department admin per department, the steward's config copied to a temporary folder (so a
 * test can switch options), and a loopback SMTP server receiving the mail.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { sql } from "kysely";
import type { AppOptions } from "../../../src/schema/api/app-config";
import { buildApp } from "../../../src/server/app";
import { hashPassword } from "../../../src/server/auth/password";
import { RATE_LIMITS, type RateLimits } from "../../../src/server/auth/rate-limit";
import type { Config } from "../../../src/server/config";
import type { Database, Db } from "../../../src/server/db/connect";
import { createModelCatalog } from "../../../src/server/models/model-catalog";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { createTestDatabase } from "../../helpers/database";
import { type SmtpReceiver, startSmtpReceiver } from "../mail/smtp-receiver";

export const PUBLIC_URL = "http://mandor.test";
export const ADMIN = { username: "root", password: "Root-password-2026" };
export const DEPT_ADMIN_PASSWORD = "Kepala#Dept2026";

/** Rules so loose that only the rate-limit suite ever meets one. */
export const LOOSE_LIMITS = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([name, policy]) => [
    name,
    {
      ip: { ...policy.ip, max: 100_000 },
      ...("account" in policy ? { account: { ...policy.account, max: 100_000 } } : {}),
    },
  ]),
) as RateLimits;

export interface Organisation {
  departmentA: number;
  departmentB: number;
  /** Two projects of department A, one of B. */
  projectA1: number;
  projectA2: number;
  projectB1: number;
  staffRole: number;
  adminRole: number;
}

export interface AuthTestApp {
  app: FastifyInstance;
  database: Database;
  db: Db;
  mail: SmtpReceiver;
  org: Organisation;
  /** The answer's JSON, loosely typed: every test asserts on its own shape. */
  // biome-ignore lint/suspicious/noExplicitAny: see above
  call(options: InjectOptions & { token?: string }): Promise<{ status: number; body: any }>;
  setOption(name: keyof AppOptions, value: boolean): void;
  close(): Promise<void>;
}

export async function startAuthApp(
  options: { limits?: RateLimits; config?: Partial<Config> } = {},
): Promise<AuthTestApp> {
  const database = await createTestDatabase();
  const db = database.db;
  const org = await seedOrganisation(db);
  await ensureSuperAdmin(db, { ...ADMIN, email: "root@mandor.test" });
  const configDir = mkdtempSync(join(tmpdir(), "mandor-config-"));
  cpSync("config", configDir, { recursive: true });
  const mail = await startSmtpReceiver();
  const app = await buildApp({
    config: {
      bodyLimit: 1 << 20,
      clientDir: "/nonexistent",
      logLevel: "silent",
      schemasDir: "schemas",
      configDir,
      publicUrl: PUBLIC_URL,
      smtpUrl: mail.url,
      ...options.config,
    },
    database,
    catalog: await createModelCatalog(db),
    rateLimits: { limits: options.limits ?? LOOSE_LIMITS },
  });
  await app.ready();

  let edits = 0;
  return {
    app,
    database,
    db,
    mail,
    org,
    async call({ token, headers, ...rest }) {
      const response = await app.inject({
        ...rest,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      const type = String(response.headers["content-type"] ?? "");
      return {
        status: response.statusCode,
        body: type.includes("json") ? response.json() : response.body,
      };
    },
    setOption(name, value) {
      const path = join(configDir, "app.json");
      const file = JSON.parse(readFileSync(path, "utf8"));
      file.options[name] = value;
      writeFileSync(path, JSON.stringify(file, null, 2));
      // A later modification time than any before, so the live file sees the edit at once.
      edits += 1;
      const stamp = new Date(Date.now() + edits * 1000);
      utimesSync(path, stamp, stamp);
    },
    async close() {
      await app.close();
      await mail.close();
      await database.close();
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}

async function insertId(db: Db, query: ReturnType<typeof sql<{ id: number }>>): Promise<number> {
  const { rows } = await query.execute(db);
  return (rows[0] as { id: number }).id;
}

export async function seedOrganisation(db: Db): Promise<Organisation> {
  const territory = await insertId(
    db,
    sql`INSERT INTO territories (territory_code, territory_name)
        VALUES ('JKT', 'Jakarta') RETURNING id`,
  );
  const department = (code: string, name: string, pic: string) =>
    insertId(
      db,
      sql`INSERT INTO departments (department_code, department_name, territory_id, contact_pic)
          VALUES (${code}, ${name}, ${territory}, ${pic}) RETURNING id`,
    );
  const departmentA = await department("GDG", "Departemen Gedung", "Budi Santoso - 0812-3456-7890");
  const departmentB = await department("INF", "Departemen Infrastruktur", "Siti Rahma");
  const project = (code: string, name: string, departmentId: number) =>
    insertId(
      db,
      sql`INSERT INTO projects (project_code, project_name, department_id, territory_id)
          VALUES (${code}, ${name}, ${departmentId}, ${territory}) RETURNING id`,
    );
  const projectA1 = await project("GDG-01", "Gedung Kantor Sudirman", departmentA);
  const projectA2 = await project("GDG-02", "Apartemen Kemayoran", departmentA);
  const projectB1 = await project("INF-01", "Tol Cikampek II", departmentB);

  await sql`INSERT INTO permissions (name) VALUES
    ('read-employee'), ('read-user-approval'), ('update-user-approval')
    ON CONFLICT (name) DO NOTHING`.execute(db);
  const role = async (name: string, registerable: boolean, permissions: string[]) => {
    const id = await insertId(
      db,
      sql`INSERT INTO roles (role_name, description, registerable)
          VALUES (${name}, ${`Role ${name}`}, ${registerable}) RETURNING id`,
    );
    for (const permission of permissions) {
      await sql`INSERT INTO role_permissions (role_id, permission_id)
                SELECT ${id}, id FROM permissions WHERE name = ${permission}`.execute(db);
    }
    return id;
  };
  const staffRole = await role("Staf Lapangan", true, ["read-employee"]);
  // Within it every registerable role's rights: an approver decides only on users within theirs.
  const adminRole = await role("Admin Departemen", false, [
    "read-user-approval",
    "update-user-approval",
    "read-employee",
  ]);

  const hash = await hashPassword(DEPT_ADMIN_PASSWORD);
  for (const [username, departmentId] of [
    ["admin.gedung", departmentA],
    ["admin.infra", departmentB],
  ] as const) {
    const userId = await insertId(
      db,
      sql`INSERT INTO users (fullname, username, email, password_hash, role_id, department_id,
                             status, email_verified_at, approved_at)
          VALUES (${`Admin ${username}`}, ${username}, ${`${username}@mandor.test`}, ${hash},
                  ${adminRole}, ${departmentId}, 'active', now(), now())
          RETURNING id`,
    );
    await sql`INSERT INTO user_mappings (user_id, department_id)
              VALUES (${userId}, ${departmentId})`.execute(db);
  }
  return { departmentA, departmentB, projectA1, projectA2, projectB1, staffRole, adminRole };
}

/** A registration payload that passes, with `overrides` applied. */
export function registration(org: Organisation, overrides: Record<string, unknown> = {}) {
  return {
    fullname: "Andi Pratama",
    username: "andi.pratama",
    password: "Beton-Bertulang-2026",
    email: "andi.pratama@mandor.test",
    department_id: org.departmentA,
    project_id: org.projectA1,
    role_id: org.staffRole,
    job_position: "Pengawas Lapangan",
    ...overrides,
  };
}

/** The `code` query parameter of the one link in an e-mail. */
export function codeOf(link: string | undefined): string {
  const code = link ? new URL(link).searchParams.get("code") : null;
  if (!code) throw new Error(`no code in link ${link}`);
  return code;
}

/** Inserts a user directly, in any state, with a known password. */
export async function insertUser(
  db: Db,
  fields: {
    username: string;
    status: string;
    roleId: number | null;
    departmentId?: number;
    password?: string | null;
    locale?: string;
  },
): Promise<number> {
  const hash =
    fields.password === null ? null : await hashPassword(fields.password ?? "Rahasia#Mandor26");
  return insertId(
    db,
    sql`INSERT INTO users (fullname, username, email, password_hash, role_id, department_id,
                           status, locale)
        VALUES (${`User ${fields.username}`}, ${fields.username}, ${`${fields.username}@mandor.test`},
                ${hash}, ${fields.roleId}, ${fields.departmentId ?? null}, ${fields.status},
                ${fields.locale ?? "id"})
        RETURNING id`,
  );
}
