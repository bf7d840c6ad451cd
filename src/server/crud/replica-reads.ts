/**
 * The reads a read replica takes off the primary (lists with their totals, exports,
 * dashboards, recaps) run through here: on the database the read router picks for the
 * caller, with a context whose count cache answers from what it holds but keeps nothing read
 * on the replica, whose totals may predate writes the cache has already forgotten.
 */
import type { FastifyRequest } from "fastify";
import type { CountCache } from "./count-cache";
import type { CrudContext } from "./crud-context";

export function readsFor<T>(
  ctx: CrudContext,
  request: FastifyRequest,
  read: (reading: CrudContext) => Promise<T>,
): Promise<T> {
  return ctx.reads.run(request.user?.id, (db, source) =>
    read(source === "primary" ? ctx : { ...ctx, db, counts: unkept(ctx.counts) }),
  );
}

function unkept(counts: CountCache): CountCache {
  return {
    remember: (key, compute) => counts.remember(key, compute, false),
    invalidate: () => counts.invalidate(),
  };
}
