/**
 * PGlite is one process's database: a second Mandor on the same DATA_DIR would corrupt it.
 * A lock file holding the owner's pid keeps the second one out with a clear message; a lock
 * left by a process that no longer runs (a crash, a kill -9) is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export const LOCK_FILE = "mandor.lock";

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid of the running process that holds `dataDir`'s lock, if one does. */
export function lockOwner(dataDir: string): number | undefined {
  let owner: number;
  try {
    owner = Number(readFileSync(join(dataDir, LOCK_FILE), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  return Number.isInteger(owner) && running(owner) ? owner : undefined;
}

/** Takes the lock or throws; returns the function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = lockOwner(dataDir);
      if (owner !== undefined && owner !== process.pid) {
        throw new Error(
          `${dataDir} is in use by another Mandor process (pid ${owner}). Stop it first, or ` +
            "give this one its own DATA_DIR.",
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
