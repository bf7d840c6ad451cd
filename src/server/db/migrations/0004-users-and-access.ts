/**
 * Who may do what: users, their roles grouped into role groups, `{action}-{resource}`
 * permissions, the departments and projects each user administers (user_mappings), sign-in
 * sessions and one-time codes, and the audit log. Role -1 is the super-admin the whole
 * permission check special-cases, so it is created here rather than left to a seed.
 */
import { type Kysely, sql } from "kysely";
import { createEnum, createTables } from "./ddl";

export async function up(db: Kysely<unknown>): Promise<void> {
  await createEnum(db, "user_status", [
    "pending_verification",
    "pending_approval",
    "active",
    "rejected",
    "inactive",
  ]);
  await createEnum(db, "token_purpose", ["verify_email", "reset_password"]);

  await createTables(db, [
    {
      name: "role_groups",
      label: "Grup Role / Role Groups",
      reference: true,
      columns: `
        group_name varchar(100) NOT NULL UNIQUE,
        description text`,
    },
    {
      name: "roles",
      label: "Role / Roles",
      reference: true,
      columns: `
        role_name varchar(100) NOT NULL UNIQUE,
        description text,
        role_group_id bigint REFERENCES role_groups ON DELETE SET NULL,
        registerable boolean NOT NULL DEFAULT false`,
    },
    {
      name: "permissions",
      label: "Hak Akses / Permissions",
      reference: true,
      columns: `
        name varchar(150) NOT NULL UNIQUE CHECK (name ~ '^[a-z0-9]+(-[a-z0-9]+)+$'),
        description varchar(255),
        module varchar(50)`,
      indexes: ["module"],
    },
    {
      name: "role_permissions",
      label: "Hak Akses Role / Role Permissions",
      columns: `
        role_id bigint NOT NULL REFERENCES roles ON DELETE CASCADE,
        permission_id bigint NOT NULL REFERENCES permissions ON DELETE CASCADE,
        UNIQUE (role_id, permission_id)`,
    },
    {
      name: "users",
      label: "Pengguna / Users",
      // role_id and password_hash stay empty for an SSO user who has not chosen a role yet.
      columns: `
        fullname varchar(150) NOT NULL,
        username varchar(50) NOT NULL CHECK (username ~ '^[A-Za-z0-9._-]{3,50}$'),
        email varchar(254) NOT NULL CHECK (email ~ '^[^@\\s]+@[^@\\s]+$'),
        password_hash varchar(255),
        role_id bigint REFERENCES roles ON DELETE RESTRICT,
        department_id bigint REFERENCES departments ON DELETE SET NULL,
        project_id bigint REFERENCES projects ON DELETE SET NULL,
        job_position varchar(100),
        email_verified_at timestamptz,
        status user_status NOT NULL DEFAULT 'pending_verification',
        approved_by bigint REFERENCES users ON DELETE SET NULL,
        approved_at timestamptz,
        last_login_at timestamptz`,
      uniqueIndexes: ["lower(username)", "lower(email)"],
      indexes: ["created_at", "status"],
      search: ["fullname", "username", "email"],
    },
    {
      name: "user_mappings",
      label: "Pemetaan Pengguna / User Mappings",
      columns: `
        user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
        department_id bigint REFERENCES departments ON DELETE CASCADE,
        project_id bigint REFERENCES projects ON DELETE CASCADE,
        CHECK (department_id IS NOT NULL OR project_id IS NOT NULL),
        UNIQUE NULLS NOT DISTINCT (user_id, department_id, project_id)`,
    },
    {
      name: "sessions",
      label: "Sesi / Sessions",
      columns: `
        token_hash varchar(128) NOT NULL UNIQUE,
        user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        ip_address varchar(45),
        user_agent varchar(500)`,
      indexes: ["expires_at"],
    },
    {
      name: "user_tokens",
      label: "Kode Verifikasi / User Tokens",
      columns: `
        user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
        purpose token_purpose NOT NULL,
        code_hash varchar(128) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz`,
      indexes: ["expires_at"],
    },
    {
      name: "audit_log",
      label: "Log Audit / Audit Log",
      // user_id has no foreign key for the same reason as created_by: the log outlives users.
      columns: `
        at timestamptz NOT NULL DEFAULT now(),
        user_id bigint,
        action varchar(30) NOT NULL,
        model varchar(100) NOT NULL,
        record_id bigint,
        before jsonb,
        after jsonb`,
      indexes: ["at", "user_id", "model, record_id"],
    },
  ]);

  await sql`
    INSERT INTO roles (id, role_name, description)
    VALUES (-1, 'Super Admin', 'Akses penuh ke semua modul, termasuk persetujuan akun semua departemen')
  `.execute(db);
}
