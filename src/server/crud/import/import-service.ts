/**
 * Preview and commit of an import run the same rows through the same writes: related rows are
 * resolved by name and records found by key first (in bulk), then every row is written in ONE
 * transaction, each behind a savepoint, through the create and update paths of the form
 * (validation, uniqueness against the table and the rows before it, foreign keys, row scope,
 * the database's own checks, audit as "import"). A row that fails is rolled back to its
 * savepoint and reported. The preview then rolls the whole transaction back, so what it shows
 * is what the commit does: a commit writes the rows the preview passed, skips those it
 * refused, and if a row the preview passed fails now (the data changed meanwhile), writes
 * nothing and names that row. The rows are the stored file's, read a page at a time
 * (import-store.ts), so a run holds a page of them in memory, and its outcomes.
 */
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { toForm } from "../../../schema/adapter/to-form";
import type { ImportRowError } from "../../../schema/api/crud";
import type { ImportCounts, ImportPreviewAnswer } from "../../../schema/api/import";
import type { FieldErrors } from "../../../schema/validation/to-field-errors";
import type { CrudContext } from "../crud-context";
import type { ImportAccess, ImportPlan } from "./import-access";
import { importMessage } from "./import-messages";
import { type RowOutcome, writeRow } from "./import-row-write";
import { prepareRows } from "./import-rows";
import type { ImportRun, RunEnd } from "./import-store";
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
  run: ImportRun,
  plan: ImportPlan,
): Promise<{ value: ImportPreviewAnswer["data"]; end: RunEnd }> {
  const held = { ...ctx, db: run.db };
  const outcomes = await writeRows(held, access, run, plan, async (rows) => {
    await rows();
    throw new DryRun();
  });
  const failed = outcomes.filter((outcome) => outcome.errors);
  const errors = failed.map(rowError);
  const shown = outcomes.filter((outcome) => outcome.action !== "unchanged" || outcome.errors);
  return {
    value: {
      rowCount: run.session.rowCount,
      validCount: outcomes.length - failed.length,
      errorCount: failed.length,
      counts: countsOf(outcomes),
      rows: await describeRows(held, access, shown.slice(0, PREVIEW_ROWS)),
      errors: errors.slice(0, PREVIEW_ROWS),
    },
    end: {
      stage: "validated",
      errors,
      checked: { signature: signatureOf(plan), failed: new Set(failed.map((o) => o.row)) },
    },
  };
}

export async function commitImport(
  ctx: CrudContext,
  access: ImportAccess,
  run: ImportRun,
  plan: ImportPlan,
): Promise<{ value: (ImportCounts & { skipped: number }) | { refused: RowRefusal }; end: RunEnd }> {
  const checked = run.checked?.signature === signatureOf(plan) ? run.checked : undefined;
  try {
    const outcomes = await writeRows({ ...ctx, db: run.db }, access, run, plan, async (rows) => {
      const done = await rows();
      const surprise = done.find(
        (outcome) => outcome.errors && checked && !checked.failed.has(outcome.row),
      );
      if (surprise?.errors) throw new RowRefused(refusalOf(surprise.row, surprise.errors));
    });
    const failed = outcomes.filter((outcome) => outcome.errors);
    const counts = countsOf(outcomes);
    const valid = outcomes.length - failed.length;
    if (counts.create + counts.update > 0) await ctx.counts.invalidate();
    return {
      value: { ...counts, skipped: failed.length },
      end: { stage: valid > 0 ? "committed" : "failed", errors: failed.map(rowError) },
    };
  } catch (error) {
    // Nothing was written; the preview's report still stands.
    if (error instanceof RowRefused)
      return { value: { refused: error.refusal }, end: { stage: "failed" } };
    throw error;
  }
}

/** The commit's message: how many rows were created, updated and left as they were. */
export function committedMessage(access: ImportAccess, counts: ImportCounts): string {
  return importMessage("committed", access.locale, { ...counts, title: access.title });
}

/**
 * Writes the rows in one transaction on the run's connection, a page of the stored file at a
 * time, each page prepared (names, keys) before its rows are written; `finish` runs the rows
 * and decides whether the transaction stands (it throws to roll it back).
 */
async function writeRows(
  ctx: CrudContext,
  access: ImportAccess,
  run: ImportRun,
  plan: ImportPlan,
  finish: (rows: () => Promise<RowOutcome[]>) => Promise<void>,
): Promise<RowOutcome[]> {
  let outcomes: RowOutcome[] = [];
  const updateForm = toForm(access.loaded.screen, "update", access);
  await ctx.db
    .transaction()
    .execute((trx) =>
      finish(async () => {
        outcomes = [];
        const held = { ...ctx, db: trx };
        const keys = new Set<string>();
        for await (const page of run.pages(trx)) {
          for (const row of await prepareRows(held, access, page, plan, keys)) {
            outcomes.push(await writeRow(held, trx, access, updateForm, row));
            run.advance();
            if (run.session.processed % YIELD_EVERY === 0) await yieldToEventLoop();
          }
        }
        return outcomes;
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof DryRun)) throw error;
    });
  return outcomes;
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
