/**
 * The writes of a generic screen, each inside a transaction the caller owns: validated by the
 * same adapter output the browser used, only the fields the caller's form offers, kept within
 * the caller's row scope, refused when the record changed since the caller read it (optimistic
 * concurrency on `updated_at`), and logged in audit_log with before and after. A write that
 * must not stand throws `Undo`, so the transaction rolls back whatever it already did.
 */
import { sql } from "kysely";
import { type FormOutput, toForm } from "../../schema/adapter/to-form";
import type { AuditAction } from "../../schema/api/crud";
import {
  BASE_KEY,
  changedFields,
  conflictingFields,
  type FieldConflict,
} from "../../schema/api/field-changes";
import type { SchemaLocale } from "../../schema/local-text";
import { fieldsReadBy } from "../../schema/validation/run-checks";
import type { FieldErrors } from "../../schema/validation/to-field-errors";
import type { SessionUser } from "../access/session-user";
import type { ScreenDb } from "../db/connect";
import { ROW, type Row } from "../db/row";
import { attachClaims, type FileClaim, fileClaims, refusedClaims } from "../files/file-claims";
import type { ErrorCode } from "../http/errors";
import type { LoadedScreen } from "../schemas/served-screens";
import { UNITS_ALIAS, writeAudit } from "./audit-log";
import type { CrudContext } from "./crud-context";
import { findRecord, insertRecord, updateRecord } from "./record-repository";
import { rowScope } from "./screen-access";
import { validateRecord } from "./validate-record";
import {
  type ReachRefusal,
  rowBeyondReach,
  VALUE_REFUSALS,
  valuesBeyondReach,
} from "./write-ceilings";

const AUTHORSHIP = { create: ["created_by", "updated_by"], update: ["updated_by"] } as const;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

export type ForbiddenCode = Extract<ErrorCode, "RECORD_OUT_OF_SCOPE"> | ReachRefusal;

const OUT_OF_SCOPE = { forbidden: "RECORD_OUT_OF_SCOPE" } as const;

export interface WriteAccess {
  loaded: LoadedScreen;
  user: SessionUser;
  locale: SchemaLocale;
}

export type WriteOutcome =
  | { record: Row }
  | { errors: Record<string, string[]>; reason?: string }
  /** Beyond the caller's reach: the error to answer (out of scope, company-wide, a user above). */
  | { forbidden: ForbiddenCode }
  | { missing: true }
  | { versionRequired: true }
  | { conflict: { current: Row | null; submitted: Row; conflicts?: FieldConflict[] } };

/** Thrown inside a transaction to roll it back and answer `outcome`. */
export class Undo extends Error {
  constructor(readonly outcome: WriteOutcome) {
    super("write undone");
  }
}

export async function validateForCreate(
  ctx: CrudContext,
  db: ScreenDb,
  { loaded, user, locale, input }: WriteAccess & { input: Row },
) {
  return validateRecord({
    form: toForm(loaded.screen, "create", { user, locale }),
    input,
    locale,
    validators: ctx.validators,
    db,
    now: ctx.clock(),
  });
}

export async function createInTransaction(
  ctx: CrudContext,
  trx: ScreenDb,
  args: WriteAccess & { input: Row; action?: AuditAction },
): Promise<WriteOutcome> {
  const { loaded, user } = args;
  const beyond = await rowBeyondReach(trx, ctx.scoper, loaded.model.model, null, user);
  if (beyond) return { forbidden: beyond };
  const validated = await validateForCreate(ctx, trx, args);
  // Empties are left out, so the database's defaults apply to them.
  const written = Object.fromEntries(
    Object.entries(validated.values).filter(([, value]) => value !== null),
  );
  const { errors, claims } = await refusals(ctx, trx, args, validated.errors, written, null);
  if (Object.keys(errors).length > 0) return { errors };
  const id = await insertRecord(trx, loaded.model, {
    ...written,
    ...authorship(loaded, "create", user.id),
  });
  if (!(await inScope(ctx, trx, args, id))) throw new Undo(OUT_OF_SCOPE);
  await attachClaims(trx, loaded.model.model, id, claims);
  const record = await readBack(ctx, trx, loaded, id);
  await audit(ctx, trx, args, args.action ?? "create", id, null, record);
  return { record };
}

/**
 * The problems of the fields this update changes, or whose rules read a field it changes (a
 * new start date judged against the stored end date). A stored value the user left as it was
 * is not theirs to fix: a rule added or tightened since (a seeded code "WIL-5" against a later
 * "alfanumerik" rule) must not make the whole record uneditable.
 */
function changedOnly(form: FormOutput, errors: FieldErrors, current: Row, written: Row) {
  const changed = changedFields(form, current, written);
  const touched = (field: string) =>
    [field, ...fieldsReadBy(form, field)].some((read) => Object.hasOwn(changed, read));
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !Object.hasOwn(current, field) || touched(field)),
  );
}

export async function updateInTransaction(
  ctx: CrudContext,
  trx: ScreenDb,
  args: WriteAccess & { input: Row; action?: AuditAction },
): Promise<WriteOutcome> {
  const { loaded, user, locale, input } = args;
  const id = Number(input.id);
  const form = toForm(loaded.screen, "update", { user, locale });
  const locked = await lockForChange(ctx, trx, args, id, input, form);
  if (!("current" in locked)) return locked;
  // The spec's update resends the whole record: validate it whole, write what was sent.
  const validated = await validateRecord({
    form,
    input: { ...locked.current, ...input },
    locale,
    validators: ctx.validators,
    db: trx,
    self: { table: loaded.model.model, id },
    now: ctx.clock(),
  });
  const written = Object.fromEntries(
    Object.entries(validated.values).filter(([key]) => Object.hasOwn(input, key)),
  );
  const { errors, claims } = await refusals(
    ctx,
    trx,
    args,
    changedOnly(form, validated.errors, locked.current, written),
    written,
    locked.current,
  );
  if (Object.keys(errors).length > 0) return { errors };
  await updateRecord(trx, loaded.model, id, {
    ...written,
    ...authorship(loaded, "update", user.id),
  });
  if (!(await inScope(ctx, trx, args, id))) throw new Undo(OUT_OF_SCOPE);
  await attachClaims(trx, loaded.model.model, id, claims);
  const record = await readBack(ctx, trx, loaded, id);
  await audit(ctx, trx, args, args.action ?? "update", id, locked.current, record);
  return { record };
}

export async function deleteInTransaction(
  ctx: CrudContext,
  trx: ScreenDb,
  args: WriteAccess & { input: Row },
): Promise<WriteOutcome> {
  const id = Number(args.input.id);
  const locked = await lockForChange(ctx, trx, args, id, args.input);
  if (!("current" in locked)) return locked;
  // Logged first: the log keeps the record's departments and projects, read from its row.
  await audit(ctx, trx, args, "delete", id, locked.current, null);
  await trx.deleteFrom(args.loaded.model.model).where("id", "=", id).execute();
  return { record: locked.current };
}

/**
 * Locks the record for the rest of the transaction and checks that the caller may change it
 * and read the version it changes: present, in scope, and unchanged since `input.updated_at`
 * — or, for an update (`form`) that sent its fields as read, unchanged in those fields.
 */
async function lockForChange(
  ctx: CrudContext,
  trx: ScreenDb,
  args: WriteAccess,
  id: number,
  input: Row,
  form?: FormOutput,
): Promise<{ current: Row } | WriteOutcome> {
  const { loaded } = args;
  const versioned = loaded.model.fieldView.includes("updated_at");
  const read = input.updated_at;
  if (versioned && (typeof read !== "string" || !TIMESTAMP.test(read))) {
    return { versionRequired: true };
  }
  const scope = rowScope(ctx, loaded, args.user);
  const current = await trx
    .selectFrom(`${loaded.model.model} as ${ROW}`)
    .select(loaded.model.fieldView.map((column) => `${ROW}.${column}`))
    .select([
      scope ? scope.as("in_scope") : sql<boolean>`TRUE`.as("in_scope"),
      versioned
        ? sql<boolean>`${sql.ref(`${ROW}.updated_at`)} = ${read}::timestamptz`.as("unchanged")
        : sql<boolean>`TRUE`.as("unchanged"),
    ])
    .where(`${ROW}.id`, "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return { missing: true };
  const { in_scope: inScopeNow, unchanged, ...row } = current;
  if (!inScopeNow) return OUT_OF_SCOPE;
  const beyond = await rowBeyondReach(trx, ctx.scoper, loaded.model.model, id, args.user);
  if (beyond) return { forbidden: beyond };
  if (!unchanged) {
    const base = input[BASE_KEY];
    if (!form || !isValues(base)) {
      return { conflict: { current: await readBack(ctx, trx, loaded, id), submitted: input } };
    }
    // The caller sent only what its user changed, with the values read: the record's other
    // changes meanwhile stand, and only a field both changed to different values refuses.
    const { [BASE_KEY]: _base, ...mine } = input;
    const conflicts = conflictingFields(form, base, mine, row);
    if (conflicts.length > 0) {
      const current = await readBack(ctx, trx, loaded, id);
      return { conflict: { current, submitted: mine, conflicts } };
    }
  }
  return { current: row };
}

/**
 * Every refused field of a write at once: the validation's errors; a reference beyond the
 * caller's reach, whose refusal stands in for whatever else its value was refused for (a
 * "taken" would say the row elsewhere exists); a stored file that is not the caller's to
 * attach. With none, the files the write takes.
 */
async function refusals(
  ctx: CrudContext,
  trx: ScreenDb,
  args: WriteAccess,
  invalid: Record<string, string[]>,
  written: Row,
  current: Row | null,
): Promise<{ errors: Record<string, string[]>; claims: FileClaim[] }> {
  const { loaded, user, locale } = args;
  const beyond = await valuesBeyondReach(trx, ctx.scoper, loaded.model, written, current, user);
  const errors = { ...invalid };
  for (const [field, why] of Object.entries(beyond)) errors[field] = [VALUE_REFUSALS[why][locale]];
  const claims = fileClaims(loaded.screen, written, current).filter(
    (claim) => !Object.hasOwn(errors, claim.field),
  );
  Object.assign(errors, await refusedClaims(trx, claims, user.id, locale));
  return { errors, claims };
}

const isValues = (value: unknown): value is Row =>
  typeof value === "object" && value !== null && !Array.isArray(value);

async function inScope(ctx: CrudContext, trx: ScreenDb, args: WriteAccess, id: number) {
  const scope = rowScope(ctx, args.loaded, args.user);
  if (!scope) return true;
  const found = await trx
    .selectFrom(`${args.loaded.model.model} as ${ROW}`)
    .select(sql`1`.as("found"))
    .where(`${ROW}.id`, "=", id)
    .where(scope)
    .executeTakeFirst();
  return found !== undefined;
}

async function readBack(ctx: CrudContext, trx: ScreenDb, loaded: LoadedScreen, id: number) {
  const record = await findRecord(trx, ctx.catalog, loaded.model, id);
  if (!record) throw new Error(`${loaded.model.model} ${id} vanished inside its transaction`);
  return record;
}

async function audit(
  ctx: CrudContext,
  trx: ScreenDb,
  args: WriteAccess,
  action: AuditAction,
  recordId: number,
  before: Row | null,
  after: Row | null,
) {
  const model = args.loaded.model.model;
  await writeAudit(trx, {
    userId: args.user.id,
    action,
    model,
    recordId,
    before: before && withoutRelations(before, args.loaded),
    after: after && withoutRelations(after, args.loaded),
    units: ctx.scoper.units(model, UNITS_ALIAS),
  });
}

/** The record's own columns: related rows' names are not part of what changed. */
function withoutRelations(record: Row, loaded: LoadedScreen): Row {
  return Object.fromEntries(
    Object.entries(record).filter(([key]) => loaded.model.fieldView.includes(key)),
  );
}

function authorship(loaded: LoadedScreen, verb: "create" | "update", userId: number) {
  return Object.fromEntries(
    AUTHORSHIP[verb]
      .filter((column) => loaded.model.fieldList.includes(column))
      .map((column) => [column, userId]),
  );
}
