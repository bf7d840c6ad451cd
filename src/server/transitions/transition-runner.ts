/**
 * Takes one step of a record between the states of a column, as its overlay's `transitions`
 * describe it: the record is locked and must be in the caller's rows and in a state the step
 * leaves from; the new state, the step's history row and the audit entry are written in one
 * transaction with the effects' `apply`, and the effects' `after` run once it is committed.
 * A database guard (the last super-admin, one's own account) refuses with its own error;
 * a record missing or outside the caller's rows answers null.
 */
import { sql } from "kysely";
import { pickText } from "../../schema/local-text";
import {
  isStepAuthor,
  type OverlayTransition,
  REASON_MAX_LENGTH,
  type TransitionValue,
  transitionColumn,
} from "../../schema/transitions/transition-types";
import type { SessionUser } from "../access/session-user";
import type { AuthContext } from "../auth/auth-context";
import { writeAudit } from "../crud/audit-log";
import type { CrudContext } from "../crud/crud-context";
import { rowScope } from "../crud/screen-access";
import { rowBeyondReach } from "../crud/write-ceilings";
import type { Row } from "../db/row";
import { LAST_SUPER_ADMIN_GUARD, OWN_ACCOUNT_GUARD } from "../db/schema-names";
import { AppError, type ErrorCode } from "../http/errors";
import type { Locale } from "../http/locale";
import type { LoadedScreen } from "../schemas/served-screens";
import { type TransitionStep, transitionEffect } from "./transition-effects";

const GUARD_ERRORS: Record<string, ErrorCode> = {
  [LAST_SUPER_ADMIN_GUARD]: "LAST_SUPER_ADMIN",
  [OWN_ACCOUNT_GUARD]: "OWN_ACCOUNT_LOCKED",
};

export interface TransitionRequest {
  loaded: LoadedScreen;
  transition: OverlayTransition;
  id: number;
  reason: string | undefined;
  actor: SessionUser;
  /** The caller's language for the effects' messages; default Indonesian. */
  locale?: Locale;
}

/** The reason as kept: trimmed, null when none; refused when required and missing or too long. */
export function reasonFor(transition: OverlayTransition, given: string | undefined): string | null {
  const mode = transition.reason ?? "none";
  const reason = mode === "none" ? "" : (given ?? "").trim();
  if ((mode === "required" && !reason) || reason.length > REASON_MAX_LENGTH) {
    throw new AppError("REASON_REQUIRED", { max: REASON_MAX_LENGTH });
  }
  return reason || null;
}

/** The overlay's `set` columns as assignments of the step's UPDATE. */
function stepWrites(transition: OverlayTransition, reason: string | null, actorId: number) {
  const value = (token: TransitionValue) =>
    token === "$reason"
      ? reason
      : token === "$actor"
        ? actorId
        : token === "$now"
          ? sql`now()`
          : null;
  return Object.entries(transition.set ?? {}).map(
    ([name, token]) => sql`${sql.ref(name)} = ${value(token)}`,
  );
}

export async function runTransition(
  ctx: CrudContext,
  auth: AuthContext,
  request: TransitionRequest,
): Promise<{ id: number; state: string; record: Row } | null> {
  const { loaded, transition, id, actor } = request;
  const reason = reasonFor(transition, request.reason);
  const table = loaded.model.model;
  const column = transitionColumn(transition);
  const effects = (transition.effects ?? []).map((name) => {
    const effect = transitionEffect(name);
    if (!effect) throw new Error(`transition effect "${name}" is not registered`);
    return effect;
  });

  const step = await ctx.db
    .transaction()
    .execute(async (trx): Promise<TransitionStep | null> => {
      const scope = rowScope(ctx, loaded, actor, "r");
      const { rows } = await sql<Row>`
        SELECT r.* FROM ${sql.table(table)} AS r
        WHERE r.id = ${id} AND ${scope ?? sql`true`}
        FOR UPDATE OF r`.execute(trx);
      const record = rows[0];
      if (!record) return null;
      const beyond = await rowBeyondReach(trx, ctx.scoper, table, id, actor);
      if (beyond) {
        throw new AppError(beyond, {
          title: pickText(loaded.screen.title, request.locale ?? "id"),
        });
      }
      const fromState = String(record[column]);
      if (!transition.from.includes(fromState)) {
        throw new AppError("TRANSITION_NOT_ALLOWED", {
          step: transition.name,
          state: fromState,
          from: transition.from.join(", "),
        });
      }
      if (!isStepAuthor(transition, record, actor.id)) {
        throw new AppError("STEP_AUTHOR_ONLY", { step: transition.name });
      }
      const toState = transition.to ?? fromState;
      const writes = stepWrites(transition, reason, actor.id);
      // The history holds the column's values as stored (a boolean as true, not "true"), so
      // it reads like every other change to the column.
      let stored = record[column];
      if (toState !== fromState || writes.length > 0) {
        const assignments = [
          sql`${sql.ref(column)} = ${toState}`,
          ...writes,
          sql`updated_by = ${actor.id}`,
        ];
        const { rows: updated } = await sql<Record<string, unknown>>`
          UPDATE ${sql.table(table)} SET ${sql.join(assignments)} WHERE id = ${id}
          RETURNING ${sql.ref(column)}`.execute(trx);
        stored = updated[0]?.[column];
      }
      await sql`
        INSERT INTO record_transitions
          (model, record_id, transition, from_state, to_state, reason, created_by, updated_by)
        VALUES (${table}, ${id}, ${transition.name}, ${fromState}, ${toState}, ${reason},
                ${actor.id}, ${actor.id})`.execute(trx);
      await writeAudit(trx, {
        userId: actor.id,
        action: "update",
        model: table,
        recordId: id,
        before: { [column]: record[column] },
        after: { [column]: stored, transition: transition.name, reason },
      });
      const taken = {
        transition,
        record,
        fromState,
        toState,
        reason,
        actor,
        locale: request.locale ?? "id",
      };
      for (const effect of effects) await effect.apply?.(trx, taken, ctx);
      return taken;
    })
    .catch((error: unknown) => {
      const guard = GUARD_ERRORS[(error as { constraint?: string }).constraint ?? ""];
      throw guard ? new AppError(guard) : error;
    });
  if (!step) return null;
  await ctx.counts.invalidate();
  for (const effect of effects) await effect.after?.(auth, step);
  return { id, state: step.toState, record: step.record };
}

export interface TransitionHistoryRow {
  id: number;
  transition: string;
  from_state: string | null;
  to_state: string;
  reason: string | null;
  created_at: string;
  by_fullname: string | null;
}

/** A record's steps, newest first; none for a record outside the reader's rows. */
export async function transitionHistory(
  ctx: CrudContext,
  loaded: LoadedScreen,
  id: number,
  reader: SessionUser,
): Promise<TransitionHistoryRow[]> {
  const table = loaded.model.model;
  const scope = rowScope(ctx, loaded, reader, "r") ?? sql<boolean>`true`;
  const { rows } = await sql<TransitionHistoryRow>`
    SELECT t.id, t.transition, t.from_state, t.to_state, t.reason, t.created_at,
           u.fullname AS by_fullname
    FROM record_transitions t LEFT JOIN users u ON u.id = t.created_by
    WHERE t.model = ${table} AND t.record_id = ${id}
      AND EXISTS (SELECT 1 FROM ${sql.table(table)} AS r WHERE r.id = ${id} AND ${scope})
    ORDER BY t.created_at DESC, t.id DESC
    LIMIT 100`.execute(ctx.db);
  return rows;
}
