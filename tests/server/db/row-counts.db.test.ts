/**
 * The maintained row counts (migrations 0011 and 0028) stay equal to count(*) through inserts
 * of many rows in one statement, deletes, a rolled-back transaction and TRUNCATE, whichever
 * connections write; and two transactions writing one table at once never wait on each other.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database, Db } from "../../../src/server/db/connect";
import { createTestDatabase, testDatabaseKind } from "../../helpers/database";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function counts(table: string) {
  const { rows } = await sql<{ kept: number; counted: number }>`
    SELECT (SELECT sum(row_count)::int FROM row_counts WHERE table_name = ${table}) AS kept,
           (SELECT count(*)::int FROM ${sql.table(table)}) AS counted`.execute(database.db);
  return rows[0];
}

it("keeps every screen table's count, whatever writes it", async () => {
  const db = database.db;
  expect(await counts("m_skills")).toEqual({ kept: 0, counted: 0 });
  await sql`INSERT INTO m_skills (code, name)
    SELECT 'S' || g, 'Skill ' || g FROM generate_series(1, 250) g`.execute(db);
  expect(await counts("m_skills")).toEqual({ kept: 250, counted: 250 });
  await sql`DELETE FROM m_skills WHERE id % 5 = 0`.execute(db);
  expect(await counts("m_skills")).toEqual({ kept: 200, counted: 200 });
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`INSERT INTO m_skills (code, name) VALUES ('X1', 'Batal')`.execute(trx);
      throw new Error("roll back");
    })
    .catch(() => undefined);
  expect(await counts("m_skills")).toEqual({ kept: 200, counted: 200 });
  await sql`TRUNCATE m_skills CASCADE`.execute(db);
  expect(await counts("m_skills")).toEqual({ kept: 0, counted: 0 });
});

/** Runs `use` with `count` connections of the pool held at once. */
function withConnections<T>(
  count: number,
  use: (held: Db[]) => Promise<T>,
  held: Db[] = [],
): Promise<T> {
  if (held.length === count) return use(held);
  return database.db
    .connection()
    .execute((connection) => withConnections(count, use, [...held, connection]));
}

/** Opens a transaction on `connection`; its counter shard (migration 0028). */
async function begin(connection: Db): Promise<number | undefined> {
  await sql`BEGIN`.execute(connection);
  const { rows } = await sql<{ shard: number }>`SELECT txid_current() % 64 AS shard`.execute(
    connection,
  );
  return rows[0]?.shard;
}

// PGlite has one connection: its writers take turns whatever the counters do.
it.runIf(testDatabaseKind() === "postgres")(
  "lets two transactions insert into one table at once, and counts both",
  async () => {
    const before = (await counts("m_diseases"))?.kept ?? 0;
    await withConnections(2, async ([first, second]) => {
      if (!first || !second) throw new Error("no connection");
      const firstShard = await begin(first);
      await sql`INSERT INTO m_diseases (code, name) VALUES ('D-A', 'Satu')`.execute(first);
      // Other suites on the server take transaction ids too: one 64 ids on shares the shard.
      while ((await begin(second)) === firstShard) await sql`ROLLBACK`.execute(second);
      // With one counter row per table this insert would wait for the first one's commit.
      await sql`SET LOCAL lock_timeout = '3s'`.execute(second);
      await sql`INSERT INTO m_diseases (code, name) VALUES ('D-B', 'Dua')`.execute(second);
      await sql`COMMIT`.execute(second);
      await sql`COMMIT`.execute(first);
    });
    expect(await counts("m_diseases")).toEqual({ kept: before + 2, counted: before + 2 });
    await sql`DELETE FROM m_diseases WHERE code IN ('D-A', 'D-B')`.execute(database.db);
    expect(await counts("m_diseases")).toEqual({ kept: before, counted: before });
  },
);

it("counts no bookkeeping tables", async () => {
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM row_counts
    WHERE table_name IN ('sessions', 'audit_log', 'user_tokens', 'row_counts')`.execute(
    database.db,
  );
  expect(rows).toEqual([]);
});
