/**
 * Values path parameters take on the seeded database, so that most calls reach past routing
 * and existence checks: ids of records each screen lists, screen and dashboard ids, table
 * names. Records the fuzzer's own callers stand on (their users, their roles) are left out, so
 * that the fuzzer does not deactivate the callers it goes on fuzzing with.
 */
import type { FastifyInstance } from "fastify";
import type { ScreenDefinition } from "../../../src/schema/overlay/screen-types";

export interface PooledRecord {
  id: number;
  updated_at?: string;
}

export interface ParamPool {
  /** Known values of the path parameter `name`, for an operation bound to `bound`. */
  values(name: string, bound: Record<string, string>): unknown[];
  /** Records of the screen at `endpoint`, with the version an update or delete sends back. */
  records(endpoint: string | undefined): PooledRecord[];
  /** Every column name of the screen at `endpoint` (or of all screens), readable or not. */
  columns(endpoint: string | undefined): string[];
  /** Ids of records a key column such as `project_id` may name (its table's, by name). */
  keys(column: string): number[];
}

/** The tables a key column's name points at: `project_id` → projects, `territory_id` → territories. */
function tablesOf(column: string): string[] {
  const base = column.replace(/_id$/, "");
  return [base, `${base}s`, `${base}es`, base.replace(/y$/, "ies")];
}

export async function readParamPool(
  app: FastifyInstance,
  headers: Record<string, string>,
  screens: readonly ScreenDefinition[],
  spared: { users: number[]; roles: number[] },
): Promise<ParamPool> {
  const records = new Map<string, PooledRecord[]>();
  for (const screen of screens) {
    if (screen.rollup) continue;
    const answer = await app.inject({ url: `/api/${screen.endpoint}/list?limit=5`, headers });
    const rows = answer.statusCode === 200 ? (answer.json().data as PooledRecord[]) : [];
    const avoid =
      screen.model === "users" ? spared.users : screen.model === "roles" ? spared.roles : [];
    records.set(
      screen.endpoint,
      rows
        .filter((row) => !avoid.includes(Number(row.id)))
        .map((row) => ({
          id: Number(row.id),
          ...(row.updated_at ? { updated_at: row.updated_at } : {}),
        })),
    );
  }
  const dashboards = await app.inject({ url: "/api/dashboards", headers });
  const dashboardIds =
    dashboards.statusCode === 200
      ? (dashboards.json().data as { id: string }[]).map((dashboard) => dashboard.id)
      : [];
  const anyId = [...new Set([...records.values()].flat().map((record) => record.id))];
  const named: Record<string, unknown[]> = {
    endpoint: screens.map((screen) => screen.endpoint),
    id: [...anyId, ...screens.map((screen) => screen.id), ...dashboardIds],
    model: [...new Set(screens.map((screen) => screen.model))],
    "*": ["a.pdf", "2024/01/x.png", "../../package.json"],
  };
  const byScreen = new Map(
    screens.map((screen) => [screen.endpoint, screen.fields.map((field) => field.id)]),
  );
  const allColumns = [...new Set([...byScreen.values()].flat())];
  const byModel = new Map<string, number[]>();
  for (const screen of screens) {
    const ids = (records.get(screen.endpoint) ?? []).map((record) => record.id);
    byModel.set(screen.model, [...new Set([...(byModel.get(screen.model) ?? []), ...ids])]);
  }
  return {
    keys: (column) => tablesOf(column).flatMap((table) => byModel.get(table) ?? []),
    values(name, bound) {
      if (name === "id" && bound.endpoint) {
        return (records.get(bound.endpoint) ?? []).map((record) => record.id);
      }
      return named[name] ?? [];
    },
    records: (endpoint) => (endpoint && records.get(endpoint)) || [],
    columns: (endpoint) => (endpoint && byScreen.get(endpoint)) || allColumns,
  };
}
