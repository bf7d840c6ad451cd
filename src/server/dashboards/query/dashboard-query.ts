/**
 * One statement for all the widgets of a dashboard (one round trip): each widget read by its
 * keyed table (keyed-query.ts) or by grouping its facts (grouped-query.ts), its group labels
 * looked up for the rows kept only (a leaderboard of 10 reads 10 names), in columns every
 * widget shares, united and ordered by widget and row. The facts are common table
 * expressions, made once per statement.
 */
import { type RawBuilder, sql } from "kysely";
import { quoted } from "../../db/identifiers";
import type { CteSet } from "./cte-set";
import { createCteSet } from "./cte-set";
import { groupedQuery } from "./grouped-query";
import { keyedQuery } from "./keyed-query";
import { planOf } from "./query-plan";
import type { FigureRow, QueryScope, WidgetAsk } from "./widget-ask";

function widgetRows(ask: WidgetAsk, scope: QueryScope, ctes: CteSet, index: number, width: number) {
  const ranked =
    keyedQuery(ask, scope) ?? groupedQuery(ask, scope, planOf(scope.period, ask.groupBy), ctes);
  const label = ask.groupBy === undefined ? undefined : ask.cube.dimensions[ask.groupBy]?.label;
  const lookup = label && "table" in label ? label : undefined;
  const figures = Array.from({ length: width }, (_, item) =>
    item < ask.items.length
      ? quoted.ref(`r.m${item}`)
      : sql`NULL::float8 AS ${quoted.id(`m${item}`)}`,
  );
  return sql<FigureRow>`SELECT ${index}::int AS w, r.g::int AS g, r.key,
      ${lookup ? sql`lbl.${sql.ref(lookup.column)}::text` : sql`NULL::text`} AS label,
      r.o, ${sql.join(figures)}
    FROM (SELECT r.*, row_number() OVER () AS o FROM (${ranked}) r) r
    ${lookup ? sql`LEFT JOIN ${sql.table(lookup.table)} lbl ON lbl.id = r.k` : sql``}`;
}

export function dashboardQuery(
  asks: readonly WidgetAsk[],
  scope: QueryScope,
): RawBuilder<FigureRow> {
  const ctes = createCteSet();
  const width = Math.max(...asks.map((ask) => ask.items.length));
  const parts = asks.map((ask, index) => sql`(${widgetRows(ask, scope, ctes, index, width)})`);
  return sql<FigureRow>`${ctes.clause()}
    SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) u ORDER BY w, o`;
}
