/**
 * Approving a worker change request applies it to the worker inside the step's transaction,
 * through the workers screen's own writer: the employees overlay's validation, its audit
 * entry, its database guards. An update first locks the worker and refuses (409, naming the
 * fields) when a value changed since the request was made; a create inserts the worker from
 * the details; a deletion sets the worker inactive — deleting would also delete, by cascade,
 * the request and the worker's history that justify it.
 */

import { sql } from "kysely";
import { toForm } from "../../schema/adapter/to-form";
import { pickText, type SchemaLocale } from "../../schema/local-text";
import type { SessionUser } from "../access/session-user";
import type { CrudContext } from "../crud/crud-context";
import { refusedWrite } from "../crud/database-errors";
import {
  createInTransaction,
  Undo,
  updateInTransaction,
  type WriteOutcome,
} from "../crud/record-writer";
import type { Db } from "../db/connect";
import type { Row } from "../db/row";
import { AppError } from "../http/errors";
import type { LoadedScreen } from "../schemas/served-screens";
import { type ChangeDiffRow, readChangeDiff } from "./change-diff";

/** The overlay whose form, validation and writer every applied change goes through. */
export const EMPLOYEES_SCREEN = "employees";

interface Applying {
  ctx: CrudContext;
  trx: Db;
  request: Row;
  actor: SessionUser;
  locale: SchemaLocale;
}

export async function applyEmployeeChange(args: Applying): Promise<void> {
  const { ctx, trx, request } = args;
  const loaded = ctx.overlays.get(EMPLOYEES_SCREEN);
  if (!loaded) throw new Error(`the ${EMPLOYEES_SCREEN} overlay is not loaded`);
  const kind = String(request.change_status);
  // Locked before its values are compared, so no edit slips in between check and write.
  // The version as text: a JavaScript Date would drop PostgreSQL's microseconds.
  const employee =
    kind === "create"
      ? undefined
      : await trx
          .selectFrom("employees")
          .select(["id", sql<string>`to_jsonb(updated_at) #>> '{}'`.as("version")])
          .where("id", "=", Number(request.employee_id))
          .forUpdate()
          .executeTakeFirst();
  const details = await readChangeDiff(trx, Number(request.id));
  const conflicts = details.filter((detail) => detail.conflict);
  if (conflicts.length > 0) {
    const labels = conflicts.map((detail) => fieldLabel(loaded, detail.field, args.locale));
    throw new AppError("CHANGE_CONFLICT", { fields: labels.join(", ") });
  }
  const write = { loaded, user: args.actor, locale: args.locale };
  const view = kind === "create" ? "create" : "update";
  const outcome = await guarded(args, loaded, view, async () => {
    if (kind === "create") {
      return createInTransaction(ctx, trx, {
        ...write,
        input: valuesOf(loaded, details, view, args),
      });
    }
    const input =
      kind === "deleted" ? { status: "non_active" } : valuesOf(loaded, details, view, args);
    if (!employee) return { missing: true };
    return updateInTransaction(ctx, trx, {
      ...write,
      input: { ...input, id: employee.id, updated_at: employee.version },
    });
  });
  if (!("record" in outcome)) throw refusal(outcome);
}

/** The details as the form's input; a field the workers form does not offer is refused. */
function valuesOf(
  loaded: LoadedScreen,
  details: readonly ChangeDiffRow[],
  view: "create" | "update",
  { actor, locale }: Applying,
): Row {
  const form = toForm(loaded.screen, view, { user: actor, locale });
  const input: Row = {};
  const unknown: string[] = [];
  for (const detail of details) {
    const field = form.fields.find((candidate) => candidate.id === detail.field);
    if (!field) unknown.push(detail.field);
    else
      input[field.id] = field.kind === "boolean" ? detail.new_value === "true" : detail.new_value;
  }
  if (unknown.length > 0) throw new AppError("CHANGE_INVALID", { detail: unknown.join(", ") });
  return input;
}

/** A database refusal (a guard, a CHECK) said as the form would say it. */
async function guarded(
  { actor, locale }: Applying,
  loaded: LoadedScreen,
  view: "create" | "update",
  write: () => Promise<WriteOutcome>,
): Promise<WriteOutcome> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Undo) return error.outcome;
    const form = toForm(loaded.screen, view, { user: actor, locale });
    const refused = refusedWrite(error, form, loaded.model, locale);
    if (!refused) throw error;
    return { errors: refused.errors, reason: refused.reason };
  }
}

function refusal(outcome: WriteOutcome): AppError {
  if ("errors" in outcome) {
    const said = Object.entries(outcome.errors).map(
      ([field, messages]) => `${field}: ${messages.join(" ")}`,
    );
    const detail = [...said, ...(outcome.reason ? [outcome.reason] : [])].join("; ");
    return new AppError("CHANGE_INVALID", { detail }, outcome.errors);
  }
  if ("conflict" in outcome) return new AppError("CHANGE_CONFLICT", { fields: "updated_at" });
  return new AppError("CHANGE_INVALID", { detail: Object.keys(outcome).join(", ") });
}

/** A field's label on the workers screen, else its column name. */
export function fieldLabel(loaded: LoadedScreen, field: string, locale: SchemaLocale): string {
  const label = loaded.screen.fields.find((candidate) => candidate.id === field)?.label;
  return label ? pickText(label, locale) : field;
}
