/**
 * A Vite build plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy beside every
 * compressible file of the client build, so the server sends them as they are
 * (`@fastify/static`'s `preCompressed`) instead of compressing the same bytes on every request.
 * Built once, at the strongest levels: a build can afford the seconds a request cannot.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/** Text formats: the compressed copies of images, fonts in woff2 and the like only grow. */
const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".webmanifest",
  ".txt",
  ".xml",
  ".wasm",
]);

/** Below this a response fits in one packet either way (the API's on-the-fly threshold too). */
export const MIN_BYTES = 1024;

/** Whether a file of this name and size gets compressed copies. */
export function isPrecompressed(fileName: string, bytes: number): boolean {
  return bytes >= MIN_BYTES && COMPRESSIBLE.has(extname(fileName).toLowerCase());
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The two copies of `source`, smallest the formats allow. */
export async function compressedCopies(source: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/** Every file under `dir`, skipping dot folders (Vite's `.vite/manifest.json` is not served). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith("."))
      .map((entry) => {
        const path = join(dir, entry.name);
        return entry.isDirectory() ? filesUnder(path) : [path];
      }),
  );
  return nested.flat();
}

/**
 * Writes `name.br` and `name.gz` beside each compressible file under `dir` — each copy only
 * when it is smaller than the file. Returns the copies written.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const written: string[] = [];
  const files = await filesUnder(dir);
  await Promise.all(
    files.map(async (path) => {
      if (!isPrecompressed(path, (await stat(path)).size)) return;
      const source = await readFile(path);
      const copies = await compressedCopies(source);
      for (const [extension, bytes] of Object.entries(copies)) {
        if (bytes.length >= source.length) continue;
        await writeFile(`${path}.${extension}`, bytes);
        written.push(`${path}.${extension}`);
      }
    }),
  );
  return written.sort();
}

/** The plugin: after the build is written (public files included), compresses its folder. */
export function precompressAssets(): Plugin {
  return {
    name: "mandor:precompress-assets",
    apply: "build",
    async writeBundle({ dir }) {
      if (dir) await precompressDir(dir);
    },
  };
}
