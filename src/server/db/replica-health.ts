/**
 * Whether a streaming replica (DATABASE_READ_URL) may serve reads now: reachable, and not
 * further behind its primary than the configured lag. Asked for every routed read, so one
 * cheap probe answers for a second and concurrent asks share it.
 */
import { sql } from "kysely";
import type { Db } from "./database";

export type ReplicaHealth = "ready" | "lagging" | "unreachable";

/** What the replica says of its replay (the probe's one row). */
export interface ReplayState {
  /** false: not a standby (promoted, or the primary itself), so there is nothing to wait for. */
  recovering: boolean;
  /**
   * Everything received is replayed. An idle primary sends nothing new, so the last replayed
   * transaction grows old without the replica being behind: then its age means nothing.
   */
  caughtUp: boolean;
  /** Seconds since the last replayed transaction committed on the primary; null before any. */
  lagSeconds: number | null;
}

/** A reachable replica's verdict: behind by more than `maxLagMs` with WAL still to replay. */
export function replayVerdict(state: ReplayState, maxLagMs: number): "ready" | "lagging" {
  if (!state.recovering || state.caughtUp) return "ready";
  return state.lagSeconds !== null && state.lagSeconds * 1000 <= maxLagMs ? "ready" : "lagging";
}

export interface ReplicaHealthCheck {
  /** The verdict, probed again once the last one is older than the cache's time. */
  current(): Promise<ReplicaHealth>;
  /** A read on the replica failed for want of a connection: unreachable until the next probe. */
  failed(): void;
}

/** SQL PostgreSQL 10 and later accept (the machines' servers are 15). */
const PROBE = sql<{ recovering: boolean; caught_up: boolean; lag_seconds: number | null }>`
  SELECT pg_is_in_recovery() AS recovering,
    coalesce(pg_last_wal_receive_lsn() <= pg_last_wal_replay_lsn(), false) AS caught_up,
    extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8 AS lag_seconds`;

export function createReplicaHealthCheck(
  replica: Db,
  {
    maxLagMs,
    cacheMs = 1000,
    timeoutMs = 2000,
    now = Date.now,
  }: { maxLagMs: number; cacheMs?: number; timeoutMs?: number; now?: () => number },
): ReplicaHealthCheck {
  let known: { health: ReplicaHealth; at: number } | undefined;
  let probing: Promise<ReplicaHealth> | undefined;

  async function probe(): Promise<ReplicaHealth> {
    let timer: NodeJS.Timeout | undefined;
    // A replica whose host stopped answering would hold the read as long as the kernel
    // retries; past `timeoutMs` it is as good as gone.
    const late = new Promise<"unreachable">((resolve) => {
      timer = setTimeout(() => resolve("unreachable"), timeoutMs);
    });
    const asked = PROBE.execute(replica).then(
      ({ rows: [row] }) =>
        row
          ? replayVerdict(
              {
                recovering: row.recovering,
                caughtUp: row.caught_up,
                lagSeconds: row.lag_seconds === null ? null : Number(row.lag_seconds),
              },
              maxLagMs,
            )
          : "unreachable",
      // Any failure, not only a lost connection: a replica that cannot answer this cannot
      // answer a list either.
      () => "unreachable" as const,
    );
    try {
      return await Promise.race([asked, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    current() {
      if (known && now() - known.at < cacheMs) return Promise.resolve(known.health);
      probing ??= probe().then((health) => {
        known = { health, at: now() };
        probing = undefined;
        return health;
      });
      // Reads do not wait on a probe of a replica already out of reach, which may take the
      // whole timeout: they go to the primary until a probe finds it back.
      return known?.health === "unreachable" ? Promise.resolve(known.health) : probing;
    },
    failed() {
      known = { health: "unreachable", at: now() };
    },
  };
}
