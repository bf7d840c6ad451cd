/**
 * The overlays of schemas/, read at run time. Every access looks at the file's stamp (mtime,
 * size, inode) and re-reads it when a steward saved it, so an edit shows on the next request
 * without a restart. A file that does not parse, breaks the meta-schema or does not fit its
 * model is reported (file, JSON pointer, reason) and logged once, and the last good version
 * of that screen keeps serving. Nothing here ever throws at a caller because of a file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { GenModel } from "../../schema/model-meta";
import type { ModulesFile } from "../../schema/modules";
import { checkOverlay } from "../../schema/overlay/check-overlay";
import { mergeOverlay, type RouteDefaults } from "../../schema/overlay/merge-overlay";
import type { Overlay } from "../../schema/overlay/overlay-types";
import { type Problem, pointerOf } from "../../schema/overlay/problem";
import { rollupModel, rollupProblems } from "../../schema/rollup/rollup-model";
import { stableHash } from "../../schema/stable-hash";
import type { ModelCatalog } from "../models/model-catalog";
import { checkCrossReferences, checkDatabaseRules } from "./check-references";
import { checkTransitions } from "./check-transitions";
import { checkMetaSchema } from "./meta-schema";
import { parseJson } from "./parse-json";
import { missingScreens, NOT_OVERLAYS, ROUTER_FILE } from "./route-screens";
import { routeOfSchema, routerFile } from "./router-file";
import type { LoadedScreen, OverlayState, OverlayStore } from "./served-screens";

/** Raised when the adapter's output changes shape, so cached clients take the new version. */
const ADAPTER_REVISION = 1;

const OVERLAY_ID = /^[a-z0-9][a-z0-9-]*$/;

interface Entry extends OverlayState {
  stamp: string;
  route: string;
  model?: GenModel;
}

export interface OverlayStoreOptions {
  schemasDir: string;
  catalog: ModelCatalog;
  log: { warn(message: string): void; error(message: string): void };
}

export function createOverlayStore({
  schemasDir,
  catalog,
  log,
}: OverlayStoreOptions): OverlayStore {
  const router = routerFile(schemasDir);
  const entries = new Map<string, Entry>();
  /** Endpoint → the screen id that served it last by its own endpoint. */
  const endpointScreens = new Map<string, string>();
  /** The router lines' problems already logged, so each is logged once while it lasts. */
  let loggedRoutes = new Set<string>();

  function files(): string[] {
    try {
      return readdirSync(schemasDir)
        .filter((name) => name.endsWith(".json") && !NOT_OVERLAYS.has(name))
        .sort();
    } catch (error) {
      log.error(`schemas folder ${schemasDir} cannot be read: ${(error as Error).message}`);
      return [];
    }
  }

  function refresh(id: string): Entry | undefined {
    if (!OVERLAY_ID.test(id)) return undefined;
    const file = `${id}.json`;
    const path = join(schemasDir, file);
    let stamp: string;
    try {
      const stat = statSync(path);
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      entries.delete(id);
      return undefined;
    }
    const route = routeOfSchema(router, id);
    const defaults: RouteDefaults | undefined = route
      ? { path: route.path, resource: route.resource }
      : undefined;
    const routeKey = JSON.stringify(defaults ?? null);
    const known = entries.get(id);
    const modelNow = known?.good ? catalog.get(known.good.overlay.model) : undefined;
    if (known && known.stamp === stamp && known.route === routeKey && modelNow === known.model) {
      return known;
    }
    const entry: Entry = {
      stamp,
      route: routeKey,
      problems: [],
      ...(known?.good ? { good: known.good, model: known.model } : {}),
    };
    const load = safely(file, () =>
      loadOverlay(id, file, readFileSync(path, "utf8"), defaults, catalog),
    );
    entry.problems = load.problems;
    if (load.good) {
      entry.good = load.good;
      // The table's model, which a rollup's row model is made from: a new one means reload.
      entry.model = catalog.get(load.good.overlay.model);
    }
    entries.set(id, entry);
    report(file, entry);
    return entry;
  }

  function report(file: string, entry: Entry) {
    const errors = entry.problems.filter((problem) => problem.severity === "error");
    const lines = entry.problems.map((p) => `  ${p.severity} at ${p.pointer || "/"}: ${p.reason}`);
    if (errors.length > 0) {
      const serving = entry.good
        ? `the last good version (${entry.good.version}) keeps serving`
        : "the screen is unavailable until it is fixed";
      log.error(`overlay ${file} rejected, ${serving}:\n${lines.join("\n")}`);
    } else if (lines.length > 0) {
      log.warn(`overlay ${file} loaded with warnings:\n${lines.join("\n")}`);
    }
  }

  const store: OverlayStore = {
    router,
    ids: () => files().map((name) => name.slice(0, -".json".length)),
    get: (id) => refresh(id)?.good,
    state: (id) => refresh(id),
    byEndpoint(endpoint) {
      // Every CRUD call asks this: re-check only the screen that answered last time (one
      // stat), and scan the whole folder only when it no longer answers.
      const remembered = endpointScreens.get(endpoint);
      const again = remembered === undefined ? undefined : store.get(remembered);
      if (again?.screen.endpoint === endpoint) return again;
      const screens = store.ids().flatMap((id) => store.get(id) ?? []);
      const found =
        screens.find((loaded) => loaded.screen.endpoint === endpoint) ??
        screens.find((loaded) => loaded.model.model === endpoint.replaceAll("-", "_"));
      if (found?.screen.endpoint === endpoint) endpointScreens.set(endpoint, found.id);
      else endpointScreens.delete(endpoint);
      return found;
    },
    problems() {
      const problems: Problem[] = [];
      const loaded: LoadedScreen[] = [];
      for (const name of files()) {
        const id = name.slice(0, -".json".length);
        if (!OVERLAY_ID.test(id)) {
          problems.push({
            file: name,
            pointer: "",
            reason: "file names are the screen id: lower-case letters, digits and dashes",
            severity: "error",
          });
          continue;
        }
        const entry = refresh(id);
        if (!entry) continue;
        problems.push(...entry.problems);
        if (entry.good) loaded.push(entry.good);
      }
      return [...problems, ...store.routeProblems(), ...checkCrossReferences(loaded, catalog)];
    },
    routeProblems() {
      let file: ModulesFile;
      try {
        file = router.current();
      } catch {
        return [];
      }
      const problems = missingScreens(
        file,
        (id) => OVERLAY_ID.test(id) && existsSync(join(schemasDir, `${id}.json`)),
      );
      const now = new Set(problems.map((problem) => problem.reason));
      for (const reason of now) {
        if (!loggedRoutes.has(reason)) log.warn(`schemas/${ROUTER_FILE}: ${reason}`);
      }
      loggedRoutes = now;
      return problems;
    },
    source(id) {
      if (!OVERLAY_ID.test(id)) return null;
      try {
        return readFileSync(join(schemasDir, `${id}.json`), "utf8");
      } catch {
        return null;
      }
    },
  };
  return store;
}

/** A file deleted mid-read, or anything else unforeseen, is a problem of that file, not a crash. */
function safely(
  file: string,
  load: () => ReturnType<typeof loadOverlay>,
): ReturnType<typeof loadOverlay> {
  try {
    return load();
  } catch (error) {
    const reason = `the overlay could not be read: ${(error as Error).message}`;
    return { problems: [{ file, pointer: "", reason, severity: "error" }] };
  }
}

function loadOverlay(
  id: string,
  file: string,
  text: string,
  route: RouteDefaults | undefined,
  catalog: ModelCatalog,
): { good?: LoadedScreen; problems: Problem[] } {
  const parsed = parseJson(text);
  if (!parsed.ok)
    return { problems: [{ file, pointer: "", reason: parsed.reason, severity: "error" }] };
  const shape = checkMetaSchema(file, parsed.value);
  if (shape.length > 0) return { problems: shape };
  const overlay = parsed.value as Overlay;
  const table = catalog.get(overlay.model);
  if (!table) {
    const reason = `table "${overlay.model}" does not exist (tables: ${catalog.names().sort().join(", ")})`;
    return { problems: [{ file, pointer: "/model", reason, severity: "error" }] };
  }
  const rollup = overlay.rollup && rollupOf(file, overlay.rollup, table, catalog);
  if (rollup && "problems" in rollup) return rollup;
  const model = rollup ? rollup.model : table;
  const screen = mergeOverlay({ id, overlay, model, ...(route ? { route } : {}) });
  const problems = [
    ...checkOverlay(file, overlay, model, screen),
    ...checkDatabaseRules(file, screen, catalog),
    ...checkTransitions(file, overlay, model),
  ];
  if (problems.some((problem) => problem.severity === "error")) return { problems };
  const version = stableHash({ overlay, model, route: route ?? null, ADAPTER_REVISION });
  return { good: { id, file, overlay, model, screen, version }, problems };
}

/** A rollup overlay's row model, or what its tables lack. */
function rollupOf(
  file: string,
  rollup: NonNullable<Overlay["rollup"]>,
  months: GenModel,
  catalog: ModelCatalog,
): { model: GenModel } | { problems: Problem[] } {
  const subject = catalog.get(rollup.subject.table);
  const found = rollupProblems(rollup, { days: catalog.get(rollup.days), months, subject });
  if (found.length > 0 || !subject) {
    return {
      problems: found.map(([steps, reason]) => ({
        file,
        pointer: pointerOf(...steps),
        reason,
        severity: "error" as const,
      })),
    };
  }
  return { model: rollupModel(rollup, months, subject) };
}
