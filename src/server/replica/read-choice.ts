/**
 * Where one request's reads go: the replica only when one is configured, it is ready, and the
 * caller has not just written (read-your-writes); otherwise the primary, which always has
 * everything. `fallback` names why a read meant for the replica went to the primary, for the
 * metric and the log; a recent writer's read is no fallback, it was never meant for it.
 */
import type { ReplicaHealth } from "../db/replica-health";

export type ReadSource = "primary" | "replica";
export type Fallback = Exclude<ReplicaHealth, "ready">;

export interface ReadChoice {
  source: ReadSource;
  fallback?: Fallback;
}

export function chooseReads(facts: {
  replica: boolean;
  wroteRecently: boolean;
  /** Not needed (and not asked) when either of the above already decides. */
  health?: ReplicaHealth;
}): ReadChoice {
  if (!facts.replica || facts.wroteRecently) return { source: "primary" };
  if (facts.health === undefined || facts.health === "ready") return { source: "replica" };
  return { source: "primary", fallback: facts.health };
}
