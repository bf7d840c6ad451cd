/**
 * A keyed cube (the foremen) grouped by its key over one whole month: its table holds one row
 * per key and month with every column the measures read, so the rows are read as they are,
 * in the order of the sort measure's rank index, and the walk stops at the widget's limit.
 * Tens of thousands of foremen cost a few index entries. No totals are computed.
 */
import { sql } from "kysely";
import type { Fact } from "../cubes/cube-types";
import { factConditions, whereClause } from "./fact-conditions";
import type { Plan } from "./query-plan";
import { type FigureRow, measureOf, ordering, type QueryScope, type WidgetAsk } from "./widget-ask";

export function keyedQuery(ask: WidgetAsk, scope: QueryScope, plan: Plan) {
  const keyed = ask.cube.keyed;
  const oneMonth = plan.grain === "month" && plan.from === plan.to;
  if (!keyed || ask.groupBy !== keyed.dimension || !oneMonth) return undefined;
  const column = (name: string) => `t.${name}`;
  const ctx = { workdays: sql<number>`${scope.workdays}::int` };
  const measures = ask.items.map(
    (item, index) =>
      sql`${measureOf(ask.cube, item).value(column, ctx)} AS ${sql.raw(`m${index}`)}`,
  );
  const sortMeasure = ask.sort && measureOf(ask.cube, ask.sort.by);
  const sort =
    sortMeasure &&
    (sortMeasure.rank ? sql.raw(sortMeasure.rank(column)) : sortMeasure.value(column, ctx));
  const fact: Fact = {
    table: keyed.table,
    columns: {},
    keys: {},
    project: { column: keyed.project },
  };
  const period = sql<boolean>`t.month = ${plan.from}::date`;
  const where = whereClause(factConditions(ask.cube, fact, scope, period));
  const key = sql.ref(`t.${keyed.dimension}`);
  return sql<FigureRow>`SELECT 0 AS g, ${key} AS k, ${key}::text AS key, ${sql.join(measures)}
    FROM ${sql.table(keyed.table)} t ${where}
    ORDER BY ${ordering(ask, sort, key, sortMeasure?.rank !== undefined)}
    ${ask.limit ? sql`LIMIT ${ask.limit}` : sql``}`;
}
