/**
 * `npm start` builds only when dist/ is missing or older than its sources: the stamp the build
 * leaves must match the files of now, and a failed or overtaken build must leave none that does.
 * Run as `npm` runs it: a process in the project's root.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";

const SCRIPT = resolve("src/build/build-stamp.mjs");
let root: string;

const write = (path: string, text = "") => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const stamp = (command: string) => {
  const run = spawnSync(process.execPath, [SCRIPT, command], { cwd: root, encoding: "utf8" });
  return { status: run.status, stderr: run.stderr };
};
/** What `npm run build` does around Vite's two builds, which `outputs` stands for. */
const build = (during: () => void = () => {}) => {
  expect(stamp("begin").status).toBe(0);
  write("dist/server/main.js", "export {};");
  write("dist/client/index.html", "<!doctype html>");
  during();
  expect(stamp("end").status).toBe(0);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "mandor-stamp-"));
  write("package.json", "{}");
  write("index.html", "<!doctype html>");
  write("src/server/main.ts", "export {};");
  write("src/client/locales/en/messages.po", 'msgid "a"');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("asks for a build while dist/ is missing", () => {
  expect(stamp("fresh")).toEqual({
    status: 1,
    stderr: "Building first: dist/server/main.js is missing.\n",
  });
});

it("skips the build of unchanged sources", () => {
  build();
  expect(stamp("fresh")).toEqual({ status: 0, stderr: "" });
});

it.each([
  ["a source changed", () => write("src/server/main.ts", "export const a = 1;")],
  ["a source added", () => write("src/server/extra.ts")],
  ["a catalog changed", () => write("src/client/locales/en/messages.po", 'msgid "b"')],
  ["the lock changed", () => write("package-lock.json", "{}")],
  ["a build configuration added", () => write("vite.config.ts")],
])("builds again when %s", (_, change) => {
  build();
  change();
  expect(stamp("fresh")).toEqual({
    status: 1,
    stderr: "Building first: the sources changed since the last build.\n",
  });
});

it("builds again when an output is gone", () => {
  build();
  rmSync(join(root, "dist/client"), { recursive: true });
  expect(stamp("fresh").status).toBe(1);
});

it("trusts no build that failed", () => {
  build();
  // A second build begins and fails before its end.
  write("src/server/main.ts", "syntax error");
  expect(stamp("begin").status).toBe(0);
  expect(stamp("fresh").status).toBe(1);
});

it("counts a file saved while the build ran as not built", () => {
  build(() => write("src/server/main.ts", "export const saved = 1;"));
  expect(stamp("fresh").status).toBe(1);
});

it("ignores files the build does not read", () => {
  build();
  write("README.md", "# Mandor");
  write("schemas/screens/m-skills.json", "{}");
  write("data/pglite/PG_VERSION", "17");
  expect(stamp("fresh").status).toBe(0);
});
