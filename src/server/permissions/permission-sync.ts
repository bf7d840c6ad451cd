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
import { type Selectable, sql } from "kysely";
import type { ModulesFile } from "../../schema/modules";
import type { Overlay } from "../../schema/overlay/overlay-types";
import type { Db } from "../db/connect";
import type { Permissions } from "../db/tables";
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
    const rows = await trx
      .insertInto("permissions")
      .values(wanted.map(({ name, description, module }) => ({ name, description, module })))
      .onConflict((conflict) =>
        conflict
          .column("name")
          .doUpdateSet((eb) => ({
            description: eb.ref("excluded.description"),
            module: eb.ref("excluded.module"),
            active: 1,
          }))
          .where((eb) =>
            eb.or([
              eb("permissions.description", "is distinct from", eb.ref("excluded.description")),
              eb("permissions.module", "is distinct from", eb.ref("excluded.module")),
              eb("permissions.active", "<>", 1),
            ]),
          ),
      )
      // xmax = 0 tells a fresh row from an updated one.
      .returning(["name", sql<boolean>`xmax = 0`.as("inserted")])
      .execute();
    for (const row of rows) (row.inserted ? report.added : report.updated).push(row.name);
  }
  if (source.unreadable.length > 0) return report;
  const names = wanted.map((p) => p.name);
  const { rows } = await sql<Pick<Selectable<Permissions>, "name"> & { roles: string[] }>`
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
