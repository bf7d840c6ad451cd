/**
 * The choices of a dashboard's select filters, cut to the caller's row scope with the generic
 * row scoper's rule: the projects they may see, the departments they administer or whose
 * projects they may see, and the territories of either. Manpower types are master data.
 */
import { type RawBuilder, sql } from "kysely";
import type { FilterKey, IdFilterKey } from "../../schema/dashboards/dashboard-types";
import type { RowScope, RowScoper } from "../crud/row-scope";
import type { Db } from "../db/connect";

/** A choice: the row's id as text and its name. */
export interface FilterOption {
  code: string;
  label: string;
}

const code = (alias: string) => sql<string>`${sql.ref(`${alias}.id`)}::text`.as("code");

const orTrue = (condition: RawBuilder<boolean> | undefined) => condition ?? sql<boolean>`true`;

function optionsQuery(db: Db, key: IdFilterKey, scoper: RowScoper, scope: RowScope | null) {
  const project = (alias: string) => orTrue(scoper.condition("projects", alias, scope));
  // A department is in view when it is administered or holds a project in view.
  const department = (
    alias: string,
  ) => sql<boolean>`(${orTrue(scoper.condition("departments", alias, scope))}
    OR EXISTS (SELECT 1 FROM projects p WHERE p.department_id = ${sql.ref(`${alias}.id`)} AND ${project("p")}))`;
  switch (key) {
    case "project_id":
      return db
        .selectFrom("projects as pr")
        .select([code("pr"), "pr.project_name as label"])
        .where(project("pr"))
        .orderBy("pr.project_name")
        .orderBy("pr.id");
    case "department_id":
      return db
        .selectFrom("departments as d")
        .select([code("d"), "d.department_name as label"])
        .where(department("d"))
        .orderBy("d.department_name")
        .orderBy("d.id");
    case "territory_id":
      return db
        .selectFrom("territories as t")
        .select([code("t"), "t.territory_name as label"])
        .where(
          sql<boolean>`EXISTS (SELECT 1 FROM departments d WHERE d.territory_id = t.id AND ${department("d")})
          OR EXISTS (SELECT 1 FROM projects p WHERE p.territory_id = t.id AND ${project("p")})`,
        )
        .orderBy("t.territory_name")
        .orderBy("t.id");
    case "manpower_type_id":
      return db
        .selectFrom("m_manpower_types as m")
        .select([code("m"), "m.name as label"])
        .where("m.active", "=", 1)
        .orderBy("m.id");
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
    selects.map(async (key) => {
      const options: FilterOption[] = await optionsQuery(db, key, scoper, scope).execute();
      return [key, options] as const;
    }),
  );
  return new Map(answers);
}
