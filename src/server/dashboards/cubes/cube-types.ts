/**
 * A cube: what a dashboard widget can ask for, written by developers, never from request
 * data. One or more facts (tables, usually the summaries of migration 0027) are each summed
 * by the widget's grouping and joined on it; measures are SQL over those sums. Identifiers
 * and SQL fragments come from these definitions; values (dates, ids, today) are always
 * parameters of the fragments that need them.
 */
import type { RawBuilder } from "kysely";
import type { FilterKey } from "../../../schema/dashboards/dashboard-types";
import type { LocalText } from "../../../schema/local-text";

/** What a fragment may read of the request: never identifiers, only bound values. */
export interface FragmentContext {
  /** Jakarta business day of the request, "YYYY-MM-DD". */
  today: string;
}

/** SQL written by a developer: constant text, or built with bound values of the request. */
export type Fragment = string | ((ctx: FragmentContext) => RawBuilder<unknown>);

/** How a fact's rows reach projects: the scope and the territory/department/project filters. */
export type ProjectLink =
  | { column: string }
  /** Rows tied to projects through another table (a vendor through its assignments). */
  | { through: { table: string; key: string; column: string } };

export interface Fact {
  /** The table the fact reads as `t`; a time fact names its per-day and per-month tables. */
  table: string | { days: string; months: string };
  /** Each summed column the measures read: name → aggregate over `t`. */
  columns: Record<string, Fragment>;
  /** The dimensions this fact can be grouped by: name → key over `t` (`tp`: its project). */
  keys: Record<string, string>;
  project: ProjectLink;
  /** The column the manpower type filter applies to; none: the fact ignores that filter. */
  manpowerType?: string;
  /** A condition every row must meet. */
  where?: Fragment;
  /** Adds figures to the rows the other facts have, never rows of its own. */
  optional?: boolean;
}

export type TimeGrain = "day" | "week" | "month";

/** How a group key is shown. */
export type DimensionLabel =
  /** The name column of the row the key is the id of; `none` for a key without one. */
  | { table: string; column: string; none?: LocalText }
  /** Fixed values (enum columns), labelled in both languages. */
  | { values: Record<string, LocalText> }
  /** A day, week or month: the key itself ("2026-11-02", the first day of its bucket). */
  | { time: TimeGrain };

export interface Dimension {
  label: DimensionLabel;
  /** Needs `tp`, the fact's project row (territory, department). */
  viaProject?: boolean;
}

/** A fact's summed column, as SQL the measure reads (its names quoted by db/identifiers.ts). */
export type ColumnRef = (name: string) => RawBuilder<unknown>;

export interface MeasureContext {
  /** Working days (Mon–Sat up to today) of the row's period: a bound value or a key's SQL. */
  workdays: RawBuilder<number>;
}

export interface Measure {
  /** The figure, from the facts' sums; rounded as it is shown (percentages one decimal). */
  value: (column: ColumnRef, ctx: MeasureContext) => RawBuilder<number>;
  /**
   * An expression ordered like `value` for a fixed period, which an index on the keyed table
   * can walk (the foremen's leaderboard among tens of thousands). Rows are sorted by it in
   * every plan, so the keyed and the grouped reading rank ties alike.
   */
  rank?: (column: ColumnRef) => RawBuilder<unknown>;
}

/**
 * One row per key and month in one table holding every column the measures read: a widget
 * grouped by `dimension` reads these rows instead of grouping facts (keyed-query.ts), over
 * one whole month as they are, in the order of a measure's `rank` index.
 */
export interface KeyedTable {
  table: string;
  dimension: string;
  project: string;
  /**
   * The table's column `sum` counted from the 1st up to each day of the month (`running[k-1]`
   * up to day k): any period is read from the month rows, as the difference of the running
   * totals at its ends. The table's other columns the measures read hold the same value in
   * every month row of a key (copied along, as the crew's size).
   */
  days: { sum: string; running: readonly string[] };
}

export interface Cube {
  name: string;
  facts: readonly Fact[];
  dimensions: Record<string, Dimension>;
  measures: Record<string, Measure>;
  filters: readonly FilterKey[];
  keyed?: KeyedTable;
}
