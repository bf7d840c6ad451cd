/**
 * kill -9 of the server, as its own process, in the middle of its work, and a restart on the
 * same data (a DATA_DIR on PGlite, a database on PostgreSQL) each time:
 * - during a storm of a thousand concurrent creates and updates, once 30 % are acknowledged
 *   (CRASH_WRITES: the storm's size; CRASH_KILL_AFTER: a storm for each fraction listed,
 *   acknowledged at its kill, such as "0.02,0.3,0.7"; each costs a restart, seconds of CI);
 * - halfway through an import's commit (CRASH_IMPORT_ROWS: the file's size).
 * The server must start again every time — PGlite recovers from its WAL and takes over the
 * dead process's data-dir lock — and once the last restart stops cleanly, the database holds
 * every acknowledged write with the values sent, every record exactly its audit rows and every
 * audit row its record (no write half-applied), and not one row of the import. Each storm runs
 * on the server restarted after the previous kill, so a write lost or half-applied at any kill
 * is still missing or half there at the end.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerProcessDatabase, type ServerDatabase } from "../../helpers/server-database";
import type { ServerProcess } from "../../helpers/server-process";
import { killHard, PROCESS_TEST_MS, signIn, startServer, stopAndRead } from "./crash-server";
import { commitAndKill, IMPORT_PREFIX, progressPath, uploadSkills } from "./import-kill";
import { type AuditRow, emptyLedger, ledgerProblems, type SkillRow } from "./write-ledger";
import { stormAndKill } from "./write-storm";

const WRITES = Number(process.env.CRASH_WRITES ?? 1000);
const KILL_AFTER = (process.env.CRASH_KILL_AFTER ?? "0.3").split(",").map(Number);
const IMPORT_ROWS = Number(process.env.CRASH_IMPORT_ROWS ?? 1000);

let database: ServerDatabase;
/** The server now running: each test's last restart is the next test's server. */
let server: ServerProcess | undefined;
const ledger = emptyLedger();

beforeAll(async () => {
  database = await createServerProcessDatabase();
  server = await startServer(database);
});

afterAll(async () => {
  server?.child.kill("SIGKILL");
  await server?.exited;
  await database?.remove();
});

function running(): ServerProcess {
  if (!server) throw new Error("no server runs: an earlier test failed");
  return server;
}

describe("kill -9 and a restart on the same data", () => {
  it.each(KILL_AFTER.map((fraction, round) => ({ fraction, round })))(
    `restarts after a kill once $fraction of ${WRITES} concurrent writes were acknowledged`,
    { timeout: PROCESS_TEST_MS },
    async ({ fraction, round }) => {
      const killAt = Math.max(1, Math.floor(WRITES * fraction));
      const killed = running();
      server = undefined;
      const outcome = await stormAndKill(killed, () => killHard(killed, database), ledger, {
        round,
        writes: WRITES,
        killAt,
      });
      expect(outcome.unexpected).toEqual([]);
      expect(outcome.acknowledged).toBeGreaterThanOrEqual(killAt);
      // The kill came while writes were still in flight, not after the storm.
      expect(outcome.unanswered).toBeGreaterThan(0);
      server = await startServer(database);
    },
  );

  it(`restarts after a kill halfway through the commit of a ${IMPORT_ROWS}-row import, which is gone`, {
    timeout: PROCESS_TEST_MS,
  }, async () => {
    const killed = running();
    server = undefined;
    const api = await signIn(killed);
    const importId = await uploadSkills(killed, api, IMPORT_ROWS);
    const { atKill, commit } = await commitAndKill(killed, database, api, importId, IMPORT_ROWS);
    api.close();
    expect(atKill.stage).toBe("committing");
    expect(atKill.processed).toBeLessThan(IMPORT_ROWS);
    expect(commit).toBe("unanswered");

    server = await startServer(database);
    const again = await signIn(server);
    const progress = await again.call("GET", progressPath(importId));
    again.close();
    expect(progress).toMatchObject({ status: 404, body: { code: "IMPORT_NOT_FOUND" } });
  });

  it("then holds every acknowledged write, no half-applied one, and nothing of the import", {
    timeout: PROCESS_TEST_MS,
  }, async () => {
    const last = running();
    server = undefined;
    const { records, audits } = await stopAndRead(last, database, async ({ db }) => ({
      records: (await sql<SkillRow>`SELECT id::int AS id, code, name FROM m_skills`.execute(db))
        .rows,
      audits: (
        await sql<AuditRow>`
            SELECT id::int AS id, action, record_id::int AS record_id, before, after
            FROM audit_log WHERE model = 'm_skills'`.execute(db)
      ).rows,
    }));
    expect(records.filter((record) => record.code.startsWith(IMPORT_PREFIX))).toEqual([]);
    expect(audits.filter((audit) => audit.action === "import")).toEqual([]);
    const problems = ledgerProblems(ledger, records, audits);
    expect({ count: problems.length, first: problems.slice(0, 20) }).toEqual({
      count: 0,
      first: [],
    });
  });
});
