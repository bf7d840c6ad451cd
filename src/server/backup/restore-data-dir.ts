/**
 * A backup of `npm run backup` becomes the embedded database in a DATA_DIR, ready for the
 * server to start on. Refused while a process holds the folder, and for a folder that holds
 * anything unless `force` says to replace it; the file is read whole first, so a missing or
 * damaged one changes nothing.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { openDatabase } from "../db/connect";
import { LOCK_FILE, lockDataDir } from "../db/data-dir-lock";
import { readBackup } from "./backup-file";
import { removeEndpoint } from "./endpoint-file";

/** Restores `file` into `dataDir`; resolves with how many migrations the restored database has run. */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ migrations: number }> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const present = readdirSync(dataDir).filter((name) => name !== LOCK_FILE);
    if (present.length > 0 && !force) {
      throw new Error(
        `${dataDir} is not empty: restore into an empty DATA_DIR, or add --force to replace what it holds.`,
      );
    }
    const tar = readBackup(file);
    for (const name of present) rmSync(join(dataDir, name), { recursive: true, force: true });
    const database = await openDatabase({ dataDir, loadDataDir: tar });
    try {
      // The tar brought the lock and the backup endpoint of the process it was taken from.
      writeFileSync(join(dataDir, LOCK_FILE), String(process.pid));
      removeEndpoint(dataDir);
      const { rows } = await sql<{ count: number }>`
        SELECT count(*)::int AS count FROM kysely_migration`.execute(database.db);
      return { migrations: rows[0]?.count ?? 0 };
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}
