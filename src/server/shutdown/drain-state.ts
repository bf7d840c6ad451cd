/**
 * Whether this instance is draining: stopping, but still answering for a while
 * (SHUTDOWN_DRAIN_SECONDS) so the load balancer sees `GET /api/health` turn 503 and sends new
 * requests elsewhere before the server stops accepting them.
 */
export interface DrainState {
  draining(): boolean;
  begin(): void;
}

export function createDrainState(): DrainState {
  let draining = false;
  return {
    draining: () => draining,
    begin() {
      draining = true;
    },
  };
}
