/**
 * What the compiler needs of one widget and of the request, the sort order shared by both
 * readings of a widget (grouped and keyed), and the row shape a dashboard statement returns.
 */
import { type RawBuilder, sql } from "kysely";
import type { DayRange } from "../../../schema/rollup/rollup-range";
import type { Cube, Measure } from "../cubes/cube-types";
import type { RequestScope } from "./fact-conditions";

export interface WidgetAsk {
  cube: Cube;
  groupBy?: string;
  items: readonly string[];
  sort?: { by: string; dir?: "asc" | "desc" };
  limit?: number;
}

export interface QueryScope extends RequestScope {
  period: DayRange;
  /** Working days of the whole period (Mon–Sat up to today). */
  workdays: number;
}

/**
 * One row of a dashboard's statement: its widget (w), g = 1 for the totals, the group key as
 * text, the looked-up label, the row's place (o) and the items' figures m0, m1…
 */
export interface FigureRow {
  w: number;
  g: number;
  key: string | null;
  label: string | null;
  o: number;
  [measure: `m${number}`]: number | null;
}

export function measureOf(cube: Cube, item: string): Measure {
  const measure = cube.measures[item];
  if (!measure) throw new Error(`cube ${cube.name} has no measure ${item}`);
  return measure;
}

/**
 * ORDER BY of a widget's rows: its sort item, ties by key (reversed for ascending sorts), or
 * the key. A measure's rank is never null and goes without NULLS LAST, so its index serves.
 */
export function ordering(
  ask: WidgetAsk,
  sort: RawBuilder<unknown> | undefined,
  key: RawBuilder<unknown>,
  ranked: boolean,
): RawBuilder<unknown> {
  if (!ask.sort || !sort) return sql`${key} ASC NULLS LAST`;
  const dir = ask.sort.dir === "asc" ? "asc" : "desc";
  const nulls = ranked ? sql`` : sql` NULLS LAST`;
  return sql`${sort} ${sql.raw(dir)}${nulls}, ${key} ${sql.raw(dir === "asc" ? "DESC" : "ASC")}`;
}
