/**
 * The rating queries. Means are computed by PostgreSQL as numeric and rounded there to 2
 * decimals (`round(avg(…), 2)::text`), so "4.33" never passes through a float. The overall
 * value is the mean of every single rating read (each rater, type and `per` row weighs the
 * same), not the mean of the types' means. Only ratings inside the caller's row scope count.
 */
import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import type { RatingAnswer, RatingChoice, RatingItem } from "../../schema/rating/rating-api";
import { writeAudit } from "../crud/audit-log";
import type { Db } from "../db/connect";
import type { Row } from "../db/row";
import type { RatingTables } from "../schemas/rating-tables";

/** More `per` rows than a person can choose from is a configuration to revisit, not a list. */
const CHOICES_LIMIT = 1000;

export interface RatingReader {
  userId: number;
  /** Condition on a ratings row aliased `r`; undefined: every rating counts. */
  ratingScope: RawBuilder<boolean> | undefined;
  /** Condition on a `per` row aliased `p`. */
  perScope: RawBuilder<boolean> | undefined;
}

const TRUE = sql<boolean>`TRUE`;
const col = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/** The ratings of record `id` (for one `per` row when given): the getter's answer. */
export async function readRating(
  db: Db,
  tables: RatingTables,
  id: number,
  per: number | undefined,
  reader: RatingReader & { canRate: boolean },
): Promise<Omit<RatingAnswer, "data_main"> & { overall: string | null }> {
  const ratingRows = sql<boolean>`${col("r", tables.key)} = ${id}
    AND ${perCondition(tables, per)} AND ${reader.ratingScope ?? TRUE}`;
  // Without a chosen `per` row the caller has no single own rating per type to show.
  const mine =
    tables.per && per === undefined
      ? sql<boolean>`FALSE`
      : sql<boolean>`${col("r", tables.rater)} = ${reader.userId}`;
  const [{ rows: items }, { rows: overall }, choices] = await Promise.all([
    sql<RatingItem>`
      SELECT t.id AS rating_type_id, ${col("t", tables.typeName)} AS rating_type_name,
        round(avg(${col("r", tables.value)}), 2)::text AS rating_value,
        max(${col("r", tables.value)}) FILTER (WHERE ${mine})::int AS my_rating_value
      FROM ${sql.table(tables.types)} AS t
      LEFT JOIN ${sql.table(tables.ratings)} AS r ON ${col("r", tables.type)} = t.id AND ${ratingRows}
      GROUP BY t.id, ${col("t", tables.typeName)}
      ORDER BY t.id`.execute(db),
    sql<{ overall: string | null }>`
      SELECT round(avg(${col("r", tables.value)}), 2)::text AS overall
      FROM ${sql.table(tables.ratings)} AS r WHERE ${ratingRows}`.execute(db),
    reader.canRate ? ratingChoices(db, tables, id, reader.perScope) : Promise.resolve([]),
  ]);
  return {
    overall: overall[0]?.overall ?? null,
    data_rating: items.map((item) => ({ ...item, rating_type_id: Number(item.rating_type_id) })),
    data_per: choices,
  };
}

/** Every rating type's id: the types a save may name. */
export async function ratingTypeIds(db: Db, tables: RatingTables): Promise<Set<number>> {
  const { rows } = await sql<{
    id: number;
  }>`SELECT t.id FROM ${sql.table(tables.types)} AS t`.execute(db);
  return new Set(rows.map((row) => Number(row.id)));
}

/** The `per` rows the caller may rate record `id` for (one of them when `only` is given). */
export async function ratingChoices(
  db: Db,
  tables: RatingTables,
  id: number,
  perScope: RawBuilder<boolean> | undefined,
  only?: number,
): Promise<RatingChoice[]> {
  const { per } = tables;
  if (!per) return [];
  const linked = per.through
    ? sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(per.through)} AS l
        WHERE ${col("l", tables.key)} = ${id} AND ${col("l", per.column)} = p.id)`
    : TRUE;
  const { rows } = await sql<RatingChoice>`
    SELECT p.id, ${col("p", per.name)}::text AS name FROM ${sql.table(per.table)} AS p
    WHERE ${linked} AND ${perScope ?? TRUE} AND ${only === undefined ? TRUE : sql`p.id = ${only}`}
    ORDER BY 2, 1 LIMIT ${CHOICES_LIMIT}`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/**
 * Saves the caller's ratings of record `id`: one row per rater, type (and `per` row), created
 * or changed in place, each change with its audit row. Call inside a transaction.
 */
export async function saveRatings(
  trx: Db,
  tables: RatingTables,
  target: { id: number; per: number | undefined; userId: number },
  values: readonly { rating_type_id: number; rating_value: number }[],
): Promise<void> {
  const { id, per, userId } = target;
  const keyColumns = [
    tables.key,
    tables.type,
    tables.rater,
    ...(tables.per ? [tables.per.column] : []),
  ];
  for (const { rating_type_id: typeId, rating_value: value } of values) {
    const keys = [id, typeId, userId, ...(tables.per ? [per] : [])];
    const { rows: before } = await sql<Row>`
      SELECT * FROM ${sql.table(tables.ratings)} AS r
      WHERE ${sql.join(
        keyColumns.map((column, index) => sql`${col("r", column)} = ${keys[index]}`),
        sql` AND `,
      )}
      FOR UPDATE`.execute(trx);
    const old = before[0] ?? null;
    if (old && Number(old[tables.value]) === value) continue;
    // ON CONFLICT on the unique (rater, type, key, per): a concurrent first rating becomes an update.
    const { rows } = await sql<Row>`
      INSERT INTO ${sql.table(tables.ratings)}
        (${sql.join(keyColumns.map((column) => sql.ref(column)))}, ${sql.ref(tables.value)}, created_by, updated_by)
      VALUES (${sql.join(keys)}, ${value}, ${userId}, ${userId})
      ON CONFLICT (${sql.join(keyColumns.map((column) => sql.ref(column)))})
      DO UPDATE SET ${sql.ref(tables.value)} = EXCLUDED.${sql.ref(tables.value)}, updated_by = EXCLUDED.updated_by
      RETURNING *`.execute(trx);
    const after = rows[0] as Row;
    await writeAudit(trx, {
      userId,
      action: old ? "update" : "create",
      model: tables.ratings,
      recordId: Number(after.id),
      before: old,
      after,
    });
  }
}

/** The rated record's name, if it exists within `scope` (a condition on alias `x`). */
export async function ratedName(
  db: Db,
  model: string,
  tables: RatingTables,
  id: number,
  scope: Expression<SqlBool> | undefined,
): Promise<string | undefined> {
  const { rows } = await sql<{ name: string }>`
    SELECT ${col("x", tables.ratedName)}::text AS name FROM ${sql.table(model)} AS x
    WHERE x.id = ${id} AND ${scope ?? TRUE}`.execute(db);
  return rows[0]?.name;
}

function perCondition(tables: RatingTables, per: number | undefined): RawBuilder<boolean> {
  return tables.per && per !== undefined
    ? sql<boolean>`${col("r", tables.per.column)} = ${per}`
    : TRUE;
}
