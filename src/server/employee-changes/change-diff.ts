/**
 * A worker change request's fields side by side: what the requester read (old), what they
 * ask for (new) and what the worker holds now (current), each as text. A field whose current
 * value is no longer the old one changed meanwhile: approving would overwrite someone else's
 * edit, so it is flagged (and the approval refused).
 */
import { sql } from "kysely";
import type { Db } from "../db/connect";

export interface ChangeDiffRow {
  id: number;
  field: string;
  old_value: string | null;
  new_value: string | null;
  /** The worker's value now; null for a worker not created yet. */
  current_value: string | null;
  /** An update whose current value is no longer the one the requester read. */
  conflict: boolean;
}

/** The request's details, in the order they were written, with the worker's current values. */
export async function readChangeDiff(db: Db, requestId: number): Promise<ChangeDiffRow[]> {
  const { rows } = await sql<ChangeDiffRow>`
    SELECT d.id, d.field, d.old_value, d.new_value,
           to_jsonb(e) ->> d.field AS current_value,
           (r.change_status = 'update'
            AND coalesce(to_jsonb(e) ->> d.field, '') <> coalesce(d.old_value, '')) AS conflict
    FROM employee_request_change_details d
    JOIN employee_request_changes r ON r.id = d.request_change_id
    LEFT JOIN employees e ON e.id = r.employee_id
    WHERE d.request_change_id = ${requestId}
    ORDER BY d.id`.execute(db);
  return rows;
}
