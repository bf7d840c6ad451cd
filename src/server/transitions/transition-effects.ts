/**
 * The server effects a transition may name in its overlay (`"effects": ["end-sessions"]`).
 * Each is one entry: `apply` runs inside the step's transaction (it may write, and a throw
 * undoes the step), `after` once the step is committed (sessions, e-mail). An overlay naming
 * an effect not listed here is refused when it loads.
 */
import { sql } from "kysely";
import type { OverlayTransition } from "../../schema/transitions/transition-types";
import type { SessionUser } from "../access/session-user";
import { type AuthContext, appLink, mailUser } from "../auth/auth-context";
import { requestPasswordReset } from "../auth/password-reset";
import type { CrudContext } from "../crud/crud-context";
import type { Db } from "../db/connect";
import type { Row } from "../db/row";
import { applyEmployeeChange } from "../employee-changes/apply-employee-change";
import type { Locale } from "../http/locale";
import type { MailKind } from "../mail/templates";
import { type EffectName, isEffectName } from "../schemas/effect-names";

export interface TransitionStep {
  transition: OverlayTransition;
  /** The record as it was before the step (every column). */
  record: Row;
  fromState: string;
  toState: string;
  reason: string | null;
  actor: SessionUser;
  /** The caller's language, for messages an effect writes. */
  locale: Locale;
}

export interface TransitionEffect {
  apply?(trx: Db, step: TransitionStep, ctx: CrudContext): Promise<void>;
  after?(auth: AuthContext, step: TransitionStep): Promise<void> | void;
}

/** The account decision e-mails, by the state the account reaches (and left). */
function decisionMail(step: TransitionStep): MailKind | undefined {
  if (step.toState === step.fromState) return undefined;
  switch (step.toState) {
    case "active":
      return step.fromState === "pending_approval" ? "account_approved" : "account_reactivated";
    case "rejected":
      return "account_rejected";
    case "inactive":
      return "account_deactivated";
    default:
      return undefined;
  }
}

/** Each named effect's work; the tables each fits are in schemas/effect-names.ts. */
const TRANSITION_EFFECTS: Readonly<Record<EffectName, TransitionEffect>> = {
  /** Every session of the account ends at once (its next call is refused). */
  "end-sessions": {
    after: (auth, step) => auth.sessions.revokeAllOf(Number(step.record.id)),
  },
  /** Tells the account's owner of the decision, in the language they registered in. */
  "mail-user-decision": {
    async after(auth, step) {
      const kind = decisionMail(step);
      if (!kind) return;
      const account = {
        email: String(step.record.email),
        fullname: String(step.record.fullname),
        locale: step.record.locale as Locale,
      };
      const link = kind === "account_approved" || kind === "account_reactivated";
      await mailUser(auth, account, kind, {
        ...(link ? { link: appLink(auth, "/login") } : {}),
        ...(step.reason ? { reason: step.reason } : {}),
      });
    },
  },
  /**
   * A password-reset link to the account's e-mail, the same as "forgot password" sends: the
   * administrator never sees or sets a password.
   */
  "mail-password-reset": {
    after: (auth, step) => requestPasswordReset(auth, String(step.record.email)),
  },
  /** Who approved the account and when, as the approval screen has always kept it. */
  "record-approver": {
    async apply(trx, step) {
      await sql`UPDATE users SET approved_by = ${step.actor.id}, approved_at = now()
        WHERE id = ${Number(step.record.id)}`.execute(trx);
    },
  },
  /** Applies an approved worker change request to the worker (see apply-employee-change.ts). */
  "apply-employee-change": {
    apply: (trx, step, ctx) =>
      applyEmployeeChange({
        ctx,
        trx,
        request: step.record,
        actor: step.actor,
        locale: step.locale,
      }),
  },
};

export function transitionEffect(name: string): TransitionEffect | undefined {
  return isEffectName(name) ? TRANSITION_EFFECTS[name] : undefined;
}
