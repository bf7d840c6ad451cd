/**
 * The dashboard overlays of schemas/dashboards/, read at run time like the screens: each file
 * is re-read when a steward saves it (liveJsonFile), checked against
 * schemas/dashboard.schema.json and the cubes, and a file that fails keeps its last good
 * version serving while its problems (file, JSON pointer, reason) are logged once and listed.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { checkDashboard } from "../../schema/dashboards/check-dashboard";
import type { CubeCatalog } from "../../schema/dashboards/cube-description";
import type { DashboardOverlay } from "../../schema/dashboards/dashboard-types";
import type { ModuleRoute } from "../../schema/modules";
import type { Problem } from "../../schema/overlay/problem";
import { stableHash } from "../../schema/stable-hash";
import { type LiveJson, liveJsonFile } from "../schemas/json-file";
import { metaSchemaCheck } from "../schemas/meta-schema";
import { parseJson } from "../schemas/parse-json";
import { type RouterFile, routeWhere } from "../schemas/router-file";

const DASHBOARD_ID = /^[a-z0-9][a-z0-9-]*$/;
const checkShape = metaSchemaCheck("schemas/dashboard.schema.json");

export interface LoadedDashboard {
  id: string;
  overlay: DashboardOverlay;
  /** Changes whenever the overlay does. */
  version: string;
}

export interface DashboardStore {
  ids(): string[];
  get(id: string): LoadedDashboard | undefined;
  /** What is wrong with the file on disk now (its last good version may still serve). */
  problems(id: string): Problem[];
  /** The router line naming the dashboard: its `read-<resource>` guards it. */
  route(id: string): ModuleRoute | undefined;
}

interface Checked {
  loaded?: LoadedDashboard;
  problems: Problem[];
}

interface Entry {
  live: LiveJson<Checked>;
  good?: LoadedDashboard;
  logged?: string;
}

export interface DashboardStoreOptions {
  schemasDir: string;
  router: RouterFile;
  cubes: CubeCatalog;
  log: { warn(message: string): void; error(message: string): void };
}

export function createDashboardStore({
  schemasDir,
  router,
  cubes,
  log,
}: DashboardStoreOptions): DashboardStore {
  const folder = join(schemasDir, "dashboards");
  const entries = new Map<string, Entry>();

  function check(id: string, file: string, value: unknown): Checked {
    const shape = checkShape(file, value);
    if (shape.length > 0) return { problems: shape };
    const overlay = value as DashboardOverlay;
    const problems = checkDashboard(file, overlay, cubes);
    if (problems.some((problem) => problem.severity === "error")) return { problems };
    return { loaded: { id, overlay, version: stableHash(overlay) }, problems };
  }

  /** The entry's current state: its last good version, and the problems of the file now. */
  function refresh(id: string): { entry?: Entry; problems: Problem[] } {
    const file = `${id}.json`;
    const path = join(folder, file);
    if (!DASHBOARD_ID.test(id) || !existsSync(path)) return { problems: [] };
    let entry = entries.get(id);
    if (!entry) {
      entry = {
        live: liveJsonFile(path, (value) => check(id, file, value), parseOrThrow),
      };
      entries.set(id, entry);
    }
    let checked: Checked | undefined;
    try {
      checked = entry.live.current();
    } catch {
      // Never read well: the problem below says why.
    }
    const unreadable = entry.live.problem();
    const problems: Problem[] = unreadable
      ? [{ file, pointer: "", reason: unreadable.replace(`${path}: `, ""), severity: "error" }]
      : (checked?.problems ?? []);
    if (!unreadable && checked?.loaded) entry.good = checked.loaded;
    report(file, entry, problems);
    return { entry, problems };
  }

  function report(file: string, entry: Entry, problems: Problem[]) {
    const lines = problems.map((p) => `  ${p.severity} at ${p.pointer || "/"}: ${p.reason}`);
    const text = lines.join("\n");
    if (text === (entry.logged ?? "")) return;
    entry.logged = text;
    if (problems.some((problem) => problem.severity === "error")) {
      const serving = entry.good
        ? `the last good version (${entry.good.version}) keeps serving`
        : "the dashboard is unavailable until it is fixed";
      log.error(`dashboard ${file} rejected, ${serving}:\n${text}`);
    } else if (lines.length > 0) {
      log.warn(`dashboard ${file} loaded with warnings:\n${text}`);
    }
  }

  return {
    ids() {
      try {
        return readdirSync(folder)
          .filter((name) => name.endsWith(".json"))
          .map((name) => name.slice(0, -".json".length))
          .filter((id) => DASHBOARD_ID.test(id))
          .sort();
      } catch {
        return [];
      }
    },
    get: (id) => refresh(id).entry?.good,
    problems: (id) => refresh(id).problems,
    route: (id) => routeWhere(router, (route) => route.dashboard === id),
  };
}

/** JSON with the steward's line and column in the reason. */
function parseOrThrow(text: string): unknown {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.value;
}
