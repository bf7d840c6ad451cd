/**
 * Who changed what: every create, update, delete and import of a generic screen writes one
 * audit_log row in the same transaction as the change (before and after as JSON), so the log
 * and the data never disagree. A record's history reads them back as field changes.
 */
import { type InsertObject, sql } from "kysely";
import type { AuditAction, AuditAnswer, AuditChange } from "../../schema/api/crud";
import type { GenModel } from "../../schema/model-meta";
import type { Db } from "../db/connect";
import { quoted } from "../db/identifiers";
import type { Row } from "../db/row";
import type { DB, Json } from "../db/tables";
import { auditNames, type ScopeOf } from "./audit-names";
import type { RowScope, RowUnits } from "./row-scope";

/** Bookkeeping columns every save touches; a change to them alone is not news. */
const NOT_CHANGES: ReadonlySet<string> = new Set(["updated_at", "updated_by"]);

export async function writeAudit(
  trx: Db,
  entry: {
    /** Null for a change the system makes on its own (a released username). */
    userId: number | null;
    action: AuditAction;
    model: string;
    recordId: number;
    before: Row | null;
    after: Row | null;
    /**
     * The record's departments and projects, read from its row as it is now (which must
     * exist): a deleted record's history is then scoped by them.
     */
    units?: RowUnits | undefined;
  },
): Promise<void> {
  const written = {
    user_id: entry.userId,
    action: entry.action,
    model: entry.model,
    record_id: entry.recordId,
    before: jsonb(entry.before),
    after: jsonb(entry.after),
  } satisfies InsertObject<DB, "audit_log">;
  const { units } = entry;
  if (!units) {
    await trx.insertInto("audit_log").values(written).execute();
    return;
  }
  const columns = Object.keys(written) as (keyof typeof written)[];
  await trx
    .insertInto("audit_log")
    .columns([...columns, "department_ids", "project_ids"])
    .expression(
      sql`SELECT ${sql.join(Object.values(written))}, ${units.departments}, ${units.projects}
      FROM ${sql.table(entry.model)} AS ${quoted.id(UNITS_ALIAS)}
      WHERE ${sql.ref(`${UNITS_ALIAS}.id`)} = ${entry.recordId}`,
    )
    .execute();
}

/** The alias the units of `writeAudit` are read under. */
export const UNITS_ALIAS = "audited";

/**
 * Whether a scoped reader may read the history of a record that no longer exists: the
 * departments and projects its last audit row kept meet theirs. One without a history has
 * nothing to show either way; one deleted without its place kept is not theirs to read.
 */
export async function goneRecordReadable(
  db: Db,
  model: string,
  recordId: number,
  scope: RowScope,
): Promise<boolean> {
  const last = await db
    .selectFrom("audit_log as a")
    .select(
      sql<boolean | null>`(a.department_ids && ${bigints(scope.departmentIds)}
         OR a.project_ids && ${bigints(scope.projectIds)})`.as("readable"),
    )
    .where("a.model", "=", model)
    .where("a.record_id", "=", recordId)
    .orderBy("a.id", "desc")
    .limit(1)
    .executeTakeFirst();
  return !last || last.readable === true;
}

const bigints = (ids: readonly number[]) =>
  ids.length > 0
    ? sql<number[]>`ARRAY[${sql.join(ids.map(Number))}]::bigint[]`
    : sql<number[]>`'{}'::bigint[]`;

/** One page of a record's history, with names for the related keys its changes hold. */
export async function readAudit(
  db: Db,
  model: GenModel,
  recordId: number,
  page: { limit: number; offset: number },
  reader: {
    /** Fields the reader may see; changes to others are left out. */
    visible: ReadonlySet<string>;
    /** The reader's row scope on a related table. */
    scopeOf: ScopeOf;
    /** The screen's file fields, whose stored paths are named by their original names. */
    files: readonly string[];
  },
): Promise<AuditAnswer> {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom("audit_log as a")
      .leftJoin("users as u", "u.id", "a.user_id")
      .select(["a.id", "a.at", "a.action", "a.user_id", "u.fullname", "a.before", "a.after"])
      .where("a.model", "=", model.model)
      .where("a.record_id", "=", recordId)
      .orderBy("a.at", "desc")
      .orderBy("a.id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .$narrowType<{ action: AuditAction }>()
      .execute(),
    db
      .selectFrom("audit_log")
      .select(sql<number>`count(*)::int`.as("total"))
      .where("model", "=", model.model)
      .where("record_id", "=", recordId)
      .executeTakeFirst(),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    at: row.at,
    action: row.action,
    user:
      row.user_id === null
        ? null
        : { id: row.user_id, fullname: row.fullname ?? `#${row.user_id}` },
    changes: changesBetween(asRow(row.before), asRow(row.after)).filter((change) =>
      reader.visible.has(change.field),
    ),
  }));
  return {
    data,
    total: counted?.total ?? 0,
    names: await auditNames(db, { model, id: recordId, files: reader.files }, data, reader.scopeOf),
  };
}

/** The fields whose values differ; a create or delete lists every field it set or held. */
export function changesBetween(before: Row | null, after: Row | null): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields]
    .filter((field) => !NOT_CHANGES.has(field))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter(
      (change) =>
        JSON.stringify(change.before) !== JSON.stringify(change.after) &&
        !(before === null && change.after === null) &&
        !(after === null && change.before === null),
    );
}

/** A row as jsonb, sent as its JSON text. */
function jsonb(value: Row | null) {
  return sql<Json | null>`${value === null ? null : JSON.stringify(value)}::jsonb`;
}

/** An audit row's before or after: a row, as writeAudit wrote it. */
const asRow = (value: Json | null) => value as Row | null;
