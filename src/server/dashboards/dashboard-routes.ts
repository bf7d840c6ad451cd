/**
 * The dashboards (issue #17), over HTTP:
 *
 * - GET /api/dashboards/:id — the definition for the caller: filters with their choices cut
 *   to the caller's scope, widgets with their defaults.
 * - GET /api/dashboards/:id/data?territory_id=&department_id=&project_id=&manpower_type_id=
 *   &period_from=&period_to=&widget= — every widget's rows and totals (or one widget's), in
 *   the caller's row scope; `work_starts_at` ("08:00") while a period ending today waits for
 *   the working day to begin.
 * - GET /api/dashboard-events — Server-Sent Events: `ready`, then `presences` with the
 *   projects in the caller's scope an intake batch touched (null: refresh everything),
 *   `: ping` every 15 s; for callers who may read a live dashboard. Not under `/dashboards/`,
 *   where the address would also be a dashboard's (`/dashboards/:id`).
 * - GET /api/dashboards — the preview's list: every dashboard file with its problems.
 *
 * Reading a dashboard needs `read-<resource>` of the router line naming it (the dashboard's
 * own id when no line does); the super-admin passes.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  MAX_PERIOD_DAYS,
  type QueryProblem,
  readDashboardQuery,
} from "../../schema/dashboards/dashboard-query";
import { toDefinition } from "../../schema/dashboards/to-definition";
import { pendingWorkStart } from "../../schema/dashboards/work-start";
import { SCHEMA_PREVIEW_PERMISSION } from "../../schema/overlay/preview-permission";
import { hasPermission } from "../../schema/permissions";
import { businessToday } from "../../schema/validation/periods";
import { requirePermission } from "../access/plugin";
import type { CrudContext } from "../crud/crud-context";
import { readsFor } from "../crud/replica-reads";
import { scopeOf } from "../crud/row-scope";
import type { Database } from "../db/connect";
import { sendError } from "../http/error-handler";
import type { ErrorCode } from "../http/errors";
import { CUBE_CATALOG } from "./cubes";
import { dashboardFigures } from "./dashboard-figures";
import { createDashboardStore, type LoadedDashboard } from "./dashboard-store";
import { filterOptions } from "./filter-options";
import { openPresenceStream } from "./presence-stream";

export interface DashboardOptions {
  ctx: CrudContext;
  database: Database;
  schemasDir: string;
  /** "HH:MM" in Jakarta (PRESENCE_WORK_START): until then today's figures wait for it. */
  workStart: string;
}

const idParams = {
  type: "object",
  properties: { id: { type: "string", pattern: "^[a-z0-9][a-z0-9-]*$", maxLength: 100 } },
  required: ["id"],
} as const;

const QUERY_ERRORS = {
  id: "DASHBOARD_FILTER_INVALID",
  widget: "DASHBOARD_WIDGET_NOT_FOUND",
  date: "DASHBOARD_PERIOD_INVALID",
  order: "DASHBOARD_PERIOD_ORDER",
  span: "DASHBOARD_PERIOD_TOO_LONG",
} as const satisfies Record<QueryProblem["problem"], ErrorCode>;

export const dashboardRoutes: FastifyPluginAsync<DashboardOptions> = async (
  app,
  { ctx, database, schemasDir, workStart },
) => {
  const store = createDashboardStore({
    schemasDir,
    router: ctx.overlays.router,
    cubes: CUBE_CATALOG,
    log: app.log,
  });
  const stream = await openPresenceStream(database);
  // Before the server waits for open connections to finish: the streams never would.
  app.addHook("preClose", async () => stream.close());

  const permissionOf = (id: string) => `read-${store.route(id)?.resource ?? id}`;

  /** The dashboard if the caller may read it; otherwise the 404 or 403 is sent. */
  function readable(request: FastifyRequest, reply: FastifyReply): LoadedDashboard | undefined {
    const { id } = request.params as { id: string };
    const loaded = store.get(id);
    if (!loaded) {
      void sendError(reply, request, "DASHBOARD_NOT_FOUND", { id });
      return undefined;
    }
    const permission = permissionOf(id);
    if (!hasPermission(request.user, permission)) {
      void sendError(reply, request, "FORBIDDEN", { permission });
      return undefined;
    }
    return loaded;
  }

  /** The ids of the projects in the caller's row scope; null when none is out of it. */
  async function visibleProjects(request: FastifyRequest): Promise<Set<number> | null> {
    const scope = request.user ? scopeOf(request.user) : null;
    const inScope = ctx.scoper.condition("projects", "p", scope);
    if (!inScope) return null;
    const rows = await ctx.db.selectFrom("projects as p").select("p.id").where(inScope).execute();
    return new Set(rows.map((row) => row.id));
  }

  app.get("/dashboard-events", async (request, reply) => {
    const live = store.ids().filter((id) => store.get(id)?.overlay.live);
    if (!live.some((id) => hasPermission(request.user, permissionOf(id)))) {
      return sendError(reply, request, "FORBIDDEN", {
        permission: live.map(permissionOf).join(", "),
      });
    }
    const visible = await visibleProjects(request);
    reply.hijack();
    stream.open(reply.raw, visible);
    request.log.debug("dashboard event stream opened");
  });

  app.get(
    "/dashboards",
    { preHandler: requirePermission(SCHEMA_PREVIEW_PERMISSION) },
    async () => ({
      data: store.ids().map((id) => {
        const loaded = store.get(id);
        return {
          id,
          title: loaded?.overlay.title ?? null,
          version: loaded?.version ?? null,
          route: store.route(id) ?? null,
          overlay: loaded?.overlay ?? null,
          problems: store.problems(id),
        };
      }),
    }),
  );

  app.get("/dashboards/:id", { schema: { params: idParams } }, async (request, reply) => {
    const loaded = readable(request, reply);
    if (!loaded) return reply;
    const scope = request.user && scopeOf(request.user);
    const options = await readsFor(ctx, request, (reading) =>
      filterOptions(reading.db, loaded.overlay.filters, ctx.scoper, scope),
    );
    return { data: toDefinition(loaded.id, loaded.overlay, loaded.version, options) };
  });

  app.get("/dashboards/:id/data", { schema: { params: idParams } }, async (request, reply) => {
    const loaded = readable(request, reply);
    if (!loaded || !request.user) return reply;
    const now = ctx.clock();
    const reading = readDashboardQuery(
      request.query as Record<string, unknown>,
      loaded.overlay,
      now,
    );
    if (!reading.ok) {
      const { field, problem } = reading;
      return sendError(reply, request, QUERY_ERRORS[problem], { field, max: MAX_PERIOD_DAYS });
    }
    const user = request.user;
    const figures = await readsFor(ctx, request, ({ db }) =>
      dashboardFigures(loaded.overlay, {
        db,
        scoper: ctx.scoper,
        scope: scopeOf(user),
        query: reading.query,
        today: businessToday(now),
      }),
    );
    const waiting = pendingWorkStart(reading.query.period, now, workStart);
    return {
      data: { at: now.toISOString(), ...(waiting ? { work_starts_at: waiting } : {}), ...figures },
    };
  });
};
