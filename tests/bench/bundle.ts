/**
 * The JavaScript a page makes the browser download, from a fresh production build: Vite's
 * manifest names each chunk's static imports, and a page's script is the closure of its
 * entries. The sign-in page loads the app's entry and the Indonesian catalog; a list screen
 * (the employees) adds the lazily loaded screen page. Sizes are gzip at level 9, as a server
 * compressing static files would send them.
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
type Manifest = Record<string, ManifestChunk>;

const ENTRY = "index.html";
const CATALOG = "src/client/locales/id/messages.po";
const SCREEN_PAGE = "src/client/schema-form/screen/ScreenPage.tsx";

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

const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;

function pageFigures(dir: string, files: Set<string>) {
  const scripts = [...files].filter((file) => file.endsWith(".js"));
  const gzip = scripts.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length,
    0,
  );
  return { scripts: scripts.length, gzipKb: kB(gzip) };
}

export async function benchBundle() {
  const client = await buildFreshClient();
  try {
    const manifest: Manifest = JSON.parse(
      readFileSync(join(client.dir, ".vite", "manifest.json"), "utf8"),
    );
    const entry = staticClosure(manifest, [ENTRY]);
    return {
      signInEntry: pageFigures(client.dir, entry),
      signIn: pageFigures(client.dir, staticClosure(manifest, [ENTRY, CATALOG])),
      employeeList: pageFigures(client.dir, staticClosure(manifest, [ENTRY, CATALOG, SCREEN_PAGE])),
    };
  } finally {
    await client.remove();
  }
}
