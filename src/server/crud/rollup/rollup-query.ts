/**
 * The SQL of a rollup list (overlay `rollup`): per person and project, the totals of the
 * rollup rows of the range — the per-month table for whole months, else the per-day one
 * (rollup-range.ts). One month is one row per person, read in the primary key's order
 * (project, month, kind, subject) without grouping, so a project's month pages by index; a
 * longer range groups the range's rows. Identifiers come from the checked overlay and plan,
 * values are parameters.
 */
import { type CompiledQuery, type RawBuilder, sql } from "kysely";
import type { OverlayRollup } from "../../../schema/overlay/overlay-types";
import type { DayRange, RollupSource } from "../../../schema/rollup/rollup-range";
import { rollupSource } from "../../../schema/rollup/rollup-range";
import type { Db } from "../../db/connect";

export interface RollupRequest {
  rollup: OverlayRollup;
  /** The per-month table (the overlay's model). */
  months: string;
  range: DayRange;
  /** Project ids to keep; empty: all. */
  projects: unknown[];
  /** Subject column → values to keep. */
  subjectFilters: Array<{ column: string; values: unknown[] }>;
  search?: string;
  /** The user's row scope on the rollup table (aliased `r`), if any. */
  scope?: (table: string) => RawBuilder<boolean> | undefined;
  sortBy: string;
  sort: "ASC" | "DESC";
}

/** Totals of one row from the per-month table, summed, or from the per-day table, counted. */
const TOTALS: Record<RollupSource["grain"], Record<string, RawBuilder<unknown>>> = {
  month: {
    days_present: sql`sum(r.days_present)`,
    days_late: sql`sum(r.days_late)`,
    outside_radius: sql`sum(r.outside_radius)`,
    minutes: sql`sum(r.worked_minutes)`,
  },
  day: {
    days_present: sql`count(*)`,
    days_late: sql`count(*) FILTER (WHERE r.late)`,
    outside_radius: sql`sum(r.outside_radius)`,
    minutes: sql`sum(r.worked_minutes)`,
  },
};

/** The same totals of a single per-month row. */
const ONE_MONTH: Record<string, RawBuilder<unknown>> = {
  days_present: sql`r.days_present`,
  days_late: sql`r.days_late`,
  outside_radius: sql`r.outside_radius`,
  minutes: sql`r.worked_minutes`,
};

/** The rows of the range, one per person and project, with their totals (aliased `t`). */
function totals(request: RollupRequest): { from: RawBuilder<unknown>; ordered: boolean } {
  const source = rollupSource(request.range);
  const table = source.grain === "month" ? request.months : request.rollup.days;
  const column = source.grain;
  const single = source.grain === "month" && source.from === source.to;
  const conditions: RawBuilder<boolean>[] = [
    sql<boolean>`r.subject_kind = ${request.rollup.subject_kind}`,
    single
      ? sql<boolean>`r.${sql.ref(column)} = ${source.from}::date`
      : sql<boolean>`r.${sql.ref(column)} BETWEEN ${source.from}::date AND ${source.to}::date`,
  ];
  if (request.projects.length > 0) {
    conditions.push(sql<boolean>`r.project_id IN (${sql.join(request.projects)})`);
  }
  const scope = request.scope?.(table);
  if (scope) conditions.push(scope);
  const subject = subjectConditions(request, "s0");
  const join =
    subject.length > 0
      ? sql`JOIN ${sql.table(request.rollup.subject.table)} s0 ON s0.id = r.subject_id`
      : sql``;
  const where = sql.join([...conditions, ...subject], sql` AND `);
  const exprs = single ? ONE_MONTH : TOTALS[source.grain];
  const selected = sql.join(
    Object.entries(exprs).map(([name, expr]) => sql`${expr} AS ${sql.ref(name)}`),
  );
  const from = single
    ? sql`(SELECT r.subject_id, r.project_id, ${selected} FROM ${sql.table(table)} r ${join} WHERE ${where})`
    : sql`(SELECT r.subject_id, r.project_id, ${selected} FROM ${sql.table(table)} r ${join} WHERE ${where} GROUP BY r.project_id, r.subject_id)`;
  return { from, ordered: single };
}

function subjectConditions(request: RollupRequest, alias: string): RawBuilder<boolean>[] {
  const { subject } = request.rollup;
  const conditions = request.subjectFilters.map(
    ({ column, values }) => sql<boolean>`${sql.ref(`${alias}.${column}`)} IN (${sql.join(values)})`,
  );
  if (request.search) {
    const pattern = `%${request.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql<boolean>`${sql.ref(`${alias}.${subject.name}`)} ILIKE ${pattern}`);
  }
  return conditions;
}

/** The listed columns of a row; `project` is the related row the list reads the name from. */
function rowColumns(request: RollupRequest) {
  const { subject } = request.rollup;
  return sql`t.subject_id::text || '-' || t.project_id::text AS id, t.subject_id,
    ${sql.ref(`s.${subject.name}`)} AS subject_name, ${sql.ref(`s.${subject.code}`)} AS subject_code,
    t.project_id, json_build_object('id', p.id, 'project_name', p.project_name) AS project,
    t.days_present::int AS days_present, t.days_late::int AS days_late,
    coalesce(t.outside_radius, 0)::int AS outside_radius,
    round(coalesce(t.minutes, 0) / 60.0, 1)::float8 AS hours`;
}

/** Sort keys a request may name, as SQL over `t`, `s` and `p`. */
function orderOf(request: RollupRequest): RawBuilder<unknown> {
  const { subject } = request.rollup;
  const by: Record<string, RawBuilder<unknown>> = {
    subject_name: sql.ref(`s.${subject.name}`),
    subject_code: sql.ref(`s.${subject.code}`),
    project_id: sql`p.project_name`,
    days_present: sql`t.days_present`,
    days_late: sql`t.days_late`,
    outside_radius: sql`t.outside_radius`,
    hours: sql`t.minutes`,
  };
  const direction = sql.raw(request.sort === "DESC" ? "DESC" : "ASC");
  const key = by[request.sortBy];
  // Until a column is picked, the rollup key's order: one month of one project reads by index.
  return key
    ? sql`${key} ${direction} NULLS LAST, t.project_id, t.subject_id`
    : sql`t.project_id, t.subject_id`;
}

/** The rows in the requested order, `limit` from `offset` (all of them without a limit). */
export function rollupRows(
  db: Db,
  request: RollupRequest,
  page?: { limit: number; offset: number },
): CompiledQuery {
  const { from } = totals(request);
  const subject = sql.table(request.rollup.subject.table);
  const paging = page ? sql`LIMIT ${sql.lit(page.limit)} OFFSET ${page.offset}` : sql``;
  return sql`SELECT ${rowColumns(request)} FROM ${from} t
    JOIN ${subject} s ON s.id = t.subject_id
    LEFT JOIN projects p ON p.id = t.project_id
    ORDER BY ${orderOf(request)} ${paging}`.compile(db);
}

/** How many rows the list has. */
export function rollupCount(db: Db, request: RollupRequest): CompiledQuery {
  const { from } = totals(request);
  return sql`SELECT count(*)::int AS total FROM ${from} t`.compile(db);
}
