/**
 * A rollup screen's list and export rows (overlay `rollup`): the request is checked by the
 * generic list plan against the rollup's row model (rollup-model.ts), then answered from the
 * rollup tables (rollup-query.ts) instead of the model's table. Totals are not cached: they are
 * an index range of the rollup table, and the intake changes them without passing here.
 */
import type { CompiledQuery } from "kysely";
import type { ListAnswer } from "../../../schema/api/crud";
import { ROLLUP_PERIOD, ROLLUP_SUBJECT } from "../../../schema/rollup/rollup-model";
import { rangeOrDefault } from "../../../schema/rollup/rollup-range";
import type { CrudContext } from "../crud-context";
import type { ListPlan } from "../list-plan";
import { type ListRequest, planOf } from "../list-service";
import { scopeOf } from "../row-scope";
import { type RollupRequest, rollupCount, rollupRows } from "./rollup-query";

/** The rollup request a checked list plan asks for. */
export function rollupRequest(ctx: CrudContext, request: ListRequest, plan: ListPlan) {
  const { screen, model } = request.loaded;
  const rollup = screen.rollup;
  if (!rollup) throw new Error(`${screen.id} is not a rollup screen`);
  const asked: { from?: string; to?: string } = {};
  const projects: unknown[] = [];
  const subjectFilters: RollupRequest["subjectFilters"] = [];
  const subjectColumns = new Set(rollup.subject.filters ?? []);
  for (const filter of plan.filters) {
    if (filter.kind === "range" && filter.column === ROLLUP_PERIOD) {
      if (filter.from !== undefined) asked.from = String(filter.from);
      if (filter.to !== undefined) asked.to = String(filter.to);
    } else if (filter.kind === "equals" && filter.column === "project_id") {
      projects.push(...filter.values);
    } else if (filter.kind === "equals" && subjectColumns.has(filter.column)) {
      subjectFilters.push({ column: filter.column, values: filter.values });
    }
  }
  const scope = scopeOf(request.user);
  return {
    rollup,
    months: model.model,
    range: rangeOrDefault(asked, ctx.clock()),
    projects,
    subjectFilters,
    ...(plan.search ? { search: plan.search.text } : {}),
    scope: (table: string) => ctx.scoper.condition(table, "r", scope),
    sortBy: plan.sortBy,
    sort: plan.sort,
  } satisfies RollupRequest;
}

/** One page of the rollup list as JSON text (a `ListAnswer`). */
export async function rollupPage(ctx: CrudContext, request: ListRequest): Promise<string> {
  const plan = planOf(ctx, request);
  const asked = rollupRequest(ctx, request, plan);
  const offset = (plan.page - 1) * plan.limit;
  const [page, count] = await Promise.all([
    ctx.db.executeQuery(rollupRows(ctx.db, asked, { limit: plan.limit, offset })),
    ctx.db.executeQuery(rollupCount(ctx.db, asked)) as Promise<{ rows: { total: number }[] }>,
  ]);
  const total = Number(count.rows[0]?.total ?? 0);
  // Only what the caller's list shows: a column a field permission hides is not sent either.
  const shown = new Set([
    ROLLUP_SUBJECT,
    ...plan.columns,
    ...plan.relations.map((relation) => relation.alias),
  ]);
  const answer: ListAnswer & { range: { from: string; to: string } } = {
    data: page.rows.map((row) =>
      Object.fromEntries(Object.entries(row as object).filter(([key]) => shown.has(key))),
    ),
    total,
    totalPage: Math.ceil(total / plan.limit),
    totalEstimated: false,
    rekap: [],
    range: asked.range,
  };
  return JSON.stringify(answer);
}

/** Every row of the rollup list for an export (no paging). */
export function rollupExportQuery(
  ctx: CrudContext,
  request: ListRequest,
  plan: ListPlan,
): { compile(): CompiledQuery } {
  const compiled = rollupRows(ctx.db, rollupRequest(ctx, request, plan));
  return { compile: () => compiled };
}
