/**
 * Row scoping (issue #5): a user who is not super-admin sees and changes only rows of the
 * departments and projects they belong to or administer, wherever a table carries
 * `department_id` or `project_id` itself or through the rows it references (an employee's
 * skill → the employee → its project → that project's department). Tables with no such path
 * (master data, territories) are not scoped. The path is worked out once per table from the
 * catalog; each request only fills in its user's ids.
 */
import { type RawBuilder, sql } from "kysely";
import { COMPANY_REACH, hasPermission, type PermissionHolder } from "../../schema/permissions";
import { quoted } from "../db/identifiers";
import type { ModelCatalog } from "../models/model-catalog";

export interface RowScope {
  departmentIds: readonly number[];
  projectIds: readonly number[];
}

/** How a table reaches departments and projects. */
type ScopePath =
  | { kind: "department"; column: string }
  | { kind: "project"; column: string }
  | { kind: "through"; column: string; table: string; key: string; paths: ScopePath[] };

const MAX_DEPTH = 2;

/** The user's scope, or null for a reach over the whole company (the super-admin's too). */
export function scopeOf(
  user: PermissionHolder & { departmentIds: readonly number[]; projectIds: readonly number[] },
): RowScope | null {
  return hasPermission(user, COMPANY_REACH)
    ? null
    : { departmentIds: user.departmentIds, projectIds: user.projectIds };
}

export function createRowScoper(catalog: ModelCatalog) {
  const paths = new Map<string, ScopePath[]>();

  function pathsOf(table: string, depth = 0): ScopePath[] {
    const known = depth === 0 ? paths.get(table) : undefined;
    if (known) return known;
    const model = catalog.get(table);
    if (!model) return [];
    if (table === "departments") return [{ kind: "department", column: "id" }];
    if (table === "projects") {
      return [
        { kind: "project", column: "id" },
        { kind: "department", column: "department_id" },
      ];
    }
    const found: ScopePath[] = [];
    for (const [column, relation] of Object.entries(model.fieldRelation)) {
      if (relation.model === "departments") found.push({ kind: "department", column });
      else if (relation.model === "projects") found.push({ kind: "project", column });
    }
    if (found.length === 0 && depth < MAX_DEPTH) {
      for (const [column, relation] of Object.entries(model.fieldRelation)) {
        if (relation.model === table || relation.model === "users") continue;
        const inner = pathsOf(relation.model, depth + 1);
        if (inner.length > 0) {
          found.push({
            kind: "through",
            column,
            table: relation.model,
            key: relation.column,
            paths: inner,
          });
        }
      }
    }
    if (depth === 0) paths.set(table, found);
    return found;
  }

  /**
   * The condition a row of `table` (aliased `alias`) must meet for `scope`; undefined when
   * nothing limits it (super-admin, or a table no path reaches).
   */
  function condition(
    table: string,
    alias: string,
    scope: RowScope | null,
  ): RawBuilder<boolean> | undefined {
    if (!scope) return undefined;
    const found = pathsOf(table);
    return found.length === 0 ? undefined : anyOf(found, alias, scope, 0);
  }

  /**
   * The departments and projects a row of `table` (aliased `alias`) belongs to, as two bigint[]
   * expressions (a project's department among the departments): what `condition` tests, kept
   * for when the row is gone. Undefined for a table no path reaches.
   */
  function units(table: string, alias: string): RowUnits | undefined {
    const found = pathsOf(table);
    return found.length === 0 ? undefined : unitsAlong(found, alias, 0);
  }

  return { condition, units };
}

export interface RowUnits {
  departments: RawBuilder<unknown>;
  projects: RawBuilder<unknown>;
}

function unitsAlong(found: ScopePath[], alias: string, depth: number): RowUnits {
  const departments: RawBuilder<unknown>[] = [];
  const projects: RawBuilder<unknown>[] = [];
  for (const path of found) {
    const column = sql.ref(`${alias}.${path.column}`);
    if (path.kind === "department") departments.push(sql`ARRAY[${column}]::bigint[]`);
    else if (path.kind === "project") {
      projects.push(sql`ARRAY[${column}]::bigint[]`);
      departments.push(
        sql`ARRAY(SELECT p.department_id FROM projects AS p WHERE p.id = ${column})::bigint[]`,
      );
    } else {
      const inner = `u${depth}`;
      const nested = unitsAlong(path.paths, inner, depth + 1);
      const from = sql`FROM ${sql.table(path.table)} AS ${quoted.id(inner)}
        WHERE ${sql.ref(`${inner}.${path.key}`)} = ${column}`;
      departments.push(sql`coalesce((SELECT ${nested.departments} ${from}), '{}')::bigint[]`);
      projects.push(sql`coalesce((SELECT ${nested.projects} ${from}), '{}')::bigint[]`);
    }
  }
  const joined = (parts: RawBuilder<unknown>[]) =>
    parts.length > 0 ? sql`array_remove(${sql.join(parts, sql` || `)}, NULL)` : sql`'{}'::bigint[]`;
  return { departments: joined(departments), projects: joined(projects) };
}

export type RowScoper = ReturnType<typeof createRowScoper>;

function anyOf(
  found: ScopePath[],
  alias: string,
  scope: RowScope,
  depth: number,
): RawBuilder<boolean> {
  const parts = found.map((path) => pathCondition(path, alias, scope, depth));
  return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
}

function pathCondition(
  path: ScopePath,
  alias: string,
  scope: RowScope,
  depth: number,
): RawBuilder<boolean> {
  const column = sql.ref(`${alias}.${path.column}`);
  if (path.kind === "department") return sql<boolean>`${column} IN (${ids(scope.departmentIds)})`;
  if (path.kind === "project") {
    return sql<boolean>`(${column} IN (${ids(scope.projectIds)}) OR ${column} IN (
      SELECT p.id FROM projects AS p WHERE p.department_id IN (${ids(scope.departmentIds)})))`;
  }
  const inner = `s${depth}`;
  return sql<boolean>`${column} IN (SELECT ${sql.ref(`${inner}.${path.key}`)}
    FROM ${sql.table(path.table)} AS ${quoted.id(inner)}
    WHERE ${anyOf(path.paths, inner, scope, depth + 1)})`;
}

/** An id list for IN (…); no ids at all matches nothing (NULL is never IN anything). */
function ids(values: readonly number[]) {
  return values.length > 0 ? sql.join(values.map((value) => sql`${value}`)) : sql`NULL`;
}
