/**
 * `npm run backup -- <file>`: the embedded database in DATA_DIR (default ./data) as a gzipped
 * tar, consistent even while the server runs (see dump-data-dir.ts). Prints one line of JSON;
 * exits 2 on a usage error or when DATABASE_URL names a PostgreSQL server, 1 when it fails.
 */
import { parseArgs } from "node:util";
import { writeBackup } from "./backup-file";
import { dumpDataDir } from "./dump-data-dir";
import { embeddedDataDir, fileArgument } from "./embedded-only";

const { positionals } = parseArgs({ allowPositionals: true });
const dataDir = embeddedDataDir();
const file = fileArgument(positionals, "npm run backup -- <file.tar.gz>");
const started = performance.now();
try {
  const { tar, size, from } = await dumpDataDir(dataDir);
  await writeBackup(file, tar, size);
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  console.log(JSON.stringify({ file, dataDir, from, tarBytes: size, seconds }));
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
