/**
 * `npm run restore -- <file> [--force]`: a backup of `npm run backup` becomes the embedded
 * database in DATA_DIR (default ./data); see restore-data-dir.ts for what it refuses. Prints
 * one line of JSON; exits 2 on a usage error or with DATABASE_URL, 1 on a refusal or failure.
 */
import { parseArgs } from "node:util";
import { embeddedDataDir, fileArgument } from "./embedded-only";
import { restoreDataDir } from "./restore-data-dir";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: "boolean", default: false } },
});
const dataDir = embeddedDataDir();
const file = fileArgument(positionals, "npm run restore -- <file.tar.gz> [--force]");
const started = performance.now();
try {
  const { migrations } = await restoreDataDir(file, dataDir, { force: values.force });
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  console.log(JSON.stringify({ file, dataDir, migrations, seconds }));
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
