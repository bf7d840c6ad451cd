/**
 * The routes an app registers, with their schemas, seen through an `onRoute` hook added the
 * moment Fastify creates the instance (its `fastify.initialization` diagnostics channel), so
 * the app is built exactly as it is in production.
 */
import diagnostics from "node:diagnostics_channel";
import type { FastifyInstance, RouteOptions } from "fastify";
import type { JsonSchema } from "./json-schema-arbitrary";

export interface RegisteredRoute {
  method: string;
  url: string;
  schema: { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };
  /** Open to callers without a session (`config.public`). */
  public: boolean;
}

export async function collectRoutes(
  build: () => Promise<FastifyInstance>,
): Promise<{ app: FastifyInstance; routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  const record = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        schema: (route.schema ?? {}) as RegisteredRoute["schema"],
        public: Boolean((route.config as { public?: boolean } | undefined)?.public),
      });
    }
  };
  const watch = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook("onRoute", record);
  };
  diagnostics.subscribe("fastify.initialization", watch);
  try {
    const app = await build();
    await app.ready();
    return { app, routes };
  } finally {
    diagnostics.unsubscribe("fastify.initialization", watch);
  }
}
