/** `GET /api/health`: is the process up and does the database answer. */
import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import type { Database } from "../db/connect";
import { sendError } from "../http/error-handler";

const version = process.env.npm_package_version ?? "0.1.0";

export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    "/health",
    {
      config: { public: true },
      schema: {
        response: {
          200: {
            type: "object",
            properties: {
              status: { type: "string", enum: ["ok"] },
              database: { type: "string", enum: ["pglite", "postgres"] },
              version: { type: "string" },
            },
            required: ["status", "database", "version"],
          },
        },
      },
    },
    async (request, reply) => {
      try {
        await sql`SELECT 1`.execute(database.db);
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        return sendError(reply, request, "DATABASE_UNAVAILABLE");
      }
      return { status: "ok", database: database.kind, version };
    },
  );
};
