/**
 * A file shipped with Mandor (not data, not configuration), found from the project's root:
 * the folder of the nearest package.json above this code. It is the same folder whether the
 * server runs from `src/` (tests, development) or from the built `dist/server/main.js`.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

let root: string | undefined;

export function projectPath(relative: string): string {
  if (!root) {
    let folder = dirname(fileURLToPath(import.meta.url));
    while (!existsSync(join(folder, "package.json")) && dirname(folder) !== folder) {
      folder = dirname(folder);
    }
    root = folder;
  }
  return join(root, relative);
}
