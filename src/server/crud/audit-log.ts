/**
 * Who changed what: every create, update, delete and import of a generic screen writes one
 * audit_log row in the same transaction as the change (before and after as JSON), so the log
 * and the data never disagree. A record's history reads them back as field changes.
 */
import { sql } from "kysely";
import type { AuditAction, AuditAnswer, AuditChange } from "../../schema/api/crud";
import type { GenModel } from "../../schema/model-meta";
import type { Db } from "../db/connect";
import { auditNames, type ScopeOf } from "./audit-names";
import type { Row } from "./list-query";

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
  },
): Promise<void> {
  await sql`
    INSERT INTO audit_log (user_id, action, model, record_id, before, after)
    VALUES (${entry.userId}, ${entry.action}, ${entry.model}, ${entry.recordId},
            ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb)`.execute(trx);
}

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
    names: await auditNames(db, model, data, reader.scopeOf),
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
