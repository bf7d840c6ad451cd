/**
 * How the backup CLI finds the server that holds a DATA_DIR: the server writes its loopback
 * backup port and a random token into this file (mode 0600, so only the account that runs
 * Mandor can read it) at every start, and removes it when it stops. A copy left behind by a
 * kill -9, or one that came back with a restored data folder, names a process that no longer
 * holds the folder: the CLI only believes the file whose pid holds the folder's lock.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const ENDPOINT_FILE = "mandor-backup.json";

export interface Endpoint {
  pid: number;
  port: number;
  token: string;
}

export function writeEndpoint(dataDir: string, endpoint: Endpoint): void {
  const path = join(dataDir, ENDPOINT_FILE);
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(endpoint), { mode: 0o600 });
  renameSync(temp, path);
}

/** The endpoint the file names, or undefined when there is none (or it cannot be read). */
export function readEndpoint(dataDir: string): Endpoint | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(dataDir, ENDPOINT_FILE), "utf8")) as Endpoint;
    return Number.isInteger(parsed.pid) && Number.isInteger(parsed.port) && parsed.token
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the file if it still names `token` (a newer start's file is left alone). */
export function removeEndpoint(dataDir: string, token?: string): void {
  if (token !== undefined && readEndpoint(dataDir)?.token !== token) return;
  rmSync(join(dataDir, ENDPOINT_FILE), { force: true });
}
