/**
 * Which rows are a caller's, asked of the database directly rather than of any route: the
 * row scope's condition (the departments and projects a caller administers, followed
 * through the catalog's references, row-scope.ts) and the overlay's fixed `where`. The
 * routes are what the matrix tests; this is the yardstick they are held to.
 */
import { type RawBuilder, sql } from "kysely";
import type { OverlayRekapItem } from "../../../src/schema/overlay/overlay-types";
import type { RowScope } from "../../../src/server/crud/row-scope";
import { createRowScoper } from "../../../src/server/crud/row-scope";
import type { Db } from "../../../src/server/db/connect";
import type { ModelCatalog } from "../../../src/server/models/model-catalog";
import type { LoadedScreen } from "../../../src/server/schemas/served-screens";

export interface ScopeOracle {
  /** Of `ids`, those of the screen's rows that are the caller's (null scope: all of them). */
  theirs(
    loaded: LoadedScreen,
    scope: RowScope | null,
    ids: readonly number[],
  ): Promise<Set<number>>;
  /**
   * The caller's rows of the screen with the smallest ids a path takes (the super-admin
   * role's is -1), meeting `also` on the row aliased `r` if given.
   */
  first(
    loaded: LoadedScreen,
    scope: RowScope | null,
    options?: { also?: RawBuilder<unknown>; count?: number },
  ): Promise<number[]>;
  /** Every row of the screen that is the caller's, by id. */
  all(loaded: LoadedScreen, scope: RowScope | null): Promise<Set<number>>;
  /** The overlay's rekap items over the caller's rows, computed here as the spec says. */
  rekap(
    loaded: LoadedScreen,
    scope: RowScope | null,
    items: readonly OverlayRekapItem[],
  ): Promise<Record<string, unknown>>;
  /** The projects whose rows are the caller's: a rollup's rows are per project. */
  projects(scope: RowScope | null): Promise<Set<number>>;
  /** Whether the table's rows are limited by scope at all. */
  scoped(table: string): boolean;
}

export function createScopeOracle(db: Db, catalog: ModelCatalog): ScopeOracle {
  const scoper = createRowScoper(catalog);
  const all: RowScope = { departmentIds: [], projectIds: [] };
  /** The condition a caller's row of the screen meets. */
  const theirs = (loaded: LoadedScreen, scope: RowScope | null) => {
    const conditions = [scoper.condition(loaded.model.model, "r", scope), fixedRows(loaded)];
    return sql.join(
      [sql`true`, ...conditions.filter((condition) => condition !== undefined)],
      sql` AND `,
    );
  };
  return {
    async theirs(loaded, scope, ids) {
      if (ids.length === 0) return new Set();
      const { rows } = await sql<{ id: number }>`
        SELECT r.id FROM ${sql.table(loaded.model.model)} AS r
        WHERE r.id = ANY(${ids.map(Number)}::bigint[]) AND ${theirs(loaded, scope)}`.execute(db);
      return new Set(rows.map((row) => Number(row.id)));
    },
    async first(loaded, scope, { also = sql`true`, count = 1 } = {}) {
      const { rows } = await sql<{ id: number }>`
        SELECT r.id FROM ${sql.table(loaded.model.model)} AS r
        WHERE r.id > 0 AND ${theirs(loaded, scope)} AND ${also}
        ORDER BY r.id LIMIT ${count}`.execute(db);
      return rows.map((row) => Number(row.id));
    },
    async all(loaded, scope) {
      const { rows } = await sql<{ id: number }>`
        SELECT r.id FROM ${sql.table(loaded.model.model)} AS r WHERE ${theirs(loaded, scope)}`.execute(
        db,
      );
      return new Set(rows.map((row) => Number(row.id)));
    },
    async rekap(loaded, scope, items) {
      if (items.length === 0) return {};
      // A count of the rows holding every given value, or a column's sum as text.
      const figures = items.map((item) => {
        if (item.sum) return sql`sum(${sql.ref(`r.${item.sum}`)})::text`;
        const holds = Object.entries(item.count ?? {}).map(
          ([column, value]) => sql`${sql.ref(`r.${column}`)}::text = ${String(value)}`,
        );
        return sql`count(*) FILTER (WHERE ${sql.join([sql`true`, ...holds], sql` AND `)})::int`;
      });
      const { rows } = await sql<Record<string, unknown>>`
        SELECT ${sql.join(figures.map((figure, index) => sql`${figure} AS ${sql.ref(`f${index}`)}`))}
        FROM ${sql.table(loaded.model.model)} AS r WHERE ${theirs(loaded, scope)}`.execute(db);
      return Object.fromEntries(
        items.map((item, index) => [item.id, rows[0]?.[`f${index}`] ?? null]),
      );
    },
    async projects(scope) {
      const condition = scoper.condition("projects", "r", scope) ?? sql<boolean>`true`;
      const { rows } = await sql<{ id: number }>`
        SELECT r.id FROM projects AS r WHERE ${condition}`.execute(db);
      return new Set(rows.map((row) => Number(row.id)));
    },
    scoped: (table) => scoper.condition(table, "r", all) !== undefined,
  };
}

/** The overlay's `where`: rows outside it are no screen's, whoever asks. */
function fixedRows(loaded: LoadedScreen): RawBuilder<boolean> | undefined {
  const parts = Object.entries(loaded.screen.where ?? {}).map(
    ([column, values]) =>
      sql<boolean>`${sql.ref(`r.${column}`)}::text IN (${sql.join(values.map(String))})`,
  );
  return parts.length > 0 ? sql<boolean>`(${sql.join(parts, sql` AND `)})` : undefined;
}
