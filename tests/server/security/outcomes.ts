/**
 * The expected outcome of a cell for a caller, walked through its steps in the server's order,
 * and what an actual answer reads as. Both are pure: the permissions a caller holds and
 * whether the cell's record is theirs come in, an outcome goes out.
 */
import {
  hasPermission,
  type PermissionHolder,
  SUPER_ADMIN_ROLE_ID,
} from "../../../src/schema/permissions";
import type { Outcome, Step } from "./screen-cells";

export interface CallerFacts extends PermissionHolder {
  anonymous: boolean;
}

/** `recordIsTheirs`: whether the cell's record exists and lies in the caller's row scope. */
export function expectedOutcome(
  steps: readonly Step[],
  settles: Outcome,
  caller: CallerFacts,
  recordIsTheirs: boolean,
): Outcome {
  if (caller.anonymous) return "ANON";
  for (const step of steps) {
    if (step.kind === "absent") return "ABSENT";
    const holds = (names: string[]) => names.some((name) => hasPermission(caller, name));
    if (step.kind === "permission" && !holds(step.anyOf)) return "FORBIDDEN";
    if (step.kind === "offered" && !holds(step.anyOf)) return "ABSENT";
    if (step.kind === "record" && !recordIsTheirs) return "FOREIGN";
    if (step.kind === "company-wide" && caller.roleId !== SUPER_ADMIN_ROLE_ID) return "BEYOND";
  }
  return settles;
}

const FOREIGN_CODES = new Set(["RECORD_OUT_OF_SCOPE", "RECORD_NOT_FOUND", "IMPORT_NOT_FOUND"]);
const ABSENT_CODES = new Set(["NOT_FOUND", "SCHEMA_NOT_FOUND", "DASHBOARD_NOT_FOUND"]);

/** The outcome an answer stands for, or "ERROR" for a 5xx. */
export function outcomeOf(status: number, code: string | undefined): Outcome | "ERROR" {
  if (status >= 500) return "ERROR";
  if (status === 401 && code === "UNAUTHENTICATED") return "ANON";
  if (status === 403 && code === "FORBIDDEN") return "FORBIDDEN";
  if (status === 404 && code && ABSENT_CODES.has(code)) return "ABSENT";
  if (code && FOREIGN_CODES.has(code)) return "FOREIGN";
  if (status === 403 && code === "COMPANY_WIDE_RECORD") return "BEYOND";
  return "PASSED";
}

/** The `code` of an error answer, if the body is one. */
export function errorCode(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed.code === "string" ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}
