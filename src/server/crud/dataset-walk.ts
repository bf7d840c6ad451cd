/**
 * A dataset search whose matches are dense, answered without its trigram index: the newest
 * entries of the search's covering (created_at, id) index are walked, testing each entry's
 * text without reading the table, until a page of matches is met or the budget is spent. A
 * first name, 1 % of a million employees, fills a page within a thousand entries (under a
 * millisecond), where the trigram index spends 15–30 ms intersecting its common trigrams. The
 * total is then estimated from the density the walk met: matches met ÷ entries walked × the
 * table's rows.
 */
import { type RawBuilder, sql } from "kysely";
import { quoted } from "../db/identifiers";
import { PLANNED_EACH_TIME } from "../db/prepared-statements";
import { ROW, type Row } from "../db/row";
import type { CrudContext } from "./crud-context";
import { whereAll } from "./list-query";

const POSITION = "$position";

export interface DenseWalk {
  table: string;
  conditions: RawBuilder<boolean>[];
  columns: readonly string[];
  /** The newest-first order: created_at, else id (with id after it). */
  sortBy: string;
  limit: number;
  offset: number;
  budget: number;
  /** The table's rows, for the estimate. */
  rows: number;
}

/** The page and the estimated total, or `undefined` when the walk met too few matches. */
export async function denseWalk(
  ctx: Pick<CrudContext, "db">,
  walk: DenseWalk,
): Promise<{ data: Row[]; total: number } | undefined> {
  const order = sql`${sql.ref(`${ROW}.${walk.sortBy}`)} DESC, ${sql.ref(`${ROW}.id`)} DESC`;
  const needed = walk.offset + walk.limit;
  const { rows } = await sql<Row>`${sql.raw(PLANNED_EACH_TIME)}
    SELECT k.position AS ${sql.id(POSITION)},
      ${sql.join(walk.columns.map((column) => sql.ref(`${ROW}.${column}`)))}
    FROM (
      SELECT w.id, w.position FROM (
        SELECT ${sql.ref(`${ROW}.id`)}, ${sql.ref(`${ROW}.${walk.sortBy}`)} AS sort_key,
          row_number() OVER (ORDER BY ${order}) AS position,
          ${whereAll(walk.conditions)} AS hit
        FROM ${sql.table(walk.table)} AS ${quoted.id(ROW)} ORDER BY ${order}
        LIMIT ${sql.lit(walk.budget)}) AS w
      -- In the walk's own order, which the planner sees it already has: no sort, an early stop.
      WHERE w.hit ORDER BY w.sort_key DESC, w.id DESC LIMIT ${needed}) AS k
    JOIN ${sql.table(walk.table)} AS ${quoted.id(ROW)} ON ${sql.ref(`${ROW}.id`)} = k.id
    ORDER BY k.position`.execute(ctx.db);
  const last = rows.at(-1);
  if (rows.length < needed || !last) return undefined;
  const walked = Number(last[POSITION]);
  const data = rows.slice(walk.offset).map(({ [POSITION]: _, ...row }) => row);
  return { data, total: Math.round((rows.length / walked) * walk.rows) };
}
