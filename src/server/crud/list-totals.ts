/**
 * A filtered list's total (admin-area §7 "List"): counted up to `exactCountLimit` rows and past
 * that the planner's estimate, flagged `estimated`, so counting never dominates a page. Totals
 * and rekaps are remembered in the count cache (count-cache.ts) under keys made here.
 */
import type { RawBuilder } from "kysely";
import type { CrudContext } from "./crud-context";
import { boundedCount, type CompiledWhere, estimatedCount } from "./list-query";

export interface CountedTotal {
  total: number;
  estimated: boolean;
}

/** How many rows meet `conditions` (`where` compiled), counted or estimated, and remembered. */
export async function totalOf(
  ctx: CrudContext,
  table: string,
  conditions: RawBuilder<boolean>[],
  where: CompiledWhere,
): Promise<CountedTotal> {
  return ctx.counts.remember(countCacheKey("total", table, where), async () => {
    const limit = ctx.lists.exactCountLimit;
    const counted = await boundedCount(ctx.db, table, conditions, limit);
    return counted <= limit
      ? { total: counted, estimated: false }
      : {
          total: Math.max(limit + 1, await estimatedCount(ctx.db, table, conditions)),
          estimated: true,
        };
  });
}

/** The count cache's key of `what` over the rows of `table` meeting `where`. */
export function countCacheKey(what: string, table: string, where: CompiledWhere): string {
  return `${what}|${table}|${where.sql}|${JSON.stringify(where.parameters)}`;
}
