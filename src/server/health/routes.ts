/**
 * `GET /api/health`: is the process up, does the database answer, and are the LISTEN feeds
 * (the live dashboards, the session cache) listening. 200 while requests can be served — with
 * `status: "degraded"` and `listen: "down"` while a lost feed reconnects —, 503 with
 * `database: "down"` while the database is out of reach. `overlays` is the schemas folder's
 * digest: instances behind one balancer that answer different digests serve different screens.
 */
import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import type { Database } from "../db/connect";
import { RETRY_AFTER_SECONDS } from "../http/error-handler";
import { errorMessage } from "../http/errors";
import { pickLocale } from "../http/locale";

const version = process.env.npm_package_version ?? "0.1.0";

const part = { type: "string", enum: ["ok", "down"] } as const;

export const healthRoutes: FastifyPluginAsync<{
  database: Database;
  /** The schemas folder's digest (schemas-digest.ts). */
  overlays: () => string;
}> = async (app, { database, overlays }) => {
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
              status: { type: "string", enum: ["degraded"] },
              database: { type: "string", enum: ["down"] },
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
      const answers = await sql`SELECT 1`.execute(database.db).then(
        () => true,
        (error: Error) => {
          request.log.warn(`health check: database out of reach: ${error.message}`);
          return false;
        },
      );
      const listen = database.listening() ? "ok" : "down";
      if (!answers) {
        const code = "DATABASE_UNAVAILABLE";
        return reply
          .status(503)
          .header("retry-after", String(RETRY_AFTER_SECONDS[code]))
          .send({
            status: "degraded",
            database: "down",
            listen,
            version,
            code,
            message: errorMessage(code, pickLocale(request.headers)),
          });
      }
      return {
        status: listen === "ok" ? "ok" : "degraded",
        database: database.kind,
        listen,
        version,
        overlays: overlays(),
      };
    },
  );
};
