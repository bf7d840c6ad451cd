/**
 * A department admin (or the super-admin) approves or rejects a pending account through the
 * approval screen's own steps (schemas/user-approval.json `transitions`), so the older
 * `PUT /user-approval/approve|reject` and the generic step route take one path: the same
 * reason rule, history row, audit entry, e-mail and, on rejection, the end of the sessions.
 */
import type { SessionUser } from "../access/session-user";
import type { AuthContext } from "../auth/auth-context";
import { isInScope } from "../auth/pending-accounts";
import type { CrudContext } from "../crud/crud-context";
import type { Row } from "../db/row";
import { AppError } from "../http/errors";
import { runTransition } from "../transitions/transition-runner";

/** The approval screen's endpoint, whose overlay holds the steps. */
export const APPROVAL_ENDPOINT = "user-approval";

export type Decision = "approve" | "reject";

/** Takes the `decision` step on account `id`; the account as it was before. */
export async function decideAccount(
  crud: CrudContext,
  auth: AuthContext,
  approver: SessionUser,
  decision: { step: Decision; id: number; reason: string | undefined },
): Promise<Row> {
  const loaded = crud.overlays.byEndpoint(APPROVAL_ENDPOINT);
  const transition = loaded?.screen.transitions?.find((step) => step.name === decision.step);
  if (!loaded || !transition) {
    throw new Error(`schemas/user-approval.json has no "${decision.step}" transition`);
  }
  const done = await runTransition(crud, auth, {
    loaded,
    transition,
    id: decision.id,
    reason: decision.reason,
    actor: approver,
  });
  if (done) return done.record;
  // Outside the approver's departments an account is "not found", never "exists elsewhere".
  if (await isInScope(auth.db, approver, decision.id)) throw new AppError("ACCOUNT_NOT_PENDING");
  throw new AppError("USER_NOT_FOUND", { id: decision.id });
}
