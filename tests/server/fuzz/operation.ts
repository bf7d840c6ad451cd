/** One thing the API can be asked, whichever source described it. */
import type { JsonSchema } from "./json-schema-arbitrary";

export interface Operation {
  method: string;
  /** The path with Fastify-style parameters: `/api/:endpoint/:id/show`; `*` for a wildcard tail. */
  path: string;
  /** JSON Schema of each path parameter. */
  params: Record<string, JsonSchema>;
  /** JSON Schema (an object) of the query string. */
  query?: JsonSchema;
  /** JSON Schema of the JSON body. */
  body?: JsonSchema;
  /** The values of parameters this operation is about (a screen's endpoint, a step's name). */
  bound: Record<string, string>;
}

/** Parameter names of a path template, in order (`:view.js` names `view`). */
export function pathParams(path: string): string[] {
  const names = [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? "");
  return path.endsWith("*") ? [...names, "*"] : names;
}

/**
 * Calls that cannot be fuzzed in a shared session: logging out ends the fuzzer's own session
 * (every later call would be a 401), and the dashboards' event stream never ends an answer.
 */
export const NOT_FUZZED: ReadonlySet<string> = new Set([
  "POST /api/logout",
  "GET /api/dashboard-events",
]);

export const isFuzzed = (operation: Pick<Operation, "method" | "path">) =>
  operation.method !== "HEAD" && !NOT_FUZZED.has(`${operation.method} ${operation.path}`);
