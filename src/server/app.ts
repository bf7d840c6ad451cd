/**
 * Builds the Fastify app: shared HTTP behaviour (errors, headers, limits, logging) and one
 * plugin per domain under `/api`, then the web client. Nothing here listens or touches the
 * environment, so tests and the start-up script build the very same app.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { registerAccessGate } from "./access/plugin";
import { createSessionStore, type SessionStore } from "./access/session-store";
import { clientRoutes } from "./client/routes";
import type { Config } from "./config";
import type { Database } from "./db/connect";
import { healthRoutes } from "./health/routes";
import { frameworkErrors, registerErrorHandling, sendError } from "./http/error-handler";
import { registerSecurityHeaders } from "./http/security-headers";
import type { ModelCatalog } from "./models/model-catalog";
import { modelRoutes } from "./models/routes";
import { schemaRoutes } from "./schemas/routes";

export interface AppDeps {
  config: Pick<Config, "bodyLimit" | "clientDir" | "logLevel" | "schemasDir">;
  database: Database;
  catalog: ModelCatalog;
  /** Defaults to sessions in the same database. */
  sessions?: SessionStore;
}

export async function buildApp({
  config,
  database,
  catalog,
  sessions = createSessionStore(database.db),
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
    },
    bodyLimit: config.bodyLimit,
    requestIdHeader: false,
    return503OnClosing: true,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });
  registerErrorHandling(app);
  await registerSecurityHeaders(app);

  await app.register(
    async (api) => {
      registerAccessGate(api, sessions);
      await api.register(healthRoutes, { database });
      await api.register(modelRoutes, { catalog });
      await api.register(schemaRoutes, { schemasDir: config.schemasDir });
      api.setNotFoundHandler((request, reply) =>
        sendError(reply, request, "NOT_FOUND", { path: request.url.split("?")[0] ?? "" }),
      );
    },
    { prefix: "/api" },
  );
  await app.register(clientRoutes, { clientDir: config.clientDir });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, request, "NOT_FOUND", { path: request.url.split("?")[0] ?? "" }),
  );
  return app;
}
