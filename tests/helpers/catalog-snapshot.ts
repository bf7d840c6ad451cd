/**
 * What a database's schema is, as sorted lines: every column with its type, nullability and
 * default, every constraint, index, function, trigger and view of the public schema. Two
 * databases built two ways are the same schema when their snapshots are equal.
 */
import { sql } from "kysely";
import type { Db } from "../../src/server/db/connect";

export async function catalogSnapshot(db: Db): Promise<string[]> {
  const { rows } = await sql<{ line: string }>`
    SELECT format('column %s.%s %s%s default %s', c.table_name, c.column_name,
      format_type(a.atttypid, a.atttypmod), CASE WHEN a.attnotnull THEN ' not null' ELSE '' END,
      coalesce(c.column_default, '-')) AS line
    FROM information_schema.columns c
    JOIN pg_attribute a ON a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
      AND a.attname = c.column_name
    WHERE c.table_schema = 'public'
    UNION ALL
    SELECT format('constraint %s %s %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE n.nspname = 'public'
    UNION ALL
    SELECT format('index %s', indexdef) FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL
    SELECT format('function %s', pg_get_functiondef(p.oid))
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND p.prokind = 'f'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
    UNION ALL
    SELECT format('trigger %s', pg_get_triggerdef(t.oid))
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND NOT t.tgisinternal
    UNION ALL
    SELECT format('view %s %s', viewname, definition) FROM pg_views WHERE schemaname = 'public'
    UNION ALL
    SELECT format('comment %s %s', c.relname, obj_description(c.oid, 'pg_class'))
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND obj_description(c.oid, 'pg_class') IS NOT NULL`.execute(db);
  return rows.map((row) => row.line).sort();
}
