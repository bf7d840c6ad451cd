/**
 * Who changed what: every create, update, delete and import of a generic screen writes one
 * audit_log row in the same transaction as the change (before and after as JSON), so the log
 * and the data never disagree. A record's history reads them back as field changes.
 */
import { sql } from "kysely";
import type { AuditAction, AuditAnswer, AuditChange } from "../../schema/api/crud";
import type { GenModel } from "../../schema/model-meta";
import type { Db } from "../db/connect";
import type { Row } from "../db/row";
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
  const values = sql`${entry.userId}, ${entry.action}, ${entry.model}, ${entry.recordId},
    ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb`;
  const { units } = entry;
  await (units
    ? sql`
      INSERT INTO audit_log
        (user_id, action, model, record_id, before, after, department_ids, project_ids)
      SELECT ${values}, ${units.departments}, ${units.projects}
      FROM ${sql.table(entry.model)} AS ${sql.raw(UNITS_ALIAS)} WHERE ${sql.ref(`${UNITS_ALIAS}.id`)} = ${entry.recordId}`
    : sql`
      INSERT INTO audit_log (user_id, action, model, record_id, before, after)
      VALUES (${values})`
  ).execute(trx);
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
  const { rows } = await sql<{ readable: boolean | null }>`
    SELECT (a.department_ids && ${bigints(scope.departmentIds)}
         OR a.project_ids && ${bigints(scope.projectIds)}) AS readable
    FROM audit_log a WHERE a.model = ${model} AND a.record_id = ${recordId}
    ORDER BY a.id DESC LIMIT 1`.execute(db);
  const last = rows[0];
  return !last || last.readable === true;
}

const bigints = (ids: readonly number[]) =>
  ids.length > 0 ? sql`ARRAY[${sql.join(ids.map(Number))}]::bigint[]` : sql`'{}'::bigint[]`;

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
  const [{ rows }, { rows: counted }] = await Promise.all([
    sql<{
      id: number;
      at: string;
      action: AuditAction;
      user_id: number | null;
      fullname: string | null;
      before: Row | null;
      after: Row | null;
    }>`
      SELECT a.id, a.at, a.action, a.user_id, u.fullname, a.before, a.after
      FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
      WHERE a.model = ${model.model} AND a.record_id = ${recordId}
      ORDER BY a.at DESC, a.id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db),
    sql<{ total: number }>`
      SELECT count(*)::int AS total FROM audit_log
      WHERE model = ${model.model} AND record_id = ${recordId}`.execute(db),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    at: row.at,
    action: row.action,
    user:
      row.user_id === null
        ? null
        : { id: row.user_id, fullname: row.fullname ?? `#${row.user_id}` },
    changes: changesBetween(row.before, row.after).filter((change) =>
      reader.visible.has(change.field),
    ),
  }));
  return {
    data,
    total: counted[0]?.total ?? 0,
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

function json(value: Row | null): string | null {
  return value === null ? null : JSON.stringify(value);
}
