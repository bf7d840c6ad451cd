/**
 * The checks on the routes as a whole: every registered `/api` route is classified and public
 * exactly when its class says so; every permission a served route demands is one a role can
 * hold; and the routes outside the screens keep their gates — anonymous callers refused,
 * a fixed permission or a dashboard's read needed, any session enough where no permission is.
 */
import { hasPermission, SUPER_ADMIN_ROLE_ID } from "../../../src/schema/permissions";
import type { Headers } from "./callers";
import type { MatrixEnv } from "./matrix-env";
import { expectedOutcome, outcomeOf } from "./outcomes";
import { ROUTE_CLASSES, routeKey, type Sample } from "./route-classes";
import type { RecordedRoute } from "./route-recorder";
import type { Outcome } from "./screen-cells";
import { inChunks, send } from "./send";

/** Registered routes missing from the table, public against their class, or gone. */
export function unclassifiedRoutes(routes: readonly RecordedRoute[]): string[] {
  const registered = routes.filter((route) => route.url.startsWith("/api"));
  const problems: string[] = [];
  for (const route of registered) {
    const known = ROUTE_CLASSES[routeKey(route)];
    if (!known) {
      problems.push(
        `${route.method} ${route.url} is not classified: add it to ROUTE_CLASSES in tests/server/security/route-classes.ts with who may call it`,
      );
    } else if ((known.kind === "public") !== route.public) {
      const gate = route.public ? "public" : "behind the session gate";
      problems.push(`${route.method} ${route.url} is ${gate} but classified ${known.kind}`);
    }
  }
  const keys = new Set(registered.map(routeKey));
  for (const key of Object.keys(ROUTE_CLASSES)) {
    if (!keys.has(key)) problems.push(`${key} is classified but no longer registered`);
  }
  return problems;
}

/**
 * Permissions a route demands that no role can hold (none the permission sync derived from
 * schemas/): such a call is the super-admin's alone, whatever the roles say. Routes an overlay
 * switches off for everyone are left out.
 */
export function ungrantablePermissions(env: MatrixEnv): string[] {
  const everything = { anonymous: false, roleId: 0, permissions: env.callers.active };
  const superAdmin = { anonymous: false, roleId: SUPER_ADMIN_ROLE_ID, permissions: [] };
  const fixed = Object.entries(ROUTE_CLASSES).flatMap(([key, known]) =>
    known.kind === "permission" ? [{ label: key, needs: [known.permission] }] : [],
  );
  const served = env.cells.filter(
    (cell) => expectedOutcome(cell.steps, "PASSED", superAdmin, true) !== "ABSENT",
  );
  const steps = served.flatMap((cell) =>
    cell.steps.flatMap((step) =>
      step.kind === "permission"
        ? [{ label: `${cell.screen} · ${cell.label}`, needs: step.anyOf }]
        : [],
    ),
  );
  const lines = [...fixed, ...steps]
    .filter(({ needs }) => !needs.some((name) => hasPermission(everything, name)))
    .map(({ label, needs }) => `${label} needs ${needs.join(" or ")}, which no role can hold`);
  return [...new Set(lines)];
}

interface GateCheck {
  label: string;
  sample: Sample;
  headers: Headers;
  expected: Outcome;
}

/** Mismatches of the session, fixed-permission, stream and dashboard routes. */
export async function outsideScreenMismatches(env: MatrixEnv): Promise<string[]> {
  const checks = [...classifiedChecks(env), ...dashboardChecks(env)];
  const mismatches = await inChunks(checks, 8, async ({ label, sample, headers, expected }) => {
    const answer = await send(env.app, sample, headers);
    const got = outcomeOf(answer.status, answer.code);
    return got === expected
      ? []
      : [`${label}: expected ${expected}, got ${answer.status} ${answer.code ?? ""}`];
  });
  return mismatches.flat();
}

function classifiedChecks({ callers }: MatrixEnv): GateCheck[] {
  return Object.entries(ROUTE_CLASSES).flatMap(([key, known]): GateCheck[] => {
    if (known.kind === "session" || known.kind === "stream") {
      const [method = "GET", url = ""] = key.split(" ");
      const sample =
        known.kind === "session" && known.sample ? known.sample : ({ method, url } as Sample);
      // The gate answers before the route reads its parameters: any value does.
      const anonymous = { ...sample, url: sample.url.replace(/:(\w+)/g, "1") };
      return [
        {
          label: `${key} · anonymous`,
          sample: anonymous,
          headers: callers.anonymous,
          expected: "ANON",
        },
        ...(known.kind === "session" && known.sample
          ? [
              {
                label: `${key} · nobody`,
                sample: known.sample,
                headers: callers.nobody,
                expected: "PASSED" as const,
              },
            ]
          : []),
        // A stream is only opened for a permitted caller; the refusal comes before it.
        ...(known.kind === "stream"
          ? [
              {
                label: `${key} · nobody`,
                sample,
                headers: callers.nobody,
                expected: "FORBIDDEN" as const,
              },
            ]
          : []),
      ];
    }
    if (known.kind !== "permission") return [];
    const { sample, permission } = known;
    return [
      { label: `${key} · anonymous`, sample, headers: callers.anonymous, expected: "ANON" },
      { label: `${key} · nobody`, sample, headers: callers.nobody, expected: "FORBIDDEN" },
      {
        label: `${key} · without`,
        sample,
        headers: callers.without([permission]),
        expected: "FORBIDDEN",
      },
      {
        label: `${key} · permitted`,
        sample,
        headers: callers.permitted,
        expected: callers.granted.has(permission) ? "PASSED" : "FORBIDDEN",
      },
      { label: `${key} · superAdmin`, sample, headers: callers.superAdmin, expected: "PASSED" },
    ];
  });
}

/** Each dashboard of the router file and its figures need `read-` of its route. */
function dashboardChecks({ callers, dashboards }: MatrixEnv): GateCheck[] {
  return dashboards.flatMap((route) =>
    ["", "/data"].flatMap((path): GateCheck[] => {
      const sample: Sample = { method: "GET", url: `/api/dashboards/${route.dashboard}${path}` };
      const label = `dashboard ${route.dashboard}${path}`;
      return [
        { label: `${label} · anonymous`, sample, headers: callers.anonymous, expected: "ANON" },
        {
          label: `${label} · without`,
          sample,
          headers: callers.without([`read-${route.resource}`]),
          expected: "FORBIDDEN",
        },
        { label: `${label} · otherAdmin`, sample, headers: callers.otherAdmin, expected: "PASSED" },
        { label: `${label} · superAdmin`, sample, headers: callers.superAdmin, expected: "PASSED" },
      ];
    }),
  );
}
