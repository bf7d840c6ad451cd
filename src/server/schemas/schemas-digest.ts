/**
 * One hash of everything under SCHEMAS_DIR (overlays, the router file, dashboards, the
 * stewards' migrations), by path and bytes, so a deploy can ask every instance behind a load
 * balancer (`GET /api/health`) whether they serve the same screens. Files are read again only
 * when a stamp (path, mtime, size) changed since the last call: health checks come every few
 * seconds.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return entry.isFile() ? [path] : [];
    })
    .sort();
}

/** A digest function for `dir`: "sha256:<hex>", or "unreadable" while the folder cannot be read. */
export function schemasDigest(dir: string): () => string {
  let stamps = "";
  let digest = "";
  return () => {
    let files: string[];
    try {
      files = filesUnder(dir);
    } catch {
      return "unreadable";
    }
    const now = files
      .map((path) => {
        const stat = statSync(path, { throwIfNoEntry: false });
        return `${relative(dir, path)}:${stat?.mtimeMs}:${stat?.size}`;
      })
      .join("\n");
    if (now === stamps) return digest;
    const hash = createHash("sha256");
    for (const path of files) {
      hash.update(relative(dir, path)).update("\0");
      try {
        hash.update(readFileSync(path));
      } catch {
        hash.update("missing");
      }
      hash.update("\0");
    }
    stamps = now;
    digest = `sha256:${hash.digest("hex")}`;
    return digest;
  };
}
