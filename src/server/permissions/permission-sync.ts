/**
 * Keeps the permissions table equal to the derived list (derived-permissions.ts) at every
 * start: a missing permission is added, a changed description or module is updated, and a
 * permission no screen calls for any more is switched off (`active = 0`), never deleted —
 * the roles keep their rows, so a screen that comes back brings its grants back, and the
 * session check (which reads active permissions only) stops honouring it at once. Nothing
 * is switched off while an overlay or the router file cannot be read: a typo must not take
 * rights away.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import type { ModulesFile } from "../../schema/modules";
import type { Overlay } from "../../schema/overlay/overlay-types";
import type { Db } from "../db/connect";
import { parseJson } from "../schemas/parse-json";
import { NOT_OVERLAYS, ROUTER_FILE } from "../schemas/route-screens";
import { type DerivedPermission, derivePermissions } from "./derived-permissions";

const OVERLAY_FILE = /^([a-z0-9][a-z0-9-]*)\.json$/;

export interface PermissionSource {
  permissions: DerivedPermission[];
  /** Files that could not be read: while there are any, nothing is switched off. */
  unreadable: string[];
}

/** The derived list from the router file and the overlays in `schemasDir`. */
export function readPermissionSource(schemasDir: string): PermissionSource {
  const unreadable: string[] = [];
  const read = (file: string): unknown => {
    try {
      const parsed = parseJson(readFileSync(join(schemasDir, file), "utf8"));
      if (parsed.ok) return parsed.value;
    } catch {
      // Reported below with the other unreadable files.
    }
    unreadable.push(file);
    return undefined;
  };
  const router = read(ROUTER_FILE) as ModulesFile | undefined;
  const overlays = new Map<string, Overlay>();
  for (const file of readdirSync(schemasDir).sort()) {
    const id = OVERLAY_FILE.exec(file)?.[1];
    if (!id || NOT_OVERLAYS.has(file)) continue;
    const overlay = read(file) as Overlay | undefined;
    if (overlay?.title?.id) overlays.set(id, overlay);
    else if (overlay) unreadable.push(file);
  }
  const routerOk = Array.isArray(router?.modules);
  if (!routerOk && !unreadable.includes(ROUTER_FILE)) unreadable.push(ROUTER_FILE);
  const permissions = derivePermissions(routerOk ? router : { modules: [] }, overlays);
  return { permissions, unreadable };
}

export interface SyncReport {
  added: string[];
  updated: string[];
  /** Switched off, each with the roles that still hold it (their rows are kept). */
  deactivated: { name: string; roles: string[] }[];
  /** Why nothing was switched off, if so. */
  unreadable: string[];
}

/** Brings the permissions table in line with `source`; run it inside a transaction. */
export async function syncPermissions(trx: Db, source: PermissionSource): Promise<SyncReport> {
  const report: SyncReport = {
    added: [],
    updated: [],
    deactivated: [],
    unreadable: source.unreadable,
  };
  const wanted = source.permissions;
  if (wanted.length > 0) {
    const values = wanted.map((p) => sql`(${p.name}, ${p.description}, ${p.module})`);
    // xmax = 0 tells a fresh row from an updated one.
    const { rows } = await sql<{ name: string; inserted: boolean }>`
        INSERT INTO permissions (name, description, module)
        VALUES ${sql.join(values)}
        ON CONFLICT (name) DO UPDATE
          SET description = excluded.description, module = excluded.module, active = 1
          WHERE (permissions.description, permissions.module, permissions.active)
                IS DISTINCT FROM (excluded.description, excluded.module, 1::smallint)
        RETURNING name, (xmax = 0) AS inserted`.execute(trx);
    for (const row of rows) (row.inserted ? report.added : report.updated).push(row.name);
  }
  if (source.unreadable.length > 0) return report;
  const names = wanted.map((p) => p.name);
  const { rows } = await sql<{ name: string; roles: string[] }>`
      UPDATE permissions p SET active = 0
      WHERE p.active = 1 AND NOT (p.name = ANY(${names}::text[]))
      RETURNING p.name,
        ARRAY(SELECT r.role_name::text FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
              WHERE rp.permission_id = p.id ORDER BY r.role_name) AS roles`.execute(trx);
  report.deactivated = rows.map((row) => ({ name: row.name, roles: row.roles }));
  return report;
}

/** The report as log lines: what changed, and the roles that lost a right. */
export function describeSync(report: SyncReport): { info: string[]; warn: string[] } {
  const info: string[] = [];
  const warn: string[] = [];
  if (report.added.length > 0) info.push(`permissions added: ${report.added.join(", ")}`);
  if (report.updated.length > 0) info.push(`permissions updated: ${report.updated.join(", ")}`);
  for (const { name, roles } of report.deactivated) {
    const held = roles.length > 0 ? `; held by ${roles.join(", ")}, kept for its return` : "";
    warn.push(`permission ${name} is no longer called for by any screen: switched off${held}`);
  }
  if (report.unreadable.length > 0) {
    warn.push(
      `permissions not switched off while these files cannot be read: ${report.unreadable.join(", ")}`,
    );
  }
  return { info, warn };
}
