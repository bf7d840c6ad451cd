/**
 * A keyed cube (the foremen, tens of thousands of them) grouped by its key, ranked rather
 * than totalled, from its table of one row per key and month. Each row holds every column the
 * measures read and the summed one's running totals up to each day of the month, so any
 * period is read from the rows of the months it touches: a whole month as its rows are, in
 * the order of the sort measure's rank index, the walk stopping at the widget's limit (a few
 * index entries); part of one month as one row per key, the difference of two running
 * totals; several months summed by key. No period sums a week or a month of day rows per view.
 */
import { type RawBuilder, sql } from "kysely";
import { quoted } from "../../db/identifiers";
import type { ColumnRef, Cube, Fact, KeyedTable } from "../cubes/cube-types";
import { factConditions, whereClause } from "./fact-conditions";
import { type MonthSlice, monthSlices } from "./month-slices";
import { type FigureRow, measureOf, ordering, type QueryScope, type WidgetAsk } from "./widget-ask";

interface Reading {
  from: RawBuilder<unknown>;
  column: ColumnRef;
  key: RawBuilder<unknown>;
}

/** The sum's part in one month's row: the column for a whole month, else two running totals' difference. */
function slicedSum({ days }: KeyedTable, slice: MonthSlice): RawBuilder<unknown> {
  if (slice.whole) return quoted.ref(`t.${days.sum}`);
  const upTo = (day: number) => quoted.ref(`t.${days.running[day - 1]}`);
  return slice.first === 1
    ? upTo(slice.last)
    : sql<number>`(${upTo(slice.last)} - ${upTo(slice.first - 1)})`;
}

function monthRowsReading(cube: Cube, keyed: KeyedTable, scope: QueryScope): Reading {
  const slices = monthSlices(scope.period);
  const first = slices[0] as MonthSlice;
  const last = slices.at(-1) as MonthSlice;
  const fact: Fact = {
    table: keyed.table,
    columns: {},
    keys: {},
    project: { column: keyed.project },
  };
  // One month as an equality: the ranking index's leading column.
  const months =
    slices.length === 1
      ? sql<boolean>`t.month = ${first.month}::date`
      : sql<boolean>`t.month BETWEEN ${first.month}::date AND ${last.month}::date`;
  const conditions = factConditions(cube, fact, scope, months);
  if (slices.length === 1) {
    const sum = slicedSum(keyed, first);
    const attended = first.whole ? [] : [sql<boolean>`${sum} > 0`];
    return {
      from: sql`${sql.table(keyed.table)} t ${whereClause([...conditions, ...attended])}`,
      column: (name) => (name === keyed.days.sum ? sum : quoted.ref(`t.${name}`)),
      key: sql.ref(`t.${keyed.dimension}`),
    };
  }
  const sum = sql<number>`sum(CASE t.month ${sql.join(
    slices.map((slice) => sql`WHEN ${slice.month}::date THEN ${slicedSum(keyed, slice)}`),
    sql` `,
  )} END)`;
  const copied = columnNames(cube)
    .filter((name) => name !== keyed.days.sum)
    .map((name) => sql`max(${sql.ref(`t.${name}`)}) AS ${sql.ref(name)}`);
  return {
    from: sql`(SELECT ${sql.ref(`t.${keyed.dimension}`)} AS k, ${sum} AS ${sql.ref(keyed.days.sum)},
      ${sql.join(copied)} FROM ${sql.table(keyed.table)} t ${whereClause(conditions)}
      GROUP BY 1 HAVING ${sum} > 0) f`,
    column: (name) => quoted.ref(`f.${name}`),
    key: sql.ref("f.k"),
  };
}

/** Every column the cube's measures read. */
const columnNames = (cube: Cube) => [
  ...new Set(cube.facts.flatMap((fact) => Object.keys(fact.columns))),
];

export function keyedQuery(ask: WidgetAsk, scope: QueryScope) {
  const { cube, groupBy } = ask;
  if (!cube.keyed || groupBy !== cube.keyed.dimension) return undefined;
  const reading = monthRowsReading(cube, cube.keyed, scope);
  const ctx = { workdays: sql<number>`${scope.workdays}::int` };
  const sortMeasure = ask.sort && measureOf(cube, ask.sort.by);
  const sortOver = (column: ColumnRef) =>
    sortMeasure && (sortMeasure.rank ? sortMeasure.rank(column) : sortMeasure.value(column, ctx));
  const ranked = sortMeasure?.rank !== undefined;
  // The kept rows are picked on the sums; the measures (rounded numerics) are worked out for
  // those rows only, not for every key.
  const sums = columnNames(cube).map((name) => sql`${reading.column(name)} AS ${sql.ref(name)}`);
  const kept = sql`SELECT ${reading.key} AS k, ${sql.join(sums)} FROM ${reading.from}
    ORDER BY ${ordering(ask, sortOver(reading.column), reading.key, ranked)}
    ${ask.limit ? sql`LIMIT ${ask.limit}` : sql``}`;
  const column = (name: string) => quoted.ref(`r.${name}`);
  const measures = ask.items.map(
    (item, index) => sql`${measureOf(cube, item).value(column, ctx)} AS ${quoted.id(`m${index}`)}`,
  );
  return sql<FigureRow>`SELECT 0 AS g, r.k, r.k::text AS key, ${sql.join(measures)}
    FROM (${kept}) r ORDER BY ${ordering(ask, sortOver(column), sql.ref("r.k"), ranked)}`;
}
