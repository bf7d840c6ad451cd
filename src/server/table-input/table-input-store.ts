/**
 * Reading and saving one table input of one parent record (admin-area §7 "Table input"): the
 * listed rows (every active manpower type…) each with its values for this parent and key
 * (the project's plan for a month), and a save of the edited rows in one transaction, each
 * changed value row written with its audit_log row. An empty value removes the value row.
 */
import { type RawBuilder, sql } from "kysely";
import type { SortDirection } from "../../schema/api/crud";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../crud/audit-log";
import type { CrudContext } from "../crud/crud-context";
import { containsAny } from "../crud/list-query";
import { recordVisible } from "../crud/visible-record";
import type { Db } from "../db/connect";
import type { Row } from "../db/row";
import type { TableInputDefinition } from "./table-input-definitions";

export interface TableInputPage {
  page: number;
  limit: number;
  search?: string;
  sortBy: string;
  sort: SortDirection;
  /** Key column → value, already in the column's form. */
  keys: Record<string, string>;
}

export type SaveOutcome =
  | { kind: "done"; changed: number }
  | { kind: "parent-missing" }
  | { kind: "row-missing"; id: number };

export function createTableInputStore(ctx: Pick<CrudContext, "db" | "scoper">) {
  return {
    /** One page of rows with their values, or undefined when the parent is not the caller's. */
    async list(
      def: TableInputDefinition,
      parentId: number,
      user: SessionUser,
      page: TableInputPage,
    ): Promise<{ data: Row[]; total: number } | undefined> {
      if (!(await recordVisible(ctx.db, ctx.scoper, def.parent.table, parentId, user))) {
        return undefined;
      }
      const conditions = listedRows(def);
      if (page.search) conditions.push(containsAny("r", def.rows.search, page.search));
      const values = [
        ...Object.keys(def.values.columns).map((column) => sql.ref(`v.${column}`)),
        ...(def.readOnly?.columns ?? []).map((column) => sql.ref(`a.${column}`)),
      ];
      const direction = sql.raw(page.sort === "ASC" ? "ASC" : "DESC");
      const { rows } = await sql<Row>`
        SELECT * FROM (
          SELECT r.id, ${sql.join(def.rows.columns.map((column) => sql.ref(`r.${column}`)))},
                 ${sql.join(values)}
          FROM ${sql.id(def.rows.table)} r
          LEFT JOIN ${sql.id(def.values.table)} v ON ${valueJoin(def, parentId, page.keys)}
          ${readOnlyJoin(def, parentId)}
          WHERE ${sql.join(conditions, sql` AND `)}
        ) t
        ORDER BY t.${sql.id(page.sortBy)} ${direction} NULLS LAST, t.id ${direction}
        LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`.execute(ctx.db);
      return { data: rows, total: await countRows(ctx.db, def, conditions) };
    },

    /** Writes the edited values (already checked) for this parent and key. */
    save(
      def: TableInputDefinition,
      parentId: number,
      user: SessionUser,
      keys: Record<string, string>,
      edits: ReadonlyArray<{ id: number; values: Record<string, string | null> }>,
    ): Promise<SaveOutcome> {
      return ctx.db.transaction().execute(async (trx) => {
        if (!(await recordVisible(trx, ctx.scoper, def.parent.table, parentId, user))) {
          return { kind: "parent-missing" };
        }
        const missing = await firstUnlisted(
          trx,
          def,
          edits.map((edit) => edit.id),
        );
        if (missing !== undefined) return { kind: "row-missing", id: missing };
        let changed = 0;
        for (const edit of edits) {
          if (
            await saveOne(trx, def, user, keyColumns(def, parentId, edit.id, keys), edit.values)
          ) {
            changed += 1;
          }
        }
        return { kind: "done", changed };
      });
    },
  };
}

/** The conditions a listed row meets: the definition's equalities (active = 1). */
function listedRows(def: TableInputDefinition): RawBuilder<unknown>[] {
  const where = Object.entries(def.rows.where ?? {}).map(
    ([column, value]) => sql`r.${sql.id(column)} = ${value}`,
  );
  return where.length > 0 ? where : [sql`true`];
}

async function countRows(db: Db, def: TableInputDefinition, conditions: RawBuilder<unknown>[]) {
  const { rows } = await sql<{ total: number }>`
    SELECT count(*)::int AS total FROM ${sql.id(def.rows.table)} r
    WHERE ${sql.join(conditions, sql` AND `)}`.execute(db);
  return rows[0]?.total ?? 0;
}

/** The first of `ids` that is not a listed row, checked in one query before anything is written. */
async function firstUnlisted(
  trx: Db,
  def: TableInputDefinition,
  ids: readonly number[],
): Promise<number | undefined> {
  if (ids.length === 0) return undefined;
  const conditions = [sql`r.id = ANY(${[...ids]}::bigint[])`, ...listedRows(def)];
  const { rows } = await sql<{ id: number }>`
    SELECT r.id FROM ${sql.id(def.rows.table)} r
    WHERE ${sql.join(conditions, sql` AND `)}`.execute(trx);
  const listed = new Set(rows.map((row) => Number(row.id)));
  return ids.find((id) => !listed.has(id));
}

function keyColumns(
  def: TableInputDefinition,
  parentId: number,
  rowId: number,
  keys: Record<string, string>,
): Record<string, string | number> {
  return { [def.values.parentKey]: parentId, [def.values.rowKey]: rowId, ...keys };
}

/** The read-only source joined by parent and row, when the definition has one. */
function readOnlyJoin(def: TableInputDefinition, parentId: number) {
  const source = def.readOnly;
  if (!source) return sql``;
  return sql`LEFT JOIN ${sql.id(source.table)} a
    ON a.${sql.id(source.parentKey)} = ${parentId} AND a.${sql.id(source.rowKey)} = r.id`;
}

function valueJoin(def: TableInputDefinition, parentId: number, keys: Record<string, string>) {
  const equalities = [
    sql`v.${sql.id(def.values.parentKey)} = ${parentId}`,
    sql`v.${sql.id(def.values.rowKey)} = r.id`,
    ...Object.entries(keys).map(([column, value]) => sql`v.${sql.id(column)} = ${value}`),
  ];
  return sql.join(equalities, sql` AND `);
}

/** Inserts, updates or deletes one value row; true when something changed. */
async function saveOne(
  trx: Db,
  def: TableInputDefinition,
  user: SessionUser,
  key: Record<string, string | number>,
  values: Record<string, string | null>,
): Promise<boolean> {
  const table = sql.id(def.values.table);
  const match = sql.join(
    Object.entries(key).map(([column, value]) => sql`${sql.id(column)} = ${value}`),
    sql` AND `,
  );
  const { rows } = await sql<Row>`SELECT * FROM ${table} WHERE ${match} FOR UPDATE`.execute(trx);
  const before = rows[0];
  const empty = Object.values(values).every((value) => value === null);
  const audit = (action: "create" | "update" | "delete", row: Row, after: Row | null) =>
    writeAudit(trx, {
      userId: user.id,
      action,
      model: def.values.table,
      recordId: Number(row.id),
      before: action === "create" ? null : (before ?? null),
      after,
    });

  if (!before) {
    if (empty) return false;
    const columns = { ...key, ...values, created_by: user.id, updated_by: user.id };
    const { rows: inserted } = await sql<Row>`
      INSERT INTO ${table} (${sql.join(Object.keys(columns).map((column) => sql.id(column)))})
      VALUES (${sql.join(Object.values(columns))})
      RETURNING *`.execute(trx);
    const row = inserted[0] as Row;
    await audit("create", row, row);
    return true;
  }
  if (empty) {
    await sql`DELETE FROM ${table} WHERE id = ${before.id}`.execute(trx);
    await audit("delete", before, null);
    return true;
  }
  const differs = Object.entries(values).some(
    ([column, value]) => String(before[column] ?? "") !== String(value ?? ""),
  );
  if (!differs) return false;
  const sets = Object.entries({ ...values, updated_by: user.id }).map(
    ([column, value]) => sql`${sql.id(column)} = ${value}`,
  );
  const { rows: updated } = await sql<Row>`
    UPDATE ${table} SET ${sql.join(sets)} WHERE id = ${before.id} RETURNING *`.execute(trx);
  const row = updated[0] as Row;
  await audit("update", row, row);
  return true;
}
