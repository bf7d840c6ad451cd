/**
 * Runs every cell of every screen for the five callers of the issue — anonymous, signed in
 * without the permission the cell needs, a department admin of another department, the
 * permitted user, the super-admin — and answers each mismatch between what the overlay
 * declares and what the server did, as one line naming the route, the caller, the expected
 * outcome and the answer.
 */
import { SUPER_ADMIN_ROLE_ID } from "../../../src/schema/permissions";
import type { Headers } from "./callers";
import type { MatrixEnv } from "./matrix-env";
import { type CallerFacts, expectedOutcome, outcomeOf } from "./outcomes";
import { type Cell, cutOf, MISSING_ID } from "./screen-cells";
import { inChunks, send } from "./send";

/** The five callers of every cell. */
export const CALLER_NAMES = [
  "anonymous",
  "without",
  "otherAdmin",
  "permitted",
  "superAdmin",
] as const;
type CallerName = (typeof CALLER_NAMES)[number];

/** A caller of a cell: the headers it sends, what it holds, and whose row scope it has. */
interface CellCaller {
  name: CallerName;
  headers: Headers;
  facts: CallerFacts;
  scope: keyof MatrixEnv["scopes"];
}

export async function runScreenMatrix(
  env: MatrixEnv,
): Promise<{ cells: number; mismatches: string[] }> {
  const theirs = recordOwnership(env);
  const jobs = env.cells.flatMap((cell) =>
    callersOf(env, cell).map((caller) => ({ cell, caller })),
  );
  const mismatches = await inChunks(jobs, 8, async ({ cell, caller }) => {
    const sample = env.records.get(cell.screen) ?? MISSING_ID;
    const mine =
      (cell.record === "row" || cell.record === "effect") && (await theirs(cell, caller));
    // A call that writes when it passes is only sent with a record that is not the caller's.
    const record =
      cell.record === "missing" || (cell.record === "effect" && mine) ? MISSING_ID : sample;
    const expected = expectedOutcome(
      cell.steps,
      cell.settles.outcome,
      caller.facts,
      record !== MISSING_ID && mine,
    );
    const request = cell.request(record);
    const answer = await send(env.app, request, caller.headers);
    const got = outcomeOf(answer.status, answer.code);
    const statuses = expected === "PASSED" ? cell.settles.statuses : undefined;
    if (got === expected && (!statuses || statuses.includes(answer.status))) return [];
    const wanted = `${expected}${statuses ? ` ${statuses.join("/")}` : ""}`;
    return [
      `${cell.screen} · ${cell.label} · ${caller.name}: expected ${wanted}, got ${answer.status} ${answer.code ?? ""} (${request.method} ${request.url})`,
    ];
  });
  return { cells: jobs.length, mismatches: mismatches.flat() };
}

function callersOf(env: MatrixEnv, cell: Cell): CellCaller[] {
  const { callers } = env;
  const holder = (permissions: Iterable<string>): CallerFacts => ({
    anonymous: false,
    roleId: 0,
    permissions: new Set(permissions),
  });
  const cut = cutOf(cell);
  const byName: Record<CallerName, CellCaller> = {
    anonymous: {
      name: "anonymous",
      headers: callers.anonymous,
      facts: { anonymous: true, roleId: null, permissions: [] },
      scope: "unmapped",
    },
    without: {
      name: "without",
      headers: callers.without(cut),
      facts: holder([...callers.granted].filter((name) => !cut.includes(name))),
      scope: "unmapped",
    },
    otherAdmin: {
      name: "otherAdmin",
      headers: callers.otherAdmin,
      facts: holder(callers.granted),
      scope: "otherAdmin",
    },
    permitted: {
      name: "permitted",
      headers: callers.permitted,
      facts: holder(callers.granted),
      scope: "permitted",
    },
    superAdmin: {
      name: "superAdmin",
      headers: callers.superAdmin,
      facts: { anonymous: false, roleId: SUPER_ADMIN_ROLE_ID, permissions: [] },
      scope: "superAdmin",
    },
  };
  return CALLER_NAMES.map((name) => byName[name]);
}

/** Whether a screen's sample record is a caller's, asked of the database once per scope. */
function recordOwnership(env: MatrixEnv) {
  const asked = new Map<string, Promise<boolean>>();
  return (cell: Cell, caller: CellCaller): Promise<boolean> => {
    const key = `${cell.screen}|${caller.scope}`;
    const known = asked.get(key);
    if (known) return known;
    const loaded = env.screens.get(cell.screen);
    const record = env.records.get(cell.screen) ?? MISSING_ID;
    const answer =
      !loaded || record === MISSING_ID || loaded.screen.rollup
        ? Promise.resolve(false)
        : env.oracle
            .theirs(loaded, env.scopes[caller.scope], [record])
            .then((ids) => ids.has(record));
    asked.set(key, answer);
    return answer;
  };
}
