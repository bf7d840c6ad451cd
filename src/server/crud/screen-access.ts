/**
 * The screen a call names and whether its caller may use it: the endpoint must belong to a
 * screen, the caller must hold one of the verbs' permissions on its resource (admin-area §6),
 * and the overlay must not hide the action. Row scope (which of its rows they may touch) is
 * `rowScope`.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { type RawBuilder, sql } from "kysely";
import { hasPermission } from "../../schema/permissions";
import type { SessionUser } from "../access/session-user";
import { ROW } from "../db/row";
import { sendError } from "../http/error-handler";
import type { LoadedScreen } from "../schemas/served-screens";
import type { CrudContext } from "./crud-context";
import { scopeOf } from "./row-scope";

export type Verb = "read" | "create" | "update" | "delete";

/** The screen behind `endpoint`, if the caller holds one of `verbs` on it; else answered. */
export function screenFor(
  ctx: CrudContext,
  request: FastifyRequest<{ Params: { endpoint: string } }>,
  reply: FastifyReply,
  verbs: Verb[],
  /** A rollup screen (totals per person) has a list and its export, but no records. */
  wants: "records" | "list" = "records",
): { loaded: LoadedScreen; user: SessionUser } | undefined {
  const loaded = ctx.overlays.byEndpoint(request.params.endpoint);
  const user = request.user;
  if (!loaded || !user || (wants === "records" && loaded.screen.rollup)) {
    void sendError(reply, request, "NOT_FOUND", { path: request.url.split("?")[0] ?? "" });
    return undefined;
  }
  const names = verbs.map((verb) => `${verb}-${loaded.screen.resource}`);
  if (!names.some((name) => hasPermission(user, name))) {
    void sendError(reply, request, "FORBIDDEN", { permission: names[0] ?? "" });
    return undefined;
  }
  // An overlay that hides an action switches it off for everyone, the super-admin and the
  // screens sharing its resource included: the server does not serve it either.
  const offered = verbs.filter(
    (verb) => verb === "read" || !loaded.screen.hiddenActions.includes(verb),
  );
  if (!offered.some((verb) => hasPermission(user, `${verb}-${loaded.screen.resource}`))) {
    void sendError(reply, request, "NOT_FOUND", { path: request.url.split("?")[0] ?? "" });
    return undefined;
  }
  return { loaded, user };
}

/**
 * The condition on the screen's rows (aliased `alias`) for this user, if any: their row scope
 * and the rows the overlay's `where` fixes the screen to.
 */
export function rowScope(
  ctx: CrudContext,
  loaded: LoadedScreen,
  user: SessionUser,
  alias: string = ROW,
): RawBuilder<boolean> | undefined {
  return allOf(
    ctx.scoper.condition(loaded.model.model, alias, scopeOf(user)),
    fixedRows(loaded.screen.where, alias),
  );
}

/** The conditions given, all of them; undefined when none is. */
export function allOf(
  ...parts: (RawBuilder<boolean> | undefined)[]
): RawBuilder<boolean> | undefined {
  const given = parts.filter((part): part is RawBuilder<boolean> => part !== undefined);
  if (given.length <= 1) return given[0];
  return sql<boolean>`(${sql.join(given, sql` AND `)})`;
}

/** `where` as SQL; its columns were checked against the model when the overlay loaded. */
function fixedRows(
  where: LoadedScreen["screen"]["where"],
  alias: string,
): RawBuilder<boolean> | undefined {
  const parts = Object.entries(where ?? {}).map(
    ([column, values]) =>
      sql<boolean>`${sql.ref(`${alias}.${column}`)}::text IN (${sql.join(values.map(String))})`,
  );
  return parts.length > 0 ? sql<boolean>`(${sql.join(parts, sql` AND `)})` : undefined;
}
