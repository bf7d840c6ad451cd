/**
 * Import sessions in the database: the owner's only, forgotten 30 minutes after their last
 * use, a few per user (never one being read or run), rows stored as uploaded and read back a
 * page at a time in file order, one run at a time with its progress published, a finished
 * commit refused again, and a run whose server died forgotten.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createImportStore,
  type ImportSession,
  type ImportStore,
} from "../../../../src/server/crud/import/import-store";
import type { ImportRow } from "../../../../src/server/crud/import/import-table";
import type { Database } from "../../../../src/server/db/connect";
import { createTestDatabase, testDatabaseKind } from "../../../helpers/database";

let database: Database;
let store: ImportStore;
let alice: number;
let bob: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const { rows } = await sql<{ id: number }>`
    INSERT INTO users (fullname, username, email, status) VALUES
      ('Alice', 'alice', 'alice@mandor.test', 'active'), ('Bob', 'bob', 'bob@mandor.test', 'active')
    RETURNING id`.execute(database.db);
  alice = Number(rows[0]?.id);
  bob = Number(rows[1]?.id);
  store = createImportStore({ db: database.db, perUser: 2 });
});

afterAll(async () => {
  await database?.close();
});

const encoded = (rows: ImportRow[]) =>
  rows.map(({ row, cells }) => ({ row, cells: JSON.stringify(cells) }));

async function upload(userId: number, rows: ImportRow[] = [{ row: 1, cells: ["a"] }]) {
  const pending = await store.begin({ userId, screenId: "m-skills" });
  await pending.write(encoded(rows));
  const session = await pending.open({ columns: ["Kode"], rowCount: rows.length });
  if (!session) throw new Error("not opened");
  return session;
}

const exists = async (id: string) =>
  (
    await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM import_sessions WHERE id = ${id}`.execute(database.db)
  ).rows[0]?.n === 1;

describe("createImportStore", () => {
  it("gives a session to its owner only, with its rows in the database", async () => {
    const session = await upload(alice, [
      { row: 1, cells: ["a", "x"] },
      { row: 3, cells: ["b", ""] },
    ]);
    expect(session).toMatchObject({
      userId: alice,
      screenId: "m-skills",
      columns: ["Kode"],
      rowCount: 2,
      stage: "uploaded",
      processed: 0,
    });
    expect(session.id).toMatch(/^[0-9a-f]{32}$/);
    expect(await store.get(session.id, alice)).toEqual(session);
    expect(await store.get(session.id, bob)).toBeUndefined();
    const { rows } = await sql<{ row_number: number; cells: string[] }>`
      SELECT row_number, cells FROM import_session_rows WHERE session_id = ${session.id}
      ORDER BY seq`.execute(database.db);
    expect(rows).toEqual([
      { row_number: 1, cells: ["a", "x"] },
      { row_number: 3, cells: ["b", ""] },
    ]);
  });

  it("keeps a session being read from everyone, and a discarded one leaves nothing", async () => {
    const pending = await store.begin({ userId: alice, screenId: "m-skills" });
    await pending.write(encoded([{ row: 1, cells: ["a"] }]));
    expect(await store.get(pending.id, alice)).toBeUndefined();
    await pending.discard();
    expect(await exists(pending.id)).toBe(false);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM import_session_rows WHERE session_id = ${pending.id}`.execute(
      database.db,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it("forgets a session 30 minutes after its last use", async () => {
    const session = await upload(bob);
    const left = async () =>
      (
        await sql<{ seconds: number }>`
          SELECT extract(epoch FROM expires_at - now())::float8 AS seconds
          FROM import_sessions WHERE id = ${session.id}`.execute(database.db)
      ).rows[0]?.seconds ?? 0;
    await sql`UPDATE import_sessions SET expires_at = now() + interval '1 minute'
      WHERE id = ${session.id}`.execute(database.db);
    expect(await store.get(session.id, bob)).toBeDefined();
    expect(await left()).toBeGreaterThan(29 * 60);
    await sql`UPDATE import_sessions SET expires_at = now() - interval '1 second'
      WHERE id = ${session.id}`.execute(database.db);
    expect(await store.get(session.id, bob)).toBeUndefined();
    await upload(bob);
    expect(await exists(session.id)).toBe(false);
  });

  it("keeps the few most recently used per user, never cutting one short at work", async () => {
    await sql`DELETE FROM import_sessions`.execute(database.db);
    const first = await upload(alice);
    const second = await upload(alice);
    const other = await upload(bob);
    await store.get(first.id, alice);
    const third = await upload(alice);
    expect(await store.get(second.id, alice)).toBeUndefined();
    expect(await store.get(first.id, alice)).toBeDefined();
    expect(await store.get(third.id, alice)).toBeDefined();
    expect(await store.get(other.id, bob)).toBeDefined();
    const reading = await store.begin({ userId: alice, screenId: "m-skills" });
    await store.begin({ userId: alice, screenId: "m-skills" });
    expect(await exists(reading.id)).toBe(true);
  });

  it("runs one at a time, reads the rows in pages, publishes progress, and refuses a done commit", async () => {
    const rows = Array.from({ length: 1234 }, (_, i) => ({ row: i + 1, cells: [`K${i}`] }));
    const session = await upload(bob, rows);
    const seen: number[] = [];
    let during: ImportSession | undefined;
    let concurrent: unknown;
    const outcome = await store.run(session, "committing", async (run) => {
      for await (const page of run.pages(run.db)) {
        expect(page.length).toBeLessThanOrEqual(500);
        for (const { row } of page) {
          seen.push(row);
          run.advance();
        }
      }
      during = await store.get(session.id, bob);
      concurrent = await store.run(session, "validating", async () => ({
        value: "second",
        end: { stage: "validated" },
      }));
      return {
        value: "done",
        end: { stage: "committed", errors: [{ row: 2, errors: { _: ["x"] } }] },
      };
    });
    expect(outcome).toEqual({ value: "done" });
    expect(seen).toEqual(rows.map(({ row }) => row));
    expect(during).toMatchObject({ stage: "committing", processed: 1234 });
    expect(concurrent).toEqual({ refused: "IMPORT_BUSY" });
    expect(await store.get(session.id, bob)).toMatchObject({ stage: "committed", processed: 1234 });
    expect(await store.errors(session.id)).toEqual([{ row: 2, errors: { _: ["x"] } }]);
    const again = await store.run(session, "committing", async () => ({
      value: "again",
      end: { stage: "committed" },
    }));
    expect(again).toEqual({ refused: "IMPORT_DONE" });
  });

  // The embedded database belongs to one process: there is no other instance to tell.
  it.runIf(testDatabaseKind() === "postgres")(
    "writes a run's progress for other instances while it runs, outside its transaction",
    async () => {
      const rows = Array.from({ length: 50 }, (_, i) => ({ row: i + 1, cells: [`K${i}`] }));
      const session = await upload(bob, rows);
      const other = createImportStore({ db: database.db });
      let seen: ImportSession | undefined;
      await store.run(session, "committing", async (run) => {
        await run.db.transaction().execute(async () => {
          for (let done = 0; done < 30; done += 1) run.advance();
          for (let tries = 0; tries < 100; tries += 1) {
            seen = await other.get(session.id, bob);
            if (seen?.processed === 30) break;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        });
        return { value: null, end: { stage: "committed" } };
      });
      expect(seen).toMatchObject({ stage: "committing", processed: 30, rowCount: 50 });
    },
  );

  it("keeps the latest preview's check for the commit, and marks a run that throws failed", async () => {
    const session = await upload(bob);
    await store.run(session, "validating", async () => ({
      value: null,
      end: { stage: "validated", errors: [], checked: { signature: "s", failed: new Set([4]) } },
    }));
    await expect(
      store.run(session, "committing", async (run) => {
        expect(run.checked).toEqual({ signature: "s", failed: new Set([4]) });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await store.get(session.id, bob)).toMatchObject({ stage: "failed" });
  });

  it("forgets a session whose run's server died, as that server's memory would", async () => {
    const session = await upload(bob);
    // What a kill -9 mid-commit leaves: the stage, and no run holding the session's lock.
    await sql`UPDATE import_sessions SET stage = 'committing' WHERE id = ${session.id}`.execute(
      database.db,
    );
    expect(await store.get(session.id, bob)).toBeUndefined();
    expect(await exists(session.id)).toBe(false);
  });
});
