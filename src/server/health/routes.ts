/**
 * `GET /api/health`: is the process up, does the database answer, and are the LISTEN feeds
 * (the live dashboards, the session cache) listening. 200 while requests can be served — with
 * `status: "degraded"` and `listen: "down"` while a lost feed reconnects —, 503 with
 * `database: "down"` while the database is out of reach, and 503 with `status: "draining"` while
 * the instance stops (drain-state.ts), so a balancer sends new requests elsewhere.
 * `GET /api/health/live` only says the process answers (a liveness probe). `overlays` is the schemas folder's
 * digest: instances behind one balancer that answer different digests serve different screens.
 */
import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import type { Database } from "../db/connect";
import { RETRY_AFTER_SECONDS } from "../http/error-handler";
import { errorMessage } from "../http/errors";
import { pickLocale } from "../http/locale";
import type { DrainState } from "../shutdown/drain-state";

const version = process.env.npm_package_version ?? "0.1.0";

const part = { type: "string", enum: ["ok", "down"] } as const;

export const healthRoutes: FastifyPluginAsync<{
  database: Database;
  /** The schemas folder's digest (schemas-digest.ts). */
  overlays: () => string;
  drain?: DrainState;
}> = async (app, { database, overlays, drain }) => {
  app.get(
    "/health/live",
    {
      config: { public: true },
      schema: {
        response: {
          200: {
            type: "object",
            properties: { status: { type: "string", enum: ["ok"] } },
            required: ["status"],
          },
        },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/health",
    {
      config: { public: true },
      schema: {
        response: {
          200: {
            type: "object",
            properties: {
              status: { type: "string", enum: ["ok", "degraded"] },
              database: { type: "string", enum: ["pglite", "postgres"] },
              listen: part,
              version: { type: "string" },
              overlays: { type: "string" },
            },
            required: ["status", "database", "listen", "version", "overlays"],
          },
          503: {
            type: "object",
            properties: {
              status: { type: "string", enum: ["degraded", "draining"] },
              database: { type: "string", enum: ["down", "pglite", "postgres"] },
              listen: part,
              version: { type: "string" },
              code: { type: "string" },
              message: { type: "string" },
            },
            required: ["status", "database", "listen", "version", "code", "message"],
          },
        },
      },
    },
    async (request, reply) => {
      const listen = () => (database.listening() ? "ok" : "down");
      // Both refusals say what a balancer needs: which part is down, and why in words.
      const unavailable = (
        status: "degraded" | "draining",
        kind: "down" | Database["kind"],
        code: "DATABASE_UNAVAILABLE" | "SHUTTING_DOWN",
      ) => {
        const wait = RETRY_AFTER_SECONDS[code];
        if (wait) reply.header("retry-after", String(wait));
        return reply.status(503).send({
          status,
          database: kind,
          listen: listen(),
          version,
          code,
          message: errorMessage(code, pickLocale(request.headers)),
        });
      };
      if (drain?.draining()) return unavailable("draining", database.kind, "SHUTTING_DOWN");
      const answers = await sql`SELECT 1`.execute(database.db).then(
        () => true,
        (error: Error) => {
          request.log.warn(`health check: database out of reach: ${error.message}`);
          return false;
        },
      );
      if (!answers) return unavailable("degraded", "down", "DATABASE_UNAVAILABLE");
      const up = listen();
      return {
        status: up === "ok" ? "ok" : "degraded",
        database: database.kind,
        listen: up,
        version,
        overlays: overlays(),
      };
    },
  );
};
