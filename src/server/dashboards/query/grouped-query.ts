/**
 * A widget read by grouping its cube's facts. Each fact is summed by the widget's grouping
 * (GROUPING SETS add the totals row, g = 1) and the facts are joined on the group key, as
 * text so the join hashes; a fact without that key is one figure beside every group (today's
 * head count beside a day's attendance). Day, week and month groupings list every bucket of
 * the period. An optional fact sums only the groups the others have. The facts are CTEs of
 * the dashboard's statement, shared by widgets that need the same sums.
 */
import { type RawBuilder, sql } from "kysely";
import { quoted } from "../../db/identifiers";
import type { Cube, Fact } from "../cubes/cube-types";
import type { CteSet } from "./cte-set";
import { factConditions, fragment, whereClause } from "./fact-conditions";
import {
  bucketWorkdays,
  isTime,
  keyOf,
  type Plan,
  periodCondition,
  tableOf,
  timeKeys,
} from "./query-plan";
import { type FigureRow, measureOf, ordering, type QueryScope, type WidgetAsk } from "./widget-ask";

interface FactSum {
  cube: Cube;
  fact: Fact;
  key: string | undefined;
  plan: Plan;
  groupBy: string | undefined;
  totals: boolean;
  /** Only the groups of this CTE (an optional fact). */
  within?: string;
}

function factSum({ cube, fact, key, plan, groupBy, totals, within }: FactSum, scope: QueryScope) {
  const columns = Object.entries(fact.columns).map(
    ([name, value]) => sql`${fragment(value, scope)} AS ${sql.ref(name)}`,
  );
  const viaProject = groupBy !== undefined && cube.dimensions[groupBy]?.viaProject;
  const join =
    viaProject && "column" in fact.project
      ? sql`LEFT JOIN projects tp ON tp.id = ${sql.ref(`t.${fact.project.column}`)}`
      : sql``;
  const conditions = factConditions(cube, fact, scope, periodCondition(fact, plan));
  const k = key === undefined ? undefined : fragment(key, scope);
  if (k && within) {
    conditions.push(sql<boolean>`${k} IN (SELECT k FROM ${quoted.id(within)} WHERE g = 0)`);
  }
  const from = sql`FROM ${sql.table(tableOf(fact, plan))} t ${join} ${whereClause(conditions)}`;
  if (k === undefined) return sql`SELECT ${sql.join(columns)} ${from}`;
  const g = totals ? sql`grouping(${k})` : sql`0`;
  const groups = totals ? sql`GROUPING SETS ((${k}), ())` : k;
  return sql`SELECT ${g} AS g, ${k} AS k, coalesce((${k})::text, '') AS kt, ${sql.join(columns)}
    ${from} GROUP BY ${groups}`;
}

export function groupedQuery(
  ask: WidgetAsk,
  scope: QueryScope,
  plan: Plan,
  ctes: CteSet,
): RawBuilder<FigureRow> {
  const { cube, groupBy } = ask;
  // A keyed cube (tens of thousands of groups) is ranked, not totalled.
  const totals = !cube.keyed;
  const base = `${cube.name}|${groupBy ?? ""}|${plan.grain}`;
  const keyOfFact = (fact: Fact) => keyOf(fact, groupBy, plan);
  const sumOf = (index: number, within?: string) => {
    const fact = cube.facts[index] as Fact;
    const spec = { cube, fact, key: keyOfFact(fact), plan, groupBy, totals };
    return ctes.name(`${base}|f${index}`, () =>
      factSum(within ? { ...spec, within } : spec, scope),
    );
  };
  const drivers = cube.facts.flatMap((fact, index) =>
    keyOfFact(fact) !== undefined && !fact.optional ? [index] : [],
  );
  const firsts = new Map(
    cube.facts.flatMap((fact, index) =>
      fact.optional && keyOfFact(fact) !== undefined ? [] : [[index, sumOf(index)] as const],
    ),
  );
  const ctx = (keys: string | undefined) => ({
    workdays:
      keys && isTime(groupBy)
        ? bucketWorkdays(groupBy, keys, scope)
        : sql<number>`${scope.workdays}::int`,
  });
  const figures = (alias: (index: number) => string, keys?: string) => {
    const owner = new Map<string, string>();
    cube.facts.forEach((fact, index) => {
      for (const name of Object.keys(fact.columns)) owner.set(name, alias(index));
    });
    const column = (name: string) =>
      sql<number>`coalesce(${quoted.ref(`${owner.get(name)}.${name}`)}, 0)`;
    const measures = ask.items.map(
      (item, index) =>
        sql`${measureOf(cube, item).value(column, ctx(keys))} AS ${quoted.id(`m${index}`)}`,
    );
    const rank = ask.sort && measureOf(cube, ask.sort.by).rank;
    const sort =
      ask.sort && (rank ? rank(column) : quoted.id(`m${ask.items.indexOf(ask.sort.by)}`));
    return { measures, sort, ranked: rank !== undefined };
  };
  if (groupBy === undefined || drivers.length === 0) {
    const { measures } = figures((index) => `f${index}`);
    const from = sql.join(
      cube.facts.map(
        (_, index) => sql`${quoted.id(firsts.get(index) as string)} ${quoted.id(`f${index}`)}`,
      ),
      sql` CROSS JOIN `,
    );
    return sql<FigureRow>`SELECT 1 AS g, NULL::bigint AS k, NULL::text AS key,
      ${sql.join(measures)} FROM ${from}`;
  }
  // The groups: a single fact giving them is read as them; several are united.
  const keys = isTime(groupBy)
    ? ctes.name(`${base}|keys`, () => timeKeys(groupBy, scope.period, totals))
    : drivers.length === 1
      ? (firsts.get(drivers[0] as number) as string)
      : ctes.name(`${base}|keys`, () =>
          sql.join(
            drivers.map(
              (index) => sql`SELECT g, k, kt FROM ${quoted.id(firsts.get(index) as string)}`,
            ),
            sql` UNION `,
          ),
        );
  const names = cube.facts.map((_, index) => firsts.get(index) ?? sumOf(index, keys));
  const { measures, sort, ranked } = figures(
    (index) => (names[index] === keys ? "keys" : `f${index}`),
    "keys",
  );
  const joins = cube.facts.flatMap((fact, index) => {
    if (names[index] === keys) return [];
    const f = quoted.id(`f${index}`);
    const name = sql`${quoted.id(names[index] as string)} ${f}`;
    return keyOfFact(fact) === undefined
      ? [sql`CROSS JOIN ${name}`]
      : [sql`LEFT JOIN ${name} ON ${f}.g = keys.g AND ${f}.kt = keys.kt`];
  });
  const limit = ask.limit ? sql`LIMIT ${ask.limit + (totals ? 1 : 0)}` : sql``;
  return sql<FigureRow>`SELECT keys.g, keys.k, CASE WHEN keys.g = 0 THEN keys.kt END AS key,
      ${sql.join(measures)}
    FROM ${quoted.id(keys)} keys ${sql.join(joins, sql` `)}
    ORDER BY keys.g DESC, ${ordering(ask, sort, sql`keys.k`, ranked)}
    ${limit}`;
}
