/**
 * Where `npm run backup` refuses before it reads anything: a folder held by a process that
 * offers no backup endpoint (one still starting, or an endpoint file of another process left
 * behind), and a folder with no database in it.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { dumpDataDir } from "../../../src/server/backup/dump-data-dir";
import { ENDPOINT_FILE } from "../../../src/server/backup/endpoint-file";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "mandor-backup-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const held = () => writeFileSync(join(dir, "mandor.lock"), String(process.ppid));
const endpointOf = (pid: number) =>
  writeFileSync(join(dir, ENDPOINT_FILE), JSON.stringify({ pid, port: 9, token: "t" }));

it.each([
  { folder: "held, without an endpoint file", make: held },
  {
    folder: "held, with the endpoint file of another process",
    make: () => {
      held();
      endpointOf(process.pid);
    },
  },
])("refuses a folder $folder", async ({ make }) => {
  make();
  await expect(dumpDataDir(dir)).rejects.toThrow(/held by process \d+, which offers no backup/);
});

it("refuses a folder that holds no database, whatever endpoint file it has", async () => {
  endpointOf(process.ppid);
  await expect(dumpDataDir(dir)).rejects.toThrow("holds no embedded database");
});
