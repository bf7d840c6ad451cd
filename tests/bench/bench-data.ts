/**
 * The bench size in a PostgreSQL database, ready to measure: migrated, seeded once (a database
 * kept between runs with `npm run bench -- --database NAME` is not seeded again at the same
 * size), vacuumed and analysed, with the `bench` super-admin signed in, and the built server `npm start`
 * runs.
 */
import { sql } from "kysely";
import { openDatabase } from "../../src/server/db/connect";
import { migrateToLatest } from "../../src/server/db/migrate";
import { seedBench } from "../../src/server/seed/bench";
import { ensureSuperAdmin } from "../../src/server/seed/super-admin";
import { signInAs } from "../helpers/auth";
import { buildSearchIndexes } from "../helpers/search-indexes";
import { buildServer } from "./bench-server";
import { variedFacts } from "./varied-requests";

export type BenchData = Awaited<ReturnType<typeof prepareBenchData>>;

export async function prepareBenchData(url: string, employees: number) {
  const database = await openDatabase({ url });
  try {
    await migrateToLatest(database.db);
    const { rows } = await sql<{ employees: number }>`
      SELECT (row_counts->>'employees')::int AS employees FROM seed_runs
      WHERE name LIKE 'bench-%' AND row_counts IS NOT NULL`.execute(database.db);
    if (!rows.some((row) => row.employees === employees)) {
      await seedBench(database, { employees });
    }
    // A measured server builds the employees' search indexes in the background when they are
    // missing or were left half-built by a server stopped during the build (every bench server
    // is stopped after seconds): built here, before any server, none is built beside a load.
    await buildSearchIndexes(database, "employees");
    // A kept database measured again is in the state autovacuum keeps a live one in.
    await sql`VACUUM (ANALYZE)`.execute(database.db);
    await ensureSuperAdmin(database.db, { username: "bench", password: "Bench-admin-2026" });
    const token = await signInAs(database.db, "bench");
    buildServer();
    return { url, employees, token, varied: await variedFacts(database.db) };
  } finally {
    await database.close();
  }
}
