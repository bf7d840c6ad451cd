/**
 * The SQL of the generic screens. Table and column names only ever come from the model
 * catalog (the introspected database), and are quoted as identifiers; everything a request
 * carries is a bound parameter.
 */
import { type Expression, type SqlBool, sql } from "kysely";
import type { GenModel } from "../../schema/model-meta";
import { relationAlias } from "../../schema/overlay/relation-alias";
import type { ScreenDb } from "../db/connect";
import type { ModelCatalog } from "../models/model-catalog";

export type Row = Record<string, unknown>;

/**
 * One record with its readable columns (or only `columns`, for a reader whose field
 * permissions hide some) and, per foreign key among them, `{ key, display name }`.
 */
export async function findRecord(
  db: ScreenDb,
  catalog: ModelCatalog,
  model: GenModel,
  id: number,
  columns: readonly string[] = model.fieldView,
  scope?: Expression<SqlBool>,
): Promise<Row | undefined> {
  const related = Object.entries(model.fieldRelation).flatMap(([column, relation]) => {
    if (!catalog.get(relation.model) || !columns.includes(column)) return [];
    const keys = [...new Set([relation.column, relation.displayName])];
    const pairs = keys.map((key) => sql`${key}::text, ${sql.ref(`t.${key}`)}`);
    return [
      sql`(SELECT json_build_object(${sql.join(pairs)}) FROM ${sql.table(relation.model)} AS t
           WHERE ${sql.ref(`t.${relation.column}`)} = ${sql.ref(`r.${column}`)})`.as(
        relationAlias(column, model.fieldList),
      ),
    ];
  });
  let query = db
    .selectFrom(`${model.model} as r`)
    .select(columns.map((column) => `r.${column}`))
    .select(related)
    .where("r.id", "=", id);
  if (scope) query = query.where(scope);
  return query.executeTakeFirst();
}

export async function insertRecord(trx: ScreenDb, model: GenModel, values: Row): Promise<number> {
  const row = await trx
    .insertInto(model.model)
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateRecord(trx: ScreenDb, model: GenModel, id: number, values: Row) {
  await trx.updateTable(model.model).set(values).where("id", "=", id).execute();
}

/** Whether another row of `table` already holds `value` in `column`. */
export async function valueTaken(
  db: ScreenDb,
  table: string,
  column: string,
  value: unknown,
  exceptId?: number,
): Promise<boolean> {
  let query = db.selectFrom(table).select(sql`1`.as("taken")).where(column, "=", value);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export async function valueExists(db: ScreenDb, table: string, column: string, value: unknown) {
  const row = await db
    .selectFrom(table)
    .select(sql`1`.as("found"))
    .where(column, "=", value)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
