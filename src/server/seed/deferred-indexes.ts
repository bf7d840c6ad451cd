/**
 * Bulk loads run faster into bare tables: this drops the secondary indexes and foreign keys
 * of the given tables, runs the load, then rebuilds the indexes (two at a time, each with
 * generous sort memory) and re-adds the foreign keys, which PostgreSQL validates with one
 * join per key instead of one lookup per row. Primary keys and UNIQUE constraints stay, so
 * a duplicate still fails the load at once. Definitions come from the catalog, so whatever
 * the migrations declare is restored as it was.
 */
import { sql } from "kysely";
import type { Database, Db } from "../db/connect";

interface Deferred {
  indexes: { name: string; definition: string }[];
  foreignKeys: { table: string; name: string; definition: string }[];
}

export async function withIndexesDeferred(
  database: Database,
  tables: readonly string[],
  load: () => Promise<void>,
): Promise<void> {
  const deferred = await dropDeferrable(database.db, tables);
  try {
    await load();
  } finally {
    await restore(database.db, deferred);
  }
}

async function dropDeferrable(db: Db, tables: readonly string[]): Promise<Deferred> {
  return db.transaction().execute(async (trx) => {
    const { rows: indexes } = await sql<{ name: string; definition: string }>`
      SELECT (SELECT relname FROM pg_class WHERE oid = i.indexrelid) AS name,
        pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i
      WHERE i.indrelid = ANY(${tables}::regclass[])
        AND NOT EXISTS (
          SELECT 1 FROM pg_constraint c
          WHERE c.conindid = i.indexrelid AND c.conrelid = i.indrelid AND c.contype IN ('p', 'u', 'x')
        )
      ORDER BY pg_get_indexdef(i.indexrelid) LIKE '%USING gin%' DESC, 1`.execute(trx);
    const { rows: foreignKeys } = await sql<{ table: string; name: string; definition: string }>`
      SELECT (SELECT relname FROM pg_class WHERE oid = conrelid) AS table, conname AS name,
        pg_get_constraintdef(oid) AS definition
      FROM pg_constraint
      WHERE contype = 'f' AND conrelid = ANY(${tables}::regclass[])
      ORDER BY 1, 2`.execute(trx);
    for (const key of foreignKeys) {
      await sql`ALTER TABLE ${sql.table(key.table)} DROP CONSTRAINT ${sql.id(key.name)}`.execute(
        trx,
      );
    }
    for (const index of indexes) await sql`DROP INDEX ${sql.id(index.name)}`.execute(trx);
    return { indexes, foreignKeys };
  });
}

/** The statements come from the catalog (pg_get_indexdef / pg_get_constraintdef), not from input. */
async function restore(db: Db, deferred: Deferred): Promise<void> {
  const queue = [...deferred.indexes];
  const builder = async () => {
    for (let index = queue.shift(); index; index = queue.shift()) {
      const { definition } = index;
      await db.transaction().execute(async (trx) => {
        await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(trx);
        await sql.raw(definition).execute(trx);
      });
    }
  };
  await Promise.all([builder(), builder()]);
  for (const key of deferred.foreignKeys) {
    await sql`ALTER TABLE ${sql.table(key.table)} ADD CONSTRAINT ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(
      db,
    );
  }
}
