/**
 * The JavaScript a page makes the browser download, from a fresh production build: Vite's
 * manifest names each chunk's static imports, and a page's script is the closure of its
 * entries. The sign-in page loads the app's entry and the Indonesian catalog; a list screen
 * (the employees) adds the lazily loaded screen page; a dashboard adds its page and, at its
 * first chart, the chart library's chunk (`dashboardExtra`: what it loads beyond the employee
 * list, whose screen code every signed-in page fetches after its first render). Sizes are gzip
 * at level 9, as a server compressing static files would send them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildFreshClient } from "../e2e/build-client";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

const ENTRY = "index.html";
const CATALOG = "src/client/locales/id/messages.po";
const SCREEN_PAGE = "src/client/schema-form/screen/ScreenPage.tsx";
/** What the sign-in page loads, then what an employee list adds. */
export const SIGN_IN_KEYS = [ENTRY, CATALOG];
export const LIST_SCREEN_KEYS = [ENTRY, CATALOG, SCREEN_PAGE];
export const DASHBOARD_KEYS = [
  ...LIST_SCREEN_KEYS,
  "src/client/dashboards/DashboardPage.tsx",
  "src/client/dashboards/ChartCanvas.tsx",
];

export const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, ".vite", "manifest.json"), "utf8"));

/** Every chunk `keys` load before they run: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The gzip size (level 9) of `files` of the build in `dir`, in kB with one decimal. */
export function gzipKb(dir: string, files: readonly string[]): number {
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length,
    0,
  );
  return Math.round(bytes / 102.4) / 10;
}

function pageFigures(dir: string, files: Set<string>) {
  const scripts = [...files].filter((file) => file.endsWith(".js"));
  return { scripts: scripts.length, gzipKb: gzipKb(dir, scripts) };
}

export async function benchBundle() {
  const client = await buildFreshClient();
  try {
    const manifest = readManifest(client.dir);
    const employeeList = staticClosure(manifest, LIST_SCREEN_KEYS);
    const dashboard = staticClosure(manifest, DASHBOARD_KEYS);
    return {
      signInEntry: pageFigures(client.dir, staticClosure(manifest, [ENTRY])),
      signIn: pageFigures(client.dir, staticClosure(manifest, SIGN_IN_KEYS)),
      employeeList: pageFigures(client.dir, employeeList),
      dashboard: pageFigures(client.dir, dashboard),
      dashboardExtra: pageFigures(
        client.dir,
        new Set([...dashboard].filter((file) => !employeeList.has(file))),
      ),
    };
  } finally {
    await client.remove();
  }
}
