/**
 * Whether a record exists and lies in the caller's row scope: what the widgets that edit a
 * record's related rows (mapping switch list, table input) check before reading or writing.
 */
import { sql } from "kysely";
import type { SessionUser } from "../access/session-user";
import type { Db } from "../db/connect";
import type { RowScoper } from "./row-scope";
import { scopeOf } from "./row-scope";

/** The scope condition on `table` aliased `alias`, `true` when nothing limits it. */
export function scopeCondition(scoper: RowScoper, table: string, alias: string, user: SessionUser) {
  return scoper.condition(table, alias, scopeOf(user)) ?? sql<boolean>`true`;
}

export async function recordVisible(
  db: Db,
  scoper: RowScoper,
  table: string,
  id: number,
  user: SessionUser,
): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM ${sql.id(table)} v
    WHERE v.id = ${id} AND ${scopeCondition(scoper, table, "v", user)}`.execute(db);
  return rows.length > 0;
}
