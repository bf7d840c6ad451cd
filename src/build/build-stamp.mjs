/**
 * Lets `npm start` skip a build that would change nothing: `npm run build` records a hash of
 * every file the build reads in `dist/build-stamp`, and `fresh` compares it with the files of
 * now. Plain JavaScript, so the check costs one `node` start and no compiler.
 *
 *   node src/build/build-stamp.mjs begin   hash the inputs before the build reads them
 *   node src/build/build-stamp.mjs end     the build succeeded: that hash now stands for dist/
 *   node src/build/build-stamp.mjs fresh   exit 0 when dist/ is built from the files of now
 *
 * The hash is taken before the build, so a file saved while it runs counts as not built; a
 * build that fails leaves no stamp. Paths are relative to the working directory, the
 * project's root under npm.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** What `vite build` and `vite build --ssr` read: the sources, their configuration, the lock. */
const INPUTS = [
  "src",
  "index.html",
  "public",
  "vite.config.ts",
  "lingui.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
/** What `npm start` runs and serves; without either the build is not there, whatever the stamp. */
const OUTPUTS = ["dist/server/main.js", "dist/client/index.html"];
const STAMP = "dist/build-stamp";
const PENDING = `${STAMP}.pending`;

/** Every file under `path`, in a stable order. */
async function files(path) {
  const entries = await readdir(path, { withFileTypes: true }).catch((error) => {
    if (error.code === "ENOTDIR") return undefined;
    throw error;
  });
  if (!entries) return [path];
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  const nested = await Promise.all(entries.map((entry) => files(join(path, entry.name))));
  return nested.flat();
}

/** One hash over the inputs' names and contents. */
async function inputsHash() {
  const hash = createHash("sha256");
  const present = INPUTS.filter((input) => existsSync(input));
  for (const file of (await Promise.all(present.map(files))).flat()) {
    hash
      .update(`${file}\0`)
      .update(await readFile(file))
      .update("\0");
  }
  return hash.digest("hex");
}

/** Why dist/ does not hold the build of the files of now, or undefined when it does. */
async function staleness() {
  const missing = OUTPUTS.find((output) => !existsSync(output));
  if (missing) return `${missing} is missing`;
  const stamp = await readFile(STAMP, "utf8").catch(() => "");
  if (stamp.trim() !== (await inputsHash())) return "the sources changed since the last build";
  return undefined;
}

const commands = {
  async begin() {
    await rm(STAMP, { force: true });
    await mkdir("dist", { recursive: true });
    await writeFile(PENDING, `${await inputsHash()}\n`);
  },
  async end() {
    await rename(PENDING, STAMP);
  },
  async fresh() {
    const reason = await staleness();
    if (reason) {
      console.error(`Building first: ${reason}.`);
      process.exitCode = 1;
    }
  },
};

const command = commands[process.argv[2] ?? ""];
if (!command) {
  console.error("usage: node src/build/build-stamp.mjs begin | end | fresh");
  process.exitCode = 2;
} else {
  await command();
}
