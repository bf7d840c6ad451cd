/**
 * The demo loaded at any hour writes nothing dated after that moment: no guest checked in or
 * out, device seen, sign-in, approval, change request, scan or audit entry still to come,
 * whether it is loaded before the day's first check-in, during the day's visits or at night
 * (issue #30: a demo loaded at 14:14 in Jakarta had a guest checking out at 16:25).
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { businessToday } from "../../../src/schema/validation/periods";
import type { Db } from "../../../src/server/db/connect";
import { seedDemo } from "../../../src/server/seed/demo";
import { addDays } from "../../../src/server/seed/random";
import { createTestDatabase } from "../../helpers/database";

/**
 * Jakarta times to load the demo at: before anything of the day (every "today at HH:MM" is
 * then still to come), and in the afternoon, amid the day's visits (some guests in, some out).
 */
const LOAD_TIMES = ["00:30", "14:14"];

/**
 * Two days after the clock's: the stamps the database writes itself (column defaults, the
 * updated_at trigger, the migrated template's rows) then all come before the load time, and
 * a timestamp after it is one the demo made up.
 */
const DAY = addDays(businessToday(), 2);

const SEED_TIMEOUT = 240_000;

/** "table.column: n" for each timestamp column with values after `moment`. */
async function laterThan(db: Db, moment: Date): Promise<string[]> {
  const { rows: tables } = await sql<{ table: string; columns: string[] }>`
    SELECT table_name AS table, array_agg(column_name::text ORDER BY column_name) AS columns
    FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type LIKE 'timestamp%' AND table_name NOT LIKE 'kysely%'
    GROUP BY table_name ORDER BY table_name`.execute(db);
  const found: string[] = [];
  for (const { table, columns } of tables) {
    const counts = columns.map(
      (column) =>
        sql`count(*) FILTER (WHERE ${sql.ref(column)} > ${moment})::int AS ${sql.ref(column)}`,
    );
    const { rows } = await sql<Record<string, number>>`
      SELECT ${sql.join(counts)} FROM ${sql.table(table)}`.execute(db);
    for (const [column, n] of Object.entries(rows[0] ?? {}))
      if (n > 0) found.push(`${table}.${column}: ${n}`);
  }
  return found;
}

describe("the demo loaded at", () => {
  it.each(LOAD_TIMES)(
    "%s in Jakarta dates nothing after its load time",
    async (time) => {
      const now = new Date(`${DAY}T${time}:00+07:00`);
      const database = await createTestDatabase();
      try {
        await seedDemo(database, { now });
        expect(await laterThan(database.db, now)).toEqual([]);
      } finally {
        await database.close();
      }
    },
    SEED_TIMEOUT,
  );
});
