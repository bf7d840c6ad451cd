/**
 * `npm ci --omit=dev && node dist/server/main.js` runs the built server with `dependencies`
 * alone: `vite build --ssr` leaves every package import for node_modules to answer at run time.
 * So each package the server's code reaches from its entry must be a dependency. Read from the
 * sources, not from dist/, so that no build is needed: the imports the build keeps are these,
 * less the type-only ones TypeScript erases.
 */
import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, resolve } from "node:path";
import { expect, it } from "vitest";

const ENTRY = "src/server/main.ts";
/** `import … from "x"`, `export … from "x"` (not `import type`), `import "x"`, `import("x")`. */
const VALUE_IMPORT =
  /^\s*(?:import|export)(?!\s+type\b)[^;]*?\bfrom\s*"([^"]+)"|^\s*import\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/gm;
const SOURCE_EXTENSIONS = ["", ".ts", ".tsx", "/index.ts"];

/** The package an import names: `@scope/name` or `name`, without a path inside it. */
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Every package imported by a value from the modules `entry` reaches through relative imports. */
function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [resolve(entry)];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(VALUE_IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? "";
      if (specifier.startsWith(".")) {
        const base = join(dirname(file), specifier);
        const found = SOURCE_EXTENSIONS.map((ext) => base + ext).find(
          (path) => existsSync(path) && /\.(ts|tsx|js|mjs)$/.test(path),
        );
        if (found) pending.push(found);
      } else if (!specifier.startsWith("node:") && !builtinModules.includes(specifier)) {
        packages.add(packageOf(specifier));
      }
    }
  }
  return packages;
}

it("finds every package the built server imports among the dependencies", () => {
  const manifest = JSON.parse(readFileSync("package.json", "utf8"));
  const reached = [...packagesReachedFrom(ENTRY)].sort();
  // The walk itself works: the server's framework and query builder are on its way.
  expect(reached).toEqual(expect.arrayContaining(["fastify", "kysely"]));
  const missing = reached.filter((name) => !(name in manifest.dependencies));
  expect(missing, "move these from devDependencies to dependencies").toEqual([]);
});
