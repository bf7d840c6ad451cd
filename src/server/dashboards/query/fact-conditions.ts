/**
 * The conditions a fact's rows must meet for one request: the caller's row scope and the
 * territory/department/project filters (both on the projects the rows belong to, through
 * the generic row scoper's rule for projects), the manpower type, the period, and the fact's
 * own condition. Values are bound parameters; names come from the cube definitions.
 */
import { type RawBuilder, sql } from "kysely";
import type { IdFilterKey } from "../../../schema/dashboards/dashboard-types";
import type { Cube, Fact, Fragment, FragmentContext, ProjectLink } from "../cubes/cube-types";

export interface RequestScope extends FragmentContext {
  ids: Partial<Record<IdFilterKey, number>>;
  /** The row scope on `projects` aliased `alias`; undefined for a super-admin. */
  projectScope(alias: string): RawBuilder<boolean> | undefined;
}

/** A cube's SQL text, written by a developer beside the names it reads; never request text. */
export function fragment(value: Fragment, ctx: FragmentContext): RawBuilder<unknown> {
  return typeof value === "string" ? sql.raw(value) : value(ctx);
}

const PROJECT_FILTERS = [
  ["territory_id", "territory_id"],
  ["department_id", "department_id"],
  ["project_id", "id"],
] as const;

/** `column IN (the projects in view)`, or nothing when every project is in view. */
export function projectCondition(
  cube: Cube,
  scope: RequestScope,
  column: RawBuilder<unknown>,
): RawBuilder<boolean> | undefined {
  const asked = PROJECT_FILTERS.filter(
    ([key]) => cube.filters.includes(key) && scope.ids[key] !== undefined,
  );
  const scoped = scope.projectScope("sp");
  if (!scoped && asked.length === 1 && asked[0]?.[0] === "project_id") {
    return sql<boolean>`${column} = ${scope.ids.project_id}`;
  }
  const parts = [
    ...(scoped ? [scoped] : []),
    ...asked.map(
      ([key, projectColumn]) => sql<boolean>`${sql.ref(`sp.${projectColumn}`)} = ${scope.ids[key]}`,
    ),
  ];
  if (parts.length === 0) return undefined;
  return sql<boolean>`${column} IN (SELECT sp.id FROM projects sp WHERE ${sql.join(parts, sql` AND `)})`;
}

function linkedCondition(cube: Cube, scope: RequestScope, link: ProjectLink) {
  if ("column" in link) return projectCondition(cube, scope, sql.ref(`t.${link.column}`));
  const { table, key, column } = link.through;
  const inView = projectCondition(cube, scope, sql.ref("x.project_id"));
  return (
    inView &&
    sql<boolean>`${sql.ref(`t.${key}`)} IN (
      SELECT ${sql.ref(`x.${column}`)} FROM ${sql.table(table)} x WHERE ${inView})`
  );
}

/** Every condition of `fact` for this request; `period` is the fact's time condition, if any. */
export function factConditions(
  cube: Cube,
  fact: Fact,
  scope: RequestScope,
  period: RawBuilder<boolean> | undefined,
): RawBuilder<boolean>[] {
  const type = scope.ids.manpower_type_id;
  return [
    linkedCondition(cube, scope, fact.project),
    cube.filters.includes("manpower_type_id") && fact.manpowerType && type !== undefined
      ? sql<boolean>`${sql.ref(`t.${fact.manpowerType}`)} = ${type}`
      : undefined,
    period,
    fact.where === undefined ? undefined : (fragment(fact.where, scope) as RawBuilder<boolean>),
  ].filter((part): part is RawBuilder<boolean> => part !== undefined);
}

export function whereClause(conditions: RawBuilder<boolean>[]): RawBuilder<unknown> {
  return conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}
