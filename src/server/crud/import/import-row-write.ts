/**
 * One prepared row written inside the import's transaction, behind a savepoint: a new record
 * through the form's create path; a record found by key updated with only the fields that
 * differ, sent with their values as read (the form's conflict rule: a field only someone else
 * changed meanwhile is never set back), or left alone when nothing differs. A row that does
 * not stand is rolled back to its savepoint and says why in the caller's words — the
 * database's refusals through its catalogue, never PostgreSQL's text.
 */
import { sql } from "kysely";
import type { FormOutput } from "../../../schema/adapter/to-form";
import { BASE_KEY, baseOf, changedFields } from "../../../schema/api/field-changes";
import type { ImportAction } from "../../../schema/api/import";
import type { FieldErrors } from "../../../schema/validation/to-field-errors";
import type { Db } from "../../db/connect";
import { type ErrorCode, errorMessage } from "../../http/errors";
import type { CrudContext } from "../crud-context";
import { refusedWrite } from "../database-errors";
import {
  createInTransaction,
  Undo,
  updateInTransaction,
  type WriteOutcome,
} from "../record-writer";
import type { ImportAccess } from "./import-access";
import type { PreparedRow } from "./import-rows";

/** A row's errors that concern no one field. */
const WHOLE_ROW = "_";

export interface RowOutcome {
  row: number;
  action: ImportAction;
  key?: string;
  changes?: { field: string; before: unknown; after: unknown }[];
  errors?: FieldErrors;
}

export async function writeRow(
  ctx: CrudContext,
  trx: Db,
  access: ImportAccess,
  updateForm: FormOutput,
  prepared: PreparedRow,
): Promise<RowOutcome> {
  const { row, input, existing, errors } = prepared;
  const base = { row, ...(prepared.key ? { key: prepared.key } : {}) };
  if (!existing) {
    if (Object.keys(errors).length > 0) return { ...base, action: "create", errors };
    const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
    const outcome = await attempt(trx, () =>
      createInTransaction(ctx, trx, { ...access, input: given, action: "import" }),
    );
    return { ...base, action: "create", ...failureOf(outcome, access) };
  }
  if (Object.keys(errors).length > 0) return { ...base, action: "update", errors };
  const current = existing.record;
  const changes = changedFields(updateForm, current, input);
  if (Object.keys(changes).length === 0) return { ...base, action: "unchanged" };
  const outcome = await attempt(trx, () =>
    updateInTransaction(ctx, trx, {
      ...access,
      action: "import",
      input: {
        id: current.id,
        updated_at: current.updated_at,
        [BASE_KEY]: baseOf(updateForm, current, changes),
        ...changes,
      },
    }),
  );
  const before = baseOf(updateForm, current, changes);
  return {
    ...base,
    action: "update",
    changes: Object.entries(changes).map(([field, after]) => ({
      field,
      before: before[field],
      after,
    })),
    ...failureOf(outcome, access),
  };
}

/** One row's write behind a savepoint: whatever it did is undone if it does not stand. */
async function attempt(
  trx: Db,
  write: () => Promise<WriteOutcome>,
): Promise<WriteOutcome | { thrown: unknown }> {
  await sql`SAVEPOINT import_row`.execute(trx);
  try {
    const outcome = await write();
    if ("record" in outcome) await sql`RELEASE SAVEPOINT import_row`.execute(trx);
    else await sql`ROLLBACK TO SAVEPOINT import_row`.execute(trx);
    return outcome;
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT import_row`.execute(trx);
    return { thrown: error };
  }
}

/** Why a write did not stand, in the caller's words (the database's through its catalogue). */
function failureOf(
  outcome: WriteOutcome | { thrown: unknown },
  access: ImportAccess,
): { errors?: FieldErrors } {
  if ("record" in outcome) return {};
  if ("thrown" in outcome) {
    if (outcome.thrown instanceof Undo) return failureOf(outcome.thrown.outcome, access);
    const refused = refusedWrite(outcome.thrown, access.form, access.loaded.model, access.locale);
    if (!refused) throw outcome.thrown;
    return { errors: withReason(refused.errors, refused.reason) };
  }
  if ("errors" in outcome) return { errors: withReason(outcome.errors, outcome.reason) };
  if ("forbidden" in outcome) return { errors: wholeRow(access, outcome.forbidden) };
  if ("missing" in outcome) return { errors: wholeRow(access, "RECORD_DELETED_MEANWHILE") };
  return { errors: wholeRow(access, "RECORD_CHANGED") };
}

function withReason(errors: FieldErrors, reason: string | undefined): FieldErrors {
  return Object.keys(errors).length > 0 || !reason ? errors : { [WHOLE_ROW]: [reason] };
}

function wholeRow(access: ImportAccess, code: ErrorCode): FieldErrors {
  return { [WHOLE_ROW]: [errorMessage(code, access.locale, { title: access.title })] };
}
