/**
 * "State transition with reason": a screen's records move between the states of one column
 * (an account's `status`, a worker's verification) only along the steps its overlay lists
 * under `transitions`. Each step names the states it leaves from, the state it reaches,
 * whether the user must give a reason, the permission it needs and the server effects it
 * triggers (ending sessions, an e-mail). The server keeps every step in `record_transitions`
 * and the audit log; the client offers the steps a row's state allows.
 */
import type { LocalText } from "../local-text";
import { hasPermission, type PermissionHolder } from "../permissions";

export const REASON_MODES = ["none", "optional", "required"] as const;
export type ReasonMode = (typeof REASON_MODES)[number];

export interface OverlayTransition {
  /** In the call's path: POST /api/<endpoint>/<id>/transitions/<name>. */
  name: string;
  /** The button's text. */
  label: LocalText;
  /** The state column; default "status". */
  column?: string;
  /** States the step leaves from. */
  from: string[];
  /** The state it reaches; left out, the record keeps its state (an action kept in the history, e.g. sending a reset link). */
  to?: string;
  /** Whether the dialog asks for a reason; default "none". */
  reason?: ReasonMode;
  /** Asked before the step is taken (a destructive step); without it the step runs at once. */
  confirm?: LocalText;
  /** Needed to take the step; default update-<the screen's resource>. */
  permission?: string;
  /** Named server effects, in order (see the server's transition-effects registry). */
  effects?: string[];
  /** The button's look: "danger" for a step that takes something away. */
  variant?: "primary" | "danger";
  /**
   * Further columns the step writes with the state, in the same UPDATE (so a CHECK spanning
   * them holds): the step's reason, the moment, the actor, or emptied (null).
   */
  set?: Record<string, TransitionValue>;
  /** A column holding a user id: only that user may take the step (the author resubmits). */
  author_column?: string;
}

export const TRANSITION_VALUES = ["$reason", "$now", "$actor"] as const;
export type TransitionValue = (typeof TRANSITION_VALUES)[number] | null;

/** A transition's longest reason, in characters (the history keeps it whole). */
export const REASON_MAX_LENGTH = 500;

export const DEFAULT_TRANSITION_COLUMN = "status";

export function transitionColumn(transition: OverlayTransition): string {
  return transition.column ?? DEFAULT_TRANSITION_COLUMN;
}

export function transitionPermission(transition: OverlayTransition, resource: string): string {
  return transition.permission ?? `update-${resource}`;
}

/**
 * The state a row is in for `transition`: its own value, or — when the list leaves the
 * column out — the one state the screen's fixed rows (`where`) allow.
 */
export function stateOf(
  row: Record<string, unknown>,
  column: string,
  where: Record<string, ReadonlyArray<string | number>> | undefined,
): string | undefined {
  const value = row[column];
  if (value !== undefined && value !== null) return String(value);
  const fixed = where?.[column];
  return fixed?.length === 1 ? String(fixed[0]) : undefined;
}

/** Whether `userId` may take a step kept to its author (`author_column`); any step else. */
export function isStepAuthor(
  transition: OverlayTransition,
  row: Record<string, unknown>,
  userId: number | undefined,
): boolean {
  const column = transition.author_column;
  return column === undefined || (userId !== undefined && Number(row[column]) === userId);
}

/** The steps `user` may take on `row` now. */
export function availableTransitions(
  screen: {
    resource: string;
    transitions?: readonly OverlayTransition[];
    where?: Record<string, ReadonlyArray<string | number>>;
  },
  row: Record<string, unknown>,
  user: (PermissionHolder & { id?: number }) | null,
): OverlayTransition[] {
  return (screen.transitions ?? []).filter((transition) => {
    const state = stateOf(row, transitionColumn(transition), screen.where);
    return (
      state !== undefined &&
      transition.from.includes(state) &&
      isStepAuthor(transition, row, user?.id) &&
      hasPermission(user, transitionPermission(transition, screen.resource))
    );
  });
}
