/**
 * The choices of a dashboard's select filters, cut to the caller's row scope with the generic
 * row scoper's rule: the projects they may see, the departments they administer or whose
 * projects they may see, and the territories of either. Manpower types are master data.
 */
import { type RawBuilder, sql } from "kysely";
import type { FilterKey, IdFilterKey } from "../../schema/dashboards/dashboard-types";
import type { RowScope, RowScoper } from "../crud/row-scope";
import type { Db } from "../db/connect";

export interface FilterOption {
  code: string;
  label: string;
}

const orTrue = (condition: RawBuilder<boolean> | undefined) => condition ?? sql<boolean>`true`;

function optionsQuery(key: IdFilterKey, scoper: RowScoper, scope: RowScope | null) {
  const project = (alias: string) => orTrue(scoper.condition("projects", alias, scope));
  // A department is in view when it is administered or holds a project in view.
  const department = (
    alias: string,
  ) => sql<boolean>`(${orTrue(scoper.condition("departments", alias, scope))}
    OR EXISTS (SELECT 1 FROM projects p WHERE p.department_id = ${sql.ref(`${alias}.id`)} AND ${project("p")}))`;
  switch (key) {
    case "project_id":
      return sql<FilterOption>`SELECT id::text AS code, project_name AS label FROM projects pr
        WHERE ${project("pr")} ORDER BY project_name, id`;
    case "department_id":
      return sql<FilterOption>`SELECT id::text AS code, department_name AS label FROM departments d
        WHERE ${department("d")} ORDER BY department_name, id`;
    case "territory_id":
      return sql<FilterOption>`SELECT id::text AS code, territory_name AS label FROM territories t
        WHERE EXISTS (SELECT 1 FROM departments d WHERE d.territory_id = t.id AND ${department("d")})
          OR EXISTS (SELECT 1 FROM projects p WHERE p.territory_id = t.id AND ${project("p")})
        ORDER BY territory_name, id`;
    case "manpower_type_id":
      return sql<FilterOption>`SELECT id::text AS code, name AS label FROM m_manpower_types
        WHERE active = 1 ORDER BY id`;
  }
}

/** The options of every select filter in `keys` (the period has none). */
export async function filterOptions(
  db: Db,
  keys: readonly FilterKey[],
  scoper: RowScoper,
  scope: RowScope | null,
): Promise<Map<FilterKey, FilterOption[]>> {
  const selects = keys.filter((key): key is IdFilterKey => key !== "period");
  const answers = await Promise.all(
    selects.map(
      async (key) => [key, (await optionsQuery(key, scoper, scope).execute(db)).rows] as const,
    ),
  );
  return new Map(answers);
}
