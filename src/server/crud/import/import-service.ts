/**
 * Preview and commit of an import run the same rows through the same writes: related rows are
 * resolved by name and records found by key first (in bulk), then every row is written in ONE
 * transaction, each behind a savepoint, through the create and update paths of the form
 * (validation, uniqueness against the table and the rows before it, foreign keys, row scope,
 * the database's own checks, audit as "import"). A row that fails is rolled back to its
 * savepoint and reported. The preview then rolls the whole transaction back, so what it shows
 * is what the commit does: a commit writes the rows the preview passed, skips those it
 * refused, and if a row the preview passed fails now (the data changed meanwhile), writes
 * nothing and names that row.
 */
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { toForm } from "../../../schema/adapter/to-form";
import type { ImportRowError } from "../../../schema/api/crud";
import type { ImportCounts, ImportPreviewAnswer } from "../../../schema/api/import";
import { fillTemplate } from "../../../schema/local-text";
import type { FieldErrors } from "../../../schema/validation/to-field-errors";
import type { CrudContext } from "../crud-context";
import type { ImportAccess, ImportPlan } from "./import-access";
import { IMPORT_MESSAGES } from "./import-messages";
import { type RowOutcome, writeRow } from "./import-row-write";
import { prepareRows } from "./import-rows";
import type { ImportSession } from "./import-store";
import { describeRows } from "./preview-rows";

const PREVIEW_ROWS = 100;
/** Rows between two turns of the event loop, so progress calls are answered meanwhile. */
const YIELD_EVERY = 200;

/** A row the preview passed that the commit found refused: nothing was written. */
export interface RowRefusal {
  row: number;
  errors: FieldErrors;
  reason: string;
}

class DryRun extends Error {}

class RowRefused extends Error {
  constructor(readonly refusal: RowRefusal) {
    super(`import row ${refusal.row} refused`);
  }
}

export async function previewImport(
  ctx: CrudContext,
  access: ImportAccess,
  session: ImportSession,
  plan: ImportPlan,
): Promise<ImportPreviewAnswer["data"]> {
  const outcomes = await run(ctx, access, session, plan, "validating", async (rows) => {
    await rows();
    throw new DryRun();
  });
  const failed = outcomes.filter((outcome) => outcome.errors);
  session.errors = failed.map(rowError);
  session.checked = { signature: signatureOf(plan), failed: new Set(failed.map((o) => o.row)) };
  session.stage = "validated";
  const shown = outcomes.filter((outcome) => outcome.action !== "unchanged" || outcome.errors);
  return {
    rowCount: session.rows.length,
    validCount: outcomes.length - failed.length,
    errorCount: failed.length,
    counts: countsOf(outcomes),
    rows: await describeRows(ctx, access, shown.slice(0, PREVIEW_ROWS)),
    errors: session.errors.slice(0, PREVIEW_ROWS),
  };
}

export async function commitImport(
  ctx: CrudContext,
  access: ImportAccess,
  session: ImportSession,
  plan: ImportPlan,
): Promise<(ImportCounts & { skipped: number }) | { refused: RowRefusal }> {
  const checked = session.checked?.signature === signatureOf(plan) ? session.checked : undefined;
  try {
    const outcomes = await run(ctx, access, session, plan, "committing", async (rows) => {
      const done = await rows();
      const surprise = done.find(
        (outcome) => outcome.errors && checked && !checked.failed.has(outcome.row),
      );
      if (surprise?.errors) throw new RowRefused(refusalOf(surprise.row, surprise.errors));
    });
    const failed = outcomes.filter((outcome) => outcome.errors);
    session.errors = failed.map(rowError);
    const counts = countsOf(outcomes);
    const valid = outcomes.length - failed.length;
    session.stage = valid > 0 ? "committed" : "failed";
    if (counts.create + counts.update > 0) ctx.counts.invalidate();
    return { ...counts, skipped: failed.length };
  } catch (error) {
    if (error instanceof RowRefused) return { refused: error.refusal };
    throw error;
  }
}

/** The commit's message: how many rows were created, updated and left as they were. */
export function committedMessage(access: ImportAccess, counts: ImportCounts): string {
  return fillTemplate(IMPORT_MESSAGES.committed[access.locale], { ...counts, title: access.title });
}

/**
 * Prepares every row (names, keys), then writes them in one transaction; `finish` runs the
 * rows and decides whether the transaction stands (it throws to roll it back).
 */
async function run(
  ctx: CrudContext,
  access: ImportAccess,
  session: ImportSession,
  plan: ImportPlan,
  stage: "validating" | "committing",
  finish: (rows: () => Promise<RowOutcome[]>) => Promise<void>,
): Promise<RowOutcome[]> {
  session.stage = stage;
  session.processed = 0;
  let outcomes: RowOutcome[] = [];
  try {
    const prepared = await prepareRows(ctx, access, session, plan);
    const updateForm = toForm(access.loaded.screen, "update", access);
    await ctx.db
      .transaction()
      .execute((trx) =>
        finish(async () => {
          outcomes = [];
          for (const row of prepared) {
            outcomes.push(await writeRow(ctx, trx, access, updateForm, row));
            session.processed += 1;
            if (session.processed % YIELD_EVERY === 0) await yieldToEventLoop();
          }
          return outcomes;
        }),
      )
      .catch((error: unknown) => {
        if (!(error instanceof DryRun)) throw error;
      });
    return outcomes;
  } catch (error) {
    session.stage = "failed";
    throw error;
  }
}

function refusalOf(row: number, errors: FieldErrors): RowRefusal {
  return { row, errors, reason: Object.values(errors).flat().join("; ") };
}

function rowError(outcome: RowOutcome): ImportRowError {
  return { row: outcome.row, errors: outcome.errors ?? {} };
}

function countsOf(outcomes: RowOutcome[]): ImportCounts {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0 };
  for (const outcome of outcomes) if (!outcome.errors) counts[outcome.action] += 1;
  return counts;
}

function signatureOf(plan: ImportPlan): string {
  return JSON.stringify([plan.columns.map(({ index, field }) => [index, field.id]), plan.key?.id]);
}
