/**
 * No two folders of src/server import each other, type-only imports included: where one does,
 * the piece pointing up moves down or out (docs/developers/architecture.md, "Layers"). Biome
 * states rules per file, not per pair of folders, so this one is read from the sources.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { expect, it } from "vitest";

const SERVER = resolve(import.meta.dirname, "../../src/server");
const IMPORT = /\b(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g;

/** The folder of src/server holding `path`, or null for a file at its top (config.ts, app.ts…). */
function folderOf(path: string): string | null {
  const parts = relative(SERVER, path).split("/");
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

/** "from → to" for every import between two folders, each with a file that makes it. */
function folderImports(): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync(SERVER, { recursive: true, encoding: "utf8" }).filter((name) =>
    /\.tsx?$/.test(name),
  );
  for (const name of files) {
    const file = join(SERVER, name);
    const from = folderOf(file);
    for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolve(dirname(file), specifier);
      const to = target.startsWith(SERVER) ? folderOf(target) : null;
      if (!from || !to || from === to) continue;
      found.set(`${from} → ${to}`, `${name} imports ${specifier}`);
    }
  }
  return found;
}

it("has no two server folders importing each other", () => {
  const imports = folderImports();
  const both = [...imports].flatMap(([edge, example]) => {
    const [from, to] = edge.split(" → ");
    const back = imports.get(`${to} → ${from}`);
    return from && to && from < to && back ? [`${edge}: ${example}; back: ${back}`] : [];
  });
  expect(both).toEqual([]);
});
