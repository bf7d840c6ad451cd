/**
 * A search over a screen's columns, rewritten through the values of its first column
 * (search-values.ts): "contains the term" becomes "the name is one of these N names, or one of
 * the other columns contains the term". The names come from the small values table, the rows
 * from an equality on the name index — no recheck of each matching row — and when no other
 * column matches, the total is the sum of the names' counts, exact without counting rows.
 */
import { sql } from "kysely";
import type { Db } from "../db/connect";
import { PLANNED_EACH_TIME } from "../db/prepared-statements";
import type { CountCache } from "./count-cache";
import type { ListPlan, NamedMatches } from "./list-plan";
import { containsPattern } from "./list-query";
import type { SearchIndexes } from "./search-indexes";
import { searchTarget } from "./search-indexes";

/**
 * The plan with its search's named matches, when the screen's values are kept and the term
 * is held by at most `limit` names; otherwise the plan as it is (the term is tested on every
 * candidate row, as before).
 */
export async function withNamedMatches(
  db: Db,
  indexes: Pick<SearchIndexes, "named">,
  counts: CountCache,
  table: string,
  plan: ListPlan,
  limit: number,
): Promise<ListPlan> {
  const search = plan.search;
  if (!search?.asOne) return plan;
  const values = indexes.named(table, search.columns);
  if (!values) return plan;
  // Remembered as totals are (count-cache.ts): until a write, or the cache's lifetime.
  const key = `named|${table}|${search.columns.join(",")}|${limit}|${search.text}`;
  const named = await counts.remember(
    key,
    async () =>
      (await namedMatchesOf(db, table, values, search.columns, search.text, limit)) ?? null,
  );
  return named ? { ...plan, search: { ...search, named } } : plan;
}

/** The names holding `text` and whether the other columns do; undefined past `limit` names. */
async function namedMatchesOf(
  db: Db,
  table: string,
  values: string,
  columns: readonly string[],
  text: string,
  limit: number,
): Promise<NamedMatches | undefined> {
  const pattern = containsPattern(text);
  // The other columns are checked through their trigram index only: for a short term the
  // planner expects a match within the first entries and reads the table, or an index holding
  // the columns, until one turns up — for a name, all of it (1.7 s for "budi" on a million).
  const { rows } = await db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('enable_seqscan', 'off', true),
      set_config('enable_indexscan', 'off', true),
      set_config('enable_indexonlyscan', 'off', true)`.execute(trx);
    return sql<{
      values: string[] | null;
      rows: string;
      count: number;
      rest: boolean;
    }>`${sql.raw(PLANNED_EACH_TIME)}
    SELECT array_agg(m.value ORDER BY m.value) AS values, coalesce(sum(m.n), 0)::text AS rows,
      count(*)::int AS count,
      EXISTS (SELECT 1 FROM ${sql.table(table)} AS r
        WHERE ${searchTarget(columns.slice(1), "r")} ILIKE ${pattern}) AS rest
    FROM (SELECT value, n FROM ${sql.table(values)}
      WHERE value ILIKE ${pattern} AND n > 0 LIMIT ${limit + 1}) AS m`.execute(trx);
  });
  const found = rows[0];
  if (!found || found.count > limit) return undefined;
  return { values: found.values ?? [], rows: Number(found.rows), rest: found.rest };
}
