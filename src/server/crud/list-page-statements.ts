/**
 * The SQL text of a list page, made once per plan shape and kept: building and compiling it
 * with Kysely took more of the server's time than reading the rows.
 */
import { CompiledQuery, type RawBuilder, sql } from "kysely";
import type { ScreenDb } from "../db/connect";
import { PLANNED_EACH_TIME } from "../db/prepared-statements";
import type { Selected } from "./database-json";
import type { ListPlan, NamedMatches } from "./list-plan";
import {
  type CompiledWhere,
  listSelection,
  maintainedCountOf,
  type SelectionShape,
} from "./list-query";

/** The column of the table's maintained count, when the statement reads it with the page. */
export const TOTAL = "$total";
/** The column of the page's rows as database-written JSON text. */
export const DATA = "$data";

/** What a page statement is made of. */
export interface PageQuery {
  table: string;
  plan: ListPlan;
  conditions: RawBuilder<boolean>[];
  where: CompiledWhere;
  /** The columns as database-written JSON selects them; null: Node writes the rows. */
  json: Selected[] | null;
  /** How the statement reaches the page's rows (list-query.ts `SelectionShape`). */
  reach: SelectionShape["shape"] | "budgeted";
  /** The entries a budgeted walk reads at most (list-walk-budgets.ts). */
  budget?: number;
  /** The same rows as the total counts them: by their names where a search has them. */
  counting: { conditions: RawBuilder<boolean>[]; where: CompiledWhere; named?: NamedMatches };
}

/** SQL text of a page by the shape of its plan; its parameters are the conditions' values. */
const pageStatements = new Map<string, string>();
const PAGE_STATEMENTS = 1000;

/**
 * One page's statement. The text is built once per plan shape (columns, related rows, sort,
 * page size, the conditions' SQL, how the rows are written) and reused with each call's
 * values. The page size is written into the statement and the first page has no offset, so
 * the database can keep one plan for it instead of planning every call.
 */
export function pageStatement(db: ScreenDb, page: PageQuery, withTotal: boolean): CompiledQuery {
  const { table, plan, conditions, where, json, reach } = page;
  const offset = plan.page === 1 ? undefined : (plan.page - 1) * plan.limit;
  const budget = reach === "budgeted" ? page.budget : undefined;
  const parameters = [...where.parameters, ...(offset === undefined ? [] : [offset])];
  const key = JSON.stringify([
    table,
    plan.columns,
    plan.relations,
    plan.sortBy,
    plan.sort,
    plan.limit,
    offset === undefined,
    withTotal,
    json !== null,
    reach,
    budget,
    where.sql,
  ]);
  const known = pageStatements.get(key);
  if (known) return CompiledQuery.raw(known, parameters);
  // The unfiltered first page keeps one prepared plan; a filtered one is planned with its values.
  const opening = conditions.length > 0 ? PLANNED_EACH_TIME : "";
  const keyed = reach === "keyed" || reach === "budgeted";
  const how: SelectionShape = keyed
    ? {
        shape: "keyed",
        limit: plan.limit,
        ...(offset === undefined ? {} : { offset }),
        ...(budget === undefined ? {} : { budget }),
      }
    : { shape: reach };
  const selection = listSelection(db, table, plan, conditions, json ?? undefined, how);
  // A keyed selection carries its page; the others are cut to it here.
  const first = keyed ? selection : selection.limit(sql.lit(plan.limit));
  const paged = offset === undefined || keyed ? first : first.offset(offset);
  const total = maintainedCountOf(table).as(TOTAL);
  // json_agg keeps the order of the sorted, limited subquery it reads.
  const compiled = json
    ? db
        .selectFrom(paged.as("p"))
        .select([
          sql<string>`coalesce(json_agg(p), '[]')::text`.as(DATA),
          ...(withTotal ? [total] : []),
        ])
        .compile()
    : (withTotal ? paged.select(total) : paged).compile();
  const text = opening + compiled.sql;
  if (JSON.stringify(compiled.parameters) === JSON.stringify(parameters)) {
    if (pageStatements.size >= PAGE_STATEMENTS) pageStatements.clear();
    pageStatements.set(key, text);
  }
  return CompiledQuery.raw(text, [...compiled.parameters]);
}
