/**
 * The build's compressed copies: which files get them (text formats of 1 kB and more), that
 * each copy decodes to its file, that a copy that would not be smaller and Vite's dot folder
 * are left out, and that the plugin runs only in a build.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import {
  isPrecompressed,
  MIN_BYTES,
  precompressAssets,
  precompressDir,
} from "../../src/build/precompress-assets";

describe("isPrecompressed", () => {
  it.each([
    ["assets/index-abc.js", MIN_BYTES, true],
    ["assets/index-abc.js", MIN_BYTES - 1, false],
    ["assets/index-abc.mjs", 5000, true],
    ["assets/index-abc.css", 5000, true],
    ["index.html", 5000, true],
    ["assets/favicon-abc.svg", 5000, true],
    ["assets/messages.JSON", 5000, true],
    ["manifest.webmanifest", 5000, true],
    ["robots.txt", 5000, true],
    ["assets/worker.wasm", 5000, true],
    ["assets/photo.png", 50_000, false],
    ["assets/font.woff2", 50_000, false],
    ["assets/index-abc.js.br", 50_000, false],
    ["assets/index-abc.js.gz", 50_000, false],
    ["assets/js", 50_000, false],
  ])("%s of %i bytes: %s", (name, bytes, expected) => {
    expect(isPrecompressed(name, bytes)).toBe(expected);
  });
});

describe("precompressDir", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a .br and a .gz that decode to each compressible file, and nothing else", async () => {
    dir = mkdtempSync(join(tmpdir(), "mandor-precompress-"));
    mkdirSync(join(dir, "assets"));
    mkdirSync(join(dir, ".vite"));
    const script = "export const greeting = 'selamat pagi';\n".repeat(100);
    const page = `<!doctype html><title>Mandor</title>${"<p>baris</p>".repeat(200)}`;
    // Random bytes: no format makes them smaller.
    const noise = randomBytes(4096);
    writeFileSync(join(dir, "index.html"), page);
    writeFileSync(join(dir, "assets/index-abc.js"), script);
    writeFileSync(join(dir, "assets/tiny-abc.js"), "export {};\n");
    writeFileSync(join(dir, "assets/photo.png"), script);
    writeFileSync(join(dir, "assets/noise.json"), noise);
    writeFileSync(join(dir, ".vite/manifest.json"), script);

    const written = await precompressDir(dir);

    expect(written.map((path) => relative(dir, path))).toEqual([
      "assets/index-abc.js.br",
      "assets/index-abc.js.gz",
      "index.html.br",
      "index.html.gz",
    ]);
    for (const [file, text] of [
      ["index.html", page],
      ["assets/index-abc.js", script],
    ] as const) {
      const path = join(dir, file);
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(text);
      expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(text);
      expect(readFileSync(`${path}.br`).length).toBeLessThan(text.length / 10);
    }
  });
});

describe("precompressAssets", () => {
  it("is a build plugin only: the dev server and the tests compress nothing", () => {
    expect(precompressAssets()).toMatchObject({ apply: "build" });
  });
});
