/**
 * Preview and commit of an import. Preview validates every row exactly as the create form
 * would (nothing is written), and also catches a unique value repeated within the file. Commit
 * writes every valid row in ONE transaction through the same create path as `POST create`
 * (validation, row scope, audit as "import"): rows that fail validation are skipped and
 * reported; a row the database or the row scope refuses undoes the whole import. Both keep the
 * session's progress current for the progress call.
 */
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { FormOutput } from "../../../schema/adapter/to-form";
import type { ImportPreviewAnswer, ImportRowError } from "../../../schema/api/crud";
import { ruleMessage } from "../../../schema/validation/to-field-errors";
import { errorMessage } from "../../http/errors";
import type { CrudContext } from "../crud-context";
import { refusedWrite } from "../database-errors";
import { createInTransaction, Undo, validateForCreate, type WriteAccess } from "../record-writer";
import type { ColumnPlan } from "./import-mapping";
import { rowInput } from "./import-mapping";
import type { ImportSession } from "./import-store";

const PREVIEW_ERRORS = 100;
const PREVIEW_SAMPLE = 5;
/** Rows between two turns of the event loop, so progress calls are answered meanwhile. */
const YIELD_EVERY = 200;

export interface ImportAccess extends WriteAccess {
  form: FormOutput;
  title: string;
}

/** A row the database or the row scope refused: the commit was rolled back. */
export interface RowRefusal {
  row: number;
  errors: Record<string, string[]>;
  reason: string;
}

class RowRefused extends Error {
  constructor(readonly refusal: RowRefusal) {
    super(`import row ${refusal.row} refused`);
  }
}

export async function previewImport(
  ctx: CrudContext,
  access: ImportAccess,
  session: ImportSession,
  plan: ColumnPlan,
): Promise<ImportPreviewAnswer["data"]> {
  start(session, "validating");
  const errors: ImportRowError[] = [];
  const sample: Record<string, unknown>[] = [];
  const repeated = repeatedValues(access);
  try {
    for (const { row, cells } of session.rows) {
      const input = rowInput(cells, plan);
      const { values, errors: found } = await validateForCreate(ctx, ctx.db, { ...access, input });
      repeated.check(values, found);
      if (Object.keys(found).length > 0) {
        errors.push({ row, errors: found });
      } else {
        repeated.remember(values);
        if (sample.length < PREVIEW_SAMPLE) sample.push(withoutEmpty(values));
      }
      await step(session);
    }
  } catch (error) {
    session.stage = "failed";
    throw error;
  }
  session.errors = errors;
  session.stage = "validated";
  return {
    rowCount: session.rows.length,
    validCount: session.rows.length - errors.length,
    errorCount: errors.length,
    errors: errors.slice(0, PREVIEW_ERRORS),
    sample,
  };
}

export async function commitImport(
  ctx: CrudContext,
  access: ImportAccess,
  session: ImportSession,
  plan: ColumnPlan,
): Promise<{ inserted: number; skipped: number } | { refused: RowRefusal }> {
  start(session, "committing");
  try {
    const { inserted, errors } = await ctx.db.transaction().execute(async (trx) => {
      const errors: ImportRowError[] = [];
      let inserted = 0;
      for (const { row, cells } of session.rows) {
        const input = rowInput(cells, plan);
        const outcome = await createInTransaction(ctx, trx, {
          ...access,
          input,
          action: "import",
        }).catch((error: unknown) => {
          throw refusal(error, row, access) ?? error;
        });
        if ("record" in outcome) inserted += 1;
        else if ("errors" in outcome) errors.push({ row, errors: outcome.errors });
        else throw new Error(`a create answered ${Object.keys(outcome).join(", ")}`);
        await step(session);
      }
      return { inserted, errors };
    });
    session.errors = errors;
    session.stage = inserted > 0 ? "committed" : "failed";
    if (inserted > 0) ctx.counts.invalidate();
    return { inserted, skipped: errors.length };
  } catch (error) {
    session.stage = "failed";
    if (error instanceof RowRefused) return { refused: error.refusal };
    throw error;
  }
}

function start(session: ImportSession, stage: "validating" | "committing") {
  session.stage = stage;
  session.processed = 0;
}

async function step(session: ImportSession) {
  session.processed += 1;
  if (session.processed % YIELD_EVERY === 0) await yieldToEventLoop();
}

/** Why the database or the row scope refused a row, or undefined for any other failure. */
function refusal(error: unknown, row: number, access: ImportAccess): RowRefused | undefined {
  if (error instanceof Undo && "forbidden" in error.outcome) {
    const reason = errorMessage("RECORD_OUT_OF_SCOPE", access.locale, { title: access.title });
    return new RowRefused({ row, errors: {}, reason });
  }
  const refused = refusedWrite(error, access.form, access.locale);
  return refused && new RowRefused({ row, errors: refused.errors, reason: refused.reason });
}

/**
 * The database's unique check cannot see rows not yet written, so the preview remembers the
 * unique values of the valid rows (those the commit will write) and flags a later row holding
 * one of them, as the commit's own check would.
 */
function repeatedValues(access: ImportAccess) {
  const unique = access.form.fields.flatMap((field) => {
    const rule = access.form.database[field.id]?.find((candidate) => candidate.name === "unique");
    return rule ? [{ field, rule: rule.rule, seen: new Set<string>() }] : [];
  });
  return {
    check(values: Record<string, unknown>, errors: Record<string, string[]>) {
      for (const { field, rule, seen } of unique) {
        const value = values[field.id];
        if (value === null || value === undefined || errors[field.id]) continue;
        if (seen.has(String(value))) {
          errors[field.id] = [ruleMessage(rule, field.kind, field.label, access.locale)];
        }
      }
    },
    remember(values: Record<string, unknown>) {
      for (const { field, seen } of unique) {
        const value = values[field.id];
        if (value !== null && value !== undefined) seen.add(String(value));
      }
    },
  };
}

function withoutEmpty(values: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
}
