/**
 * Who may send or reprocess presences: a device by its key (only the key's SHA-256 is
 * stored, secret-keys/), a signed-in user for a project of their row scope, an admin for the
 * raw records of the projects in their scope.
 */
import { type Selectable, sql } from "kysely";
import type { RowScope, RowScoper } from "../crud/row-scope";
import type { Db } from "../db/connect";
import type { Devices } from "../db/tables";
import { hashSecretKey } from "../secret-keys/hash-secret-key";
import { bigints } from "./array-params";

/** The active device holding `key`, marked as seen now; undefined for a wrong key. */
export async function deviceByKey(
  db: Db,
  key: string,
  now: Date,
): Promise<Pick<Selectable<Devices>, "id" | "project_id"> | undefined> {
  return db
    .updateTable("devices")
    .set({ last_seen_at: now.toISOString() })
    .where("key_hash", "=", hashSecretKey(key))
    .where("active", "=", 1)
    .returning(["id", "project_id"])
    .executeTakeFirst();
}

/** Whether the project exists and lies in the user's row scope (the screens' own rule). */
export async function projectAccess(
  db: Db,
  scoper: RowScoper,
  projectId: number,
  scope: RowScope | null,
): Promise<"missing" | "outside" | "allowed"> {
  const inScope = scoper.condition("projects", "p", scope) ?? sql<boolean>`true`;
  const project = await db
    .selectFrom("projects as p")
    .select(inScope.as("inside"))
    .where("p.id", "=", projectId)
    .executeTakeFirst();
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
  const rows = await db
    .selectFrom("raw_presences as r")
    .leftJoin("devices as d", "d.id", "r.device_id")
    .leftJoin("projects as p", (join) =>
      join.on((eb) => eb("p.id", "=", eb.fn.coalesce("r.project_id", "d.project_id"))),
    )
    .select("r.id")
    .where((eb) => eb("r.id", "=", eb.fn.any(bigints(ids))))
    .where(inScope)
    .execute();
  return rows.map((row) => row.id);
}
