/**
 * `npm run backup` while the server runs, under a steady load of writes, then a restore into
 * a fresh DATA_DIR and a server started on it: the restored database holds every write
 * acknowledged before the backup began, no write half-applied (each record has exactly its
 * audit row), nothing the migrations would still change, and a server answers on it. A
 * restore is refused while a server holds its DATA_DIR, and into a folder that holds data
 * without `force`. The embedded database only: a PostgreSQL server has pg_dump.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { restoreDataDir } from "../../../src/server/backup/restore-data-dir";
import { openDatabase } from "../../../src/server/db/connect";
import { migrateToLatest } from "../../../src/server/db/migrate";
import { createServerProcessDatabase, type ServerDatabase } from "../../helpers/server-database";
import type { ServerProcess } from "../../helpers/server-process";
import { type Api, PROCESS_TEST_MS, signIn, startServer, stopAndRead } from "../crash/crash-server";
import {
  type AuditRow,
  emptyLedger,
  type Ledger,
  ledgerProblems,
  type SkillRow,
} from "../crash/write-ledger";

/** Writes in flight at once, each worker sending its next as soon as one is answered. */
const WORKERS = 8;
/** Writes acknowledged before the backup, and again after it, at the least. */
const AROUND_BACKUP = 50;

const cleanup: (() => unknown)[] = [];
let original: ServerDatabase;
let server: ServerProcess;

beforeAll(async () => {
  original = await createServerProcessDatabase();
  cleanup.push(() => original.remove());
  server = await startServer(original);
  cleanup.push(() => killed(server));
}, PROCESS_TEST_MS);

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** `npm run backup -- <file>` on `dataDir`, as its own process. */
function backup(file: string, dataDir: string) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "src/server/backup/backup-cli.ts", file],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, stdout, stderr })),
  );
}

/** Creates skills over `api` until stopped; each acknowledged one's code goes to `acknowledged`. */
function writeSteadily(api: Api, ledger: Ledger, acknowledged: string[]) {
  let stopped = false;
  let sent = 0;
  const refused: unknown[] = [];
  const worker = async () => {
    while (!stopped) {
      sent += 1;
      const code = `B-${sent}`;
      const name = `Cadangan ${sent}`;
      ledger.creates.set(code, { name });
      const answer = await api.call("POST", "/api/m-skills/create", { code, name });
      if (answer.status !== 200) {
        refused.push(answer);
        return;
      }
      ledger.creates.set(code, { name, id: (answer.body as { data: { id: number } }).data.id });
      acknowledged.push(code);
    }
  };
  const workers = Promise.all(Array.from({ length: WORKERS }, worker));
  return {
    async stop() {
      stopped = true;
      await workers;
      return refused;
    },
  };
}

async function until(condition: () => boolean, what: string) {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > 60_000) throw new Error(`waited a minute for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it("backs up a running server under load, and the restore holds every write acknowledged before it", {
  timeout: PROCESS_TEST_MS,
}, async () => {
  const api = await signIn(server);
  cleanup.push(() => api.close());
  const ledger = emptyLedger();
  const acknowledged: string[] = [];
  const writes = writeSteadily(api, ledger, acknowledged);
  await until(() => acknowledged.length >= AROUND_BACKUP, "writes before the backup");

  const file = `${original.dataDir}.tar.gz`;
  cleanup.push(() => rmSync(file, { force: true }));
  const beforeBackup = new Set(acknowledged);
  const taken = await backup(file, original.dataDir);
  const afterBackup = acknowledged.length;
  expect(taken).toMatchObject({ code: 0, stderr: "" });
  expect(JSON.parse(taken.stdout)).toMatchObject({ from: "running server" });
  // The server kept answering while the backup was taken.
  expect(afterBackup).toBeGreaterThan(beforeBackup.size);

  await expect(restoreDataDir(file, original.dataDir, { force: true })).rejects.toThrow(
    "in use by another Mandor process",
  );
  await until(() => acknowledged.length >= afterBackup + AROUND_BACKUP, "writes after it");
  expect(await writes.stop()).toEqual([]);
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  await expect(restoreDataDir(file, original.dataDir)).rejects.toThrow("add --force");

  const restored = freshDataDir();
  cleanup.push(() => restored.remove());
  expect((await restoreDataDir(file, restored.dataDir)).migrations).toBeGreaterThan(0);
  const again = await startServer(restored);
  cleanup.push(() => killed(again));
  const reader = await signIn(again);
  const list = await reader.call("GET", "/api/m-skills/list");
  reader.close();
  expect(list.status).toBe(200);
  const { records, audits, migrations } = await stopAndRead(again, restored, async ({ db }) => ({
    records: (await sql<SkillRow>`SELECT id::int AS id, code, name FROM m_skills`.execute(db)).rows,
    audits: (
      await sql<AuditRow>`
          SELECT id::int AS id, action, record_id::int AS record_id, before, after
          FROM audit_log WHERE model = 'm_skills'`.execute(db)
    ).rows,
    migrations: await migrateToLatest(db),
  }));
  expect(migrations.applied).toEqual([]);
  // Held to the writes acknowledged before the backup began; the later ones may be in or not.
  const atBackup: Ledger = {
    creates: new Map(
      [...ledger.creates].map(([code, sent]) => [
        code,
        beforeBackup.has(code) ? sent : { name: sent.name },
      ]),
    ),
    updates: new Map(),
  };
  const problems = ledgerProblems(atBackup, records, audits);
  expect({ count: problems.length, first: problems.slice(0, 20) }).toEqual({ count: 0, first: [] });
  // A snapshot, not the final state: what was acknowledged after the backup is not in it.
  expect(records.length).toBeLessThan(acknowledged.length);
});

/** An empty DATA_DIR, opened in this process once no server holds it. */
function freshDataDir(): ServerDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), "mandor-restored-"));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    dataDir,
    open: () => openDatabase({ dataDir }),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Kills a server a failed assertion left running. */
async function killed(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
}
