/**
 * Hands each read a database (read-choice.ts decides which) and keeps the replica's fallback
 * quiet for the user: a read the replica fails to answer for want of a connection runs again
 * on the primary. The replica's state is logged once when it changes, not per request, and
 * every read that fell back is counted.
 */
import type { Db } from "../db/connect";
import { isConnectionFailure } from "../db/connection-errors";
import type { ReplicaHealth, ReplicaHealthCheck } from "../db/replica-health";
import { chooseReads, type Fallback, type ReadSource } from "./read-choice";
import type { RecentWritesStore } from "./recent-writes-store";

export interface ReadRouter {
  /** Whether a replica is configured at all (write marks are kept only then). */
  replicated: boolean;
  /** Runs `read` where `userId`'s reads go; again on the primary if the replica drops it. */
  run<T>(userId: number | undefined, read: (db: Db, source: ReadSource) => Promise<T>): Promise<T>;
  /** `userId` wrote: their reads go to the primary for the read-your-writes window. */
  wrote(userId: number): Promise<void>;
}

export interface ReplicaReport {
  fallback(reason: Fallback): void;
  inUse(used: boolean): void;
}

/** Without a replica: every read on the primary. */
export function primaryReads(primary: Db): ReadRouter {
  return {
    replicated: false,
    run: (_userId, read) => read(primary, "primary"),
    wrote: async () => {},
  };
}

export function createReadRouter({
  primary,
  replica,
  health,
  recentWrites,
  report,
  log,
}: {
  primary: Db;
  replica: Db;
  health: ReplicaHealthCheck;
  recentWrites: RecentWritesStore;
  report: ReplicaReport;
  log: { info(message: string): void; warn(message: string): void };
}): ReadRouter {
  let state: ReplicaHealth = "ready";
  report.inUse(true);
  const WHY: Record<ReplicaHealth, string> = {
    ready: "the read replica is in use again",
    lagging: "the read replica lags behind the primary: reads go to the primary",
    unreachable: "the read replica is out of reach: reads go to the primary",
  };
  function observe(seen: ReplicaHealth) {
    if (seen === state) return;
    state = seen;
    report.inUse(seen === "ready");
    log[seen === "ready" ? "info" : "warn"](WHY[seen]);
  }
  async function wroteRecently(userId: number | undefined): Promise<boolean> {
    if (userId === undefined) return false;
    // Not knowing is as good as yes: the primary answers every read correctly.
    return recentWrites.wroteRecently(userId).catch(() => true);
  }
  return {
    replicated: true,
    async run(userId, read) {
      const wrote = await wroteRecently(userId);
      const seen = wrote ? undefined : await health.current();
      if (seen) observe(seen);
      const choice = chooseReads({
        replica: true,
        wroteRecently: wrote,
        ...(seen ? { health: seen } : {}),
      });
      if (choice.fallback) report.fallback(choice.fallback);
      if (choice.source === "primary") return read(primary, "primary");
      try {
        return await read(replica, "replica");
      } catch (error) {
        // A query the standby cancelled to replay WAL it conflicted with: the primary has none.
        if (recoveryConflict(error)) return read(primary, "primary");
        if (!isConnectionFailure(error)) throw error;
        health.failed();
        observe("unreachable");
        report.fallback("unreachable");
        return read(primary, "primary");
      }
    },
    async wrote(userId) {
      await recentWrites.mark(userId);
    },
  };
}

/** SQLSTATE 40001 on a standby, whose reads here are never serializable: a recovery conflict. */
function recoveryConflict(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { code?: unknown }).code === "40001"
  );
}
