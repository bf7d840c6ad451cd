/**
 * `GET /metrics` in Prometheus's text format (outside `/api`, where scrapers look for it),
 * and the hook that counts every answered request by its route's template.
 */
import type { FastifyInstance } from "fastify";
import { sendError } from "../http/error-handler";
import { type AppMetrics, UNMATCHED_ROUTE } from "./app-metrics";
import { metricsRefusal } from "./metrics-access";

export function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  token: string | undefined,
): void {
  app.addHook("onResponse", async (request, reply) => {
    metrics.request(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  app.get("/metrics", async (request, reply) => {
    const refusal = metricsRefusal(token, request);
    if (refusal === "METRICS_TOKEN_REQUIRED") reply.header("www-authenticate", "Bearer");
    if (refusal) return sendError(reply, request, refusal);
    return reply
      .type(metrics.registry.contentType)
      .header("cache-control", "no-store")
      .send(await metrics.registry.metrics());
  });
}
