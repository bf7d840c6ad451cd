/**
 * Reading and switching one mapping of one left record (admin-area §7 "Mapping list",
 * "Mapping toggle"). The list is every right row the caller may see, with the flag 1 where
 * a join row exists; a switch inserts or deletes that join row and its audit_log row in one
 * transaction. Row scope applies to both sides: the left record must be the caller's, and
 * only right rows in the caller's scope are listed or switched.
 */
import { type RawBuilder, sql } from "kysely";
import type { MappingFilter, MappingRow } from "../../schema/api/widget-data";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../crud/audit-log";
import type { CrudContext } from "../crud/crud-context";
import { containsAny } from "../crud/list-query";
import { recordVisible, scopeCondition } from "../crud/visible-record";
import { rowBeyondReach } from "../crud/write-ceilings";
import type { Db } from "../db/connect";
import type { Row } from "../db/row";
import type { ErrorCode } from "../http/errors";
import type { MappingDefinition } from "./mapping-definitions";

const RIGHT = "m";

export interface MappingPage {
  page: number;
  limit: number;
  search?: string;
  filter: MappingFilter;
  /** The name the flag travels under. */
  flag: string;
}

export type SwitchOutcome =
  | { kind: "done"; row: MappingRow; changed: boolean }
  | { kind: "left-missing" }
  | { kind: "left-locked" }
  | { kind: "left-beyond-reach"; code: ErrorCode }
  | { kind: "right-missing" }
  | { kind: "not-grantable"; name: string }
  | { kind: "not-revocable"; name: string };

export function createMappingStore(ctx: Pick<CrudContext, "db" | "scoper">) {
  const joined = (def: MappingDefinition, leftId: number) => {
    const { join } = def;
    return sql`EXISTS (SELECT 1 FROM ${sql.id(join.table)} j
      WHERE j.${sql.id(join.leftKey)} = ${leftId}
        AND j.${sql.id(join.rightKey)} = ${sql.ref(`${RIGHT}.id`)} ${emptyColumns(def, "j.")})`;
  };

  const leftVisible = (db: Db, def: MappingDefinition, leftId: number, user: SessionUser) =>
    recordVisible(db, ctx.scoper, def.left.table, leftId, user);

  function rightRows(def: MappingDefinition, user: SessionUser, leftId: number, flag: string) {
    const columns = def.right.columns.map((column) => sql.ref(`${RIGHT}.${column}`));
    return sql`
      SELECT ${sql.ref(`${RIGHT}.id`)}, ${sql.join(columns)},
             (${joined(def, leftId)})::int AS ${sql.id(flag)}
      FROM ${sql.id(def.right.table)} ${sql.id(RIGHT)}
      WHERE ${scopeCondition(ctx.scoper, def.right.table, RIGHT, user)}
        ${def.right.activeOnly ? sql`AND ${sql.ref(`${RIGHT}.active`)} = 1` : sql``}`;
  }

  return {
    /** One page of the right rows, or undefined when the left record is not the caller's. */
    async list(
      def: MappingDefinition,
      leftId: number,
      user: SessionUser,
      page: MappingPage,
    ): Promise<{ data: MappingRow[]; total: number } | undefined> {
      if (!(await leftVisible(ctx.db, def, leftId, user))) return undefined;
      const conditions: RawBuilder<unknown>[] = [];
      if (page.search) conditions.push(containsAny("t", def.right.search, page.search));
      if (page.filter !== 2) conditions.push(sql`t.${sql.id(page.flag)} = ${page.filter}`);
      const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
      const { rows } = await sql<MappingRow & { $total: number }>`
        SELECT t.*, count(*) OVER ()::int AS "$total"
        FROM (${rightRows(def, user, leftId, page.flag)}) t
        ${where}
        ORDER BY t.${sql.id(def.right.orderBy)}, t.id
        LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`.execute(ctx.db);
      const total = rows[0]?.$total ?? (page.page > 1 ? await countAll() : 0);
      return { data: rows.map(({ $total: _, ...row }) => row as MappingRow), total };

      // A page past the end has no row to carry the count.
      async function countAll(): Promise<number> {
        const { rows: counted } = await sql<{ total: number }>`
          SELECT count(*)::int AS total FROM (${rightRows(def, user, leftId, page.flag)}) t
          ${where}`.execute(ctx.db);
        return counted[0]?.total ?? 0;
      }
    },

    /** Switches the pair on (`on`) or off, with its audit row, in one transaction. */
    async switch(
      def: MappingDefinition,
      leftId: number,
      rightId: number,
      on: boolean,
      user: SessionUser,
      flag: string,
    ): Promise<SwitchOutcome> {
      return ctx.db.transaction().execute(async (trx) => {
        if (!(await leftVisible(trx, def, leftId, user))) return { kind: "left-missing" };
        if (def.leftChangeable && !def.leftChangeable(leftId)) return { kind: "left-locked" };
        const beyond = await rowBeyondReach(trx, ctx.scoper, def.left.table, leftId, user);
        if (beyond) return { kind: "left-beyond-reach", code: beyond };
        const { rows } = await sql<MappingRow>`
          SELECT * FROM (${rightRows(def, user, leftId, flag)}) t WHERE t.id = ${rightId}`.execute(
          trx,
        );
        const right = rows[0];
        if (!right) return { kind: "right-missing" };
        const name = String(right[def.right.columns[0] ?? "id"]);
        if (on && def.grantable && !def.grantable(user, right))
          return { kind: "not-grantable", name };
        if (!on && def.revocable && !def.revocable(user, leftId, right)) {
          return { kind: "not-revocable", name };
        }
        const changed = await writeJoin(trx, def, { leftId, rightId }, on, user);
        return { kind: "done", row: { ...right, [flag]: on ? 1 : 0 }, changed };
      });
    },
  };
}

/**
 * Inserts (`on`) or deletes the pair's join row, each written with its audit row; true when
 * something changed (switching on what is on, or off what is off, changes nothing).
 */
async function writeJoin(
  trx: Db,
  def: MappingDefinition,
  pair: { leftId: number; rightId: number },
  on: boolean,
  user: SessionUser,
): Promise<boolean> {
  const { join } = def;
  const table = sql.id(join.table);
  const matches = sql`${sql.id(join.leftKey)} = ${pair.leftId}
    AND ${sql.id(join.rightKey)} = ${pair.rightId} ${emptyColumns(def, "")}`;
  const { rows } = on
    ? await sql<Row>`
        INSERT INTO ${table} (${sql.id(join.leftKey)}, ${sql.id(join.rightKey)}, created_by, updated_by)
        SELECT ${pair.leftId}, ${pair.rightId}, ${user.id}, ${user.id}
        WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE ${matches})
        RETURNING *`.execute(trx)
    : await sql<Row>`DELETE FROM ${table} WHERE ${matches} RETURNING *`.execute(trx);
  for (const row of rows) {
    await writeAudit(trx, {
      userId: user.id,
      action: on ? "create" : "delete",
      model: join.table,
      recordId: Number(row.id),
      before: on ? null : row,
      after: on ? row : null,
    });
  }
  return rows.length > 0;
}

/** The join columns this mapping's rows leave empty, as `AND … IS NULL` conditions. */
function emptyColumns(def: MappingDefinition, prefix: string) {
  const conditions = (def.join.emptyColumns ?? []).map(
    (column) => sql`AND ${sql.ref(`${prefix}${column}`)} IS NULL`,
  );
  return conditions.length > 0 ? sql.join(conditions, sql` `) : sql``;
}
