/**
 * What the fuzzer may ask the API: one operation per method and path (per screen, for a
 * screen's routes) with its parameter, query and body schemas. The source is the app's OpenAPI
 * document when GET /api/openapi.json serves one, and otherwise the app's own registered route
 * schemas and screens (route-operations.ts), so nothing changes here when the document arrives.
 */
import type { FastifyInstance } from "fastify";
import type { ScreenDefinition } from "../../../src/schema/overlay/screen-types";
import { openApiOperations } from "./openapi-operations";
import { isFuzzed, type Operation } from "./operation";
import type { RegisteredRoute } from "./route-collector";
import { routeOperations } from "./route-operations";

export interface RequestModel {
  source: "openapi" | "routes";
  operations: Operation[];
}

export async function loadRequestModel(
  app: FastifyInstance,
  headers: Record<string, string>,
  routes: readonly RegisteredRoute[],
  screens: readonly ScreenDefinition[],
): Promise<RequestModel> {
  const answer = await app.inject({ url: "/api/openapi.json", headers });
  if (answer.statusCode === 200) {
    const endpoints = new Set(screens.map((screen) => screen.endpoint));
    return {
      source: "openapi",
      operations: openApiOperations(answer.json()).filter(isFuzzed).map(boundTo(endpoints)),
    };
  }
  return { source: "routes", operations: routeOperations(routes, screens) };
}

/** A screen's route spelled out for one screen (`/api/m-skills/create`) is about that screen. */
function boundTo(endpoints: ReadonlySet<string>) {
  return (operation: Operation): Operation => {
    const first = /^\/api\/([^/]+)\//.exec(operation.path)?.[1];
    return first && endpoints.has(first) && !operation.bound.endpoint
      ? { ...operation, bound: { ...operation.bound, endpoint: first } }
      : operation;
  };
}

/** Every screen the app serves, as the screen definitions GET /api/schema/:id answers. */
export async function readScreens(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<ScreenDefinition[]> {
  const list = await app.inject({ url: "/api/schema", headers });
  const screens: ScreenDefinition[] = [];
  for (const { id } of list.json().data as { id: string }[]) {
    const answer = await app.inject({ url: `/api/schema/${id}`, headers });
    if (answer.statusCode === 200) screens.push(answer.json().data.screen);
  }
  return screens;
}
