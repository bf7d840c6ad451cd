/**
 * Every route the app registers under `/api`, as Fastify's `onRoute` hook reports it: method,
 * address, declared schema and whether the access gate lets callers without a session in.
 * The OpenAPI document starts from this list, so a route added anywhere appears in it.
 */
import type { FastifySchema, RouteOptions } from "fastify";
import { HTTP_METHODS, type HttpMethod } from "./openapi-types";

export const API_PREFIX = "/api/";

export interface RegisteredRoute {
  method: HttpMethod;
  url: string;
  schema: FastifySchema | undefined;
  public: boolean;
}

export interface RouteCatalog {
  record(options: RouteOptions): void;
  routes(): readonly RegisteredRoute[];
}

export function createRouteCatalog(): RouteCatalog {
  const routes: RegisteredRoute[] = [];
  return {
    record(options) {
      if (!options.url.startsWith(API_PREFIX)) return;
      const methods = [options.method].flat().map((method) => method.toLowerCase());
      for (const method of methods) {
        // Fastify answers HEAD beside every GET on its own; the document describes the GET.
        if (!(HTTP_METHODS as readonly string[]).includes(method)) continue;
        routes.push({
          method: method as HttpMethod,
          url: options.url,
          schema: options.schema,
          public: options.config?.public === true,
        });
      }
    },
    routes: () => routes,
  };
}

/** `GET /api/:endpoint/list`: how notes and the screen table name a route. */
export const routeKey = (route: Pick<RegisteredRoute, "method" | "url">) =>
  `${route.method.toUpperCase()} ${route.url}`;
