/**
 * Who may send or reprocess presences: a device by its key (only the key's SHA-256 is
 * stored, secret-keys/), a signed-in user for a project of their row scope, an admin for the
 * raw records of the projects in their scope.
 */
import { sql } from "kysely";
import type { RowScope, RowScoper } from "../crud/row-scope";
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

/** Whether the project exists and lies in the user's row scope (the screens' own rule). */
export async function projectAccess(
  db: Db,
  scoper: RowScoper,
  projectId: number,
  scope: RowScope | null,
): Promise<"missing" | "outside" | "allowed"> {
  const inScope = scoper.condition("projects", "p", scope) ?? sql<boolean>`true`;
  const { rows } = await sql<{ inside: boolean }>`
    SELECT ${inScope} AS inside FROM projects AS p WHERE p.id = ${projectId}`.execute(db);
  const project = rows[0];
  if (!project) return "missing";
  return project.inside ? "allowed" : "outside";
}

/** The ids among `ids` whose record counts for a project in the user's row scope. */
export async function rawIdsInScope(
  db: Db,
  scoper: RowScoper,
  ids: readonly number[],
  scope: RowScope | null,
): Promise<number[]> {
  const inScope = scoper.condition("projects", "p", scope) ?? sql<boolean>`true`;
  const { rows } = await sql<{ id: number | string }>`
    SELECT r.id FROM raw_presences r
    LEFT JOIN devices d ON d.id = r.device_id
    LEFT JOIN projects p ON p.id = coalesce(r.project_id, d.project_id)
    WHERE r.id = ANY(${[...ids]}::bigint[]) AND ${inScope}`.execute(db);
  return rows.map((row) => Number(row.id));
}

function nullableNumber(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}
