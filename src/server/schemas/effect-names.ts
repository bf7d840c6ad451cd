/**
 * The effects a transition may name (overlay `transitions[].effects`), each with the tables it
 * fits: what the overlay check knows of them (check-transitions.ts). Their work is in
 * transitions/transition-effects.ts, keyed by these names, so checking an overlay needs none of
 * the services an effect calls.
 */
const USERS_ONLY = ["users"] as const;

export const EFFECT_MODELS = {
  "end-sessions": USERS_ONLY,
  "mail-user-decision": USERS_ONLY,
  "mail-password-reset": USERS_ONLY,
  "record-approver": USERS_ONLY,
  "apply-employee-change": ["employee_request_changes"],
} as const satisfies Record<string, readonly string[]>;

export type EffectName = keyof typeof EFFECT_MODELS;

export function isEffectName(name: string): name is EffectName {
  return Object.hasOwn(EFFECT_MODELS, name);
}
