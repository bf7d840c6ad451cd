/**
 * Who may send or reprocess presences: a device by its key (only the key's SHA-256 is
 * stored, secret-keys/), a signed-in user for a project of their row scope, an admin for the
 * raw records of the projects in their scope.
 */
import { sql } from "kysely";
import type { RowScope } from "../crud/row-scope";
import type { Db } from "../db/connect";
import { hashSecretKey } from "../secret-keys/hash-secret-key";

/** The active device holding `key`, marked as seen now; undefined for a wrong key. */
export async function deviceByKey(
  db: Db,
  key: string,
  now: Date,
): Promise<{ id: number; project_id: number | null } | undefined> {
  const { rows } = await sql<{ id: number | string; project_id: number | string | null }>`
    UPDATE devices SET last_seen_at = ${now.toISOString()}::timestamptz
    WHERE key_hash = ${hashSecretKey(key)} AND active = 1
    RETURNING id, project_id`.execute(db);
  const device = rows[0];
  return device && { id: Number(device.id), project_id: nullableNumber(device.project_id) };
}

/** Whether the project exists and, unless `scope` is null (super-admin), lies in it. */
export async function projectAccess(
  db: Db,
  projectId: number,
  scope: RowScope | null,
): Promise<"missing" | "outside" | "allowed"> {
  const { rows } = await sql<{ department_id: number | string | null }>`
    SELECT department_id FROM projects WHERE id = ${projectId}`.execute(db);
  const project = rows[0];
  if (!project) return "missing";
  if (!scope) return "allowed";
  const department = nullableNumber(project.department_id);
  const inScope =
    scope.projectIds.includes(projectId) ||
    (department !== null && scope.departmentIds.includes(department));
  return inScope ? "allowed" : "outside";
}

/** The ids among `ids` whose record counts for a project in `scope` (all when null). */
export async function rawIdsInScope(
  db: Db,
  ids: readonly number[],
  scope: RowScope | null,
): Promise<number[]> {
  const { rows } = await sql<{ id: number | string }>`
    SELECT r.id FROM raw_presences r
    LEFT JOIN devices d ON d.id = r.device_id
    LEFT JOIN projects p ON p.id = coalesce(r.project_id, d.project_id)
    WHERE r.id = ANY(${[...ids]}::bigint[])
      AND (${scope === null}
        OR p.id = ANY(${[...(scope?.projectIds ?? [])]}::bigint[])
        OR p.department_id = ANY(${[...(scope?.departmentIds ?? [])]}::bigint[]))`.execute(db);
  return rows.map((row) => Number(row.id));
}

function nullableNumber(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}
