/**
 * Other spellings of protected paths (path-variants.ts), sent as callers the canonical path
 * refuses and as the permitted caller: a refused call stays refused however it is spelt, and
 * a spelling that is served answers what the canonical path answers. And the sign-in rate
 * limit, whose counter every spelling of `/api/login` must share.
 */
import type { MatrixEnv } from "./matrix-env";
import { pathVariants } from "./path-variants";
import { ROUTE_CLASSES, type Sample } from "./route-classes";
import { MISSING_ID } from "./screen-cells";
import { inChunks, send } from "./send";

/** The protected requests spelt otherwise: a scoped and an unscoped screen's, and the fixed ones. */
export function spelledRequests(env: MatrixEnv): Sample[] {
  const screens = [...env.screens.values()].filter((loaded) => !loaded.screen.rollup);
  const picked = new Set(
    [
      screens.find((loaded) => env.oracle.scoped(loaded.model.model)),
      screens.find((loaded) => !env.oracle.scoped(loaded.model.model)),
    ].map((loaded) => loaded?.id),
  );
  return [
    ...env.cells
      .filter((cell) => picked.has(cell.screen))
      .filter((cell) => ["list", "show", "export", "create", "panel-read"].includes(cell.action))
      .map((cell) => cell.request(env.records.get(cell.screen) ?? MISSING_ID)),
    ...Object.values(ROUTE_CLASSES).flatMap((known) =>
      known.kind === "permission" && known.sample.method === "GET" ? [known.sample] : [],
    ),
    ...env.dashboards.map((route) => ({
      method: "GET" as const,
      url: `/api/dashboards/${route.dashboard}/data`,
    })),
  ];
}

export async function spellingMismatches(env: MatrixEnv, requests: Sample[]): Promise<string[]> {
  const { callers } = env;
  const refused = [
    ["anonymous", callers.anonymous],
    ["nobody", callers.nobody],
  ] as const;
  const found = await inChunks(requests, 4, async (request) => {
    const problems: string[] = [];
    const reference = await send(env.app, request, callers.permitted);
    for (const url of pathVariants(request.url)) {
      const methods = request.method === "GET" ? (["GET", "HEAD"] as const) : [request.method];
      for (const [name, headers] of refused) {
        for (const method of methods) {
          const answer = await send(env.app, { ...request, url, method }, headers);
          if (answer.status < 400 || answer.status >= 500) {
            problems.push(
              `${method} ${url} as ${name}: ${answer.status} (${request.url} is refused)`,
            );
          }
        }
      }
      if (request.method !== "GET") continue;
      const answer = await send(env.app, { ...request, url }, callers.permitted);
      if (answer.status < 300 && gist(answer.body) !== gist(reference.body)) {
        problems.push(`GET ${url} as permitted answers otherwise than ${request.url}`);
      }
    }
    return problems;
  });
  return found.flat();
}

/**
 * Wrong passwords for one account through every spelling of `/api/login`, in turn: the
 * statuses of the attempts a route took (a spelling no route takes answers 404).
 */
export async function loginAttempts(env: MatrixEnv): Promise<number[]> {
  const statuses: number[] = [];
  for (const url of ["/api/login", ...pathVariants("/api/login"), "/api/login"]) {
    const payload = { username: "matrix.permitted", password: "salah-sekali" };
    const answer = await send(env.app, { method: "POST", url, payload }, env.callers.anonymous);
    if (answer.status !== 404) statuses.push(answer.status);
  }
  return statuses;
}

/** What an answer holds that stays the same from call to call (its time does not). */
function gist(body: string): string {
  try {
    const parsed = JSON.parse(body) as { total?: unknown; data?: unknown };
    return JSON.stringify([parsed.total, Array.isArray(parsed.data) ? parsed.data.length : null]);
  } catch {
    return String(body.length);
  }
}
