/**
 * A keyed cube (the foremen, tens of thousands of them) grouped by its key, ranked rather
 * than totalled. Over one whole month its table holds one row per key and month with every
 * column the measures read, so the rows are read as they are, in the order of the sort
 * measure's rank index, and the walk stops at the widget's limit: a few index entries. Over
 * any other period each fact is summed by the bare key and the sums are joined on it: no
 * totals, no text keys, no shared CTEs, which a week's hundred-thousand day rows would pay
 * for again and again in the general grouped reading.
 */
import { type RawBuilder, sql } from "kysely";
import type { Cube, Fact } from "../cubes/cube-types";
import { factConditions, fragment, whereClause } from "./fact-conditions";
import { type Plan, periodCondition, tableOf } from "./query-plan";
import { type FigureRow, measureOf, ordering, type QueryScope, type WidgetAsk } from "./widget-ask";

interface Reading {
  from: RawBuilder<unknown>;
  column: (name: string) => string;
  key: RawBuilder<unknown>;
}

function monthReading(cube: Cube, scope: QueryScope, plan: Plan): Reading {
  const keyed = cube.keyed as NonNullable<Cube["keyed"]>;
  const fact: Fact = {
    table: keyed.table,
    columns: {},
    keys: {},
    project: { column: keyed.project },
  };
  const period = sql<boolean>`t.month = ${plan.from}::date`;
  const where = whereClause(factConditions(cube, fact, scope, period));
  return {
    from: sql`${sql.table(keyed.table)} t ${where}`,
    column: (name) => `t.${name}`,
    key: sql.ref(`t.${keyed.dimension}`),
  };
}

/** Undefined unless one fact gives the keys and the others only add figures to them. */
function summedReading(
  cube: Cube,
  dimension: string,
  scope: QueryScope,
  plan: Plan,
): Reading | undefined {
  const keyedFacts = cube.facts.filter((fact) => fact.keys[dimension] !== undefined);
  const drivers = keyedFacts.filter((fact) => !fact.optional);
  if (drivers.length !== 1) return undefined;
  const facts = [...drivers, ...keyedFacts.filter((fact) => fact.optional)];
  const owner = new Map<string, string>();
  const sums = facts.map((fact, index) => {
    for (const name of Object.keys(fact.columns)) owner.set(name, `f${index}`);
    const columns = Object.entries(fact.columns).map(
      ([name, value]) => sql`${fragment(value, scope)} AS ${sql.ref(name)}`,
    );
    const where = whereClause(factConditions(cube, fact, scope, periodCondition(fact, plan)));
    const sum = sql`(SELECT ${sql.raw(fact.keys[dimension] as string)} AS k, ${sql.join(columns)}
      FROM ${sql.table(tableOf(fact, plan))} t ${where} GROUP BY 1) ${sql.raw(`f${index}`)}`;
    return index === 0 ? sum : sql`LEFT JOIN ${sum} USING (k)`;
  });
  return {
    from: sql.join(sums, sql` `),
    column: (name) => `coalesce(${owner.get(name)}.${name}, 0)`,
    key: sql.ref("k"),
  };
}

export function keyedQuery(ask: WidgetAsk, scope: QueryScope, plan: Plan) {
  const { cube, groupBy } = ask;
  if (!cube.keyed || groupBy !== cube.keyed.dimension) return undefined;
  const oneMonth = plan.grain === "month" && plan.from === plan.to;
  const reading = oneMonth
    ? monthReading(cube, scope, plan)
    : summedReading(cube, groupBy, scope, plan);
  if (!reading) return undefined;
  const ctx = { workdays: sql<number>`${scope.workdays}::int` };
  const sortMeasure = ask.sort && measureOf(cube, ask.sort.by);
  const sortOver = (column: (name: string) => string) =>
    sortMeasure &&
    (sortMeasure.rank ? sql.raw(sortMeasure.rank(column)) : sortMeasure.value(column, ctx));
  const ranked = sortMeasure?.rank !== undefined;
  // The kept rows are picked on the facts' sums; the measures (rounded numerics) are worked
  // out for those rows only, not for every key.
  const names = [...new Set(cube.facts.flatMap((fact) => Object.keys(fact.columns)))];
  const sums = names.map((name) => sql`${sql.raw(reading.column(name))} AS ${sql.ref(name)}`);
  const kept = sql`SELECT ${reading.key} AS k, ${sql.join(sums)} FROM ${reading.from}
    ORDER BY ${ordering(ask, sortOver(reading.column), reading.key, ranked)}
    ${ask.limit ? sql`LIMIT ${ask.limit}` : sql``}`;
  const column = (name: string) => `r.${name}`;
  const measures = ask.items.map(
    (item, index) => sql`${measureOf(cube, item).value(column, ctx)} AS ${sql.raw(`m${index}`)}`,
  );
  return sql<FigureRow>`SELECT 0 AS g, r.k, r.k::text AS key, ${sql.join(measures)}
    FROM (${kept}) r ORDER BY ${ordering(ask, sortOver(column), sql.ref("r.k"), ranked)}`;
}
