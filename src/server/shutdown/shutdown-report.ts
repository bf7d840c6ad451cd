/**
 * The lines a stop that overran its deadline leaves on stderr: what the stop was waiting for,
 * which requests were still being answered and what else kept the process busy.
 */
import type { InFlightRequest } from "./in-flight-requests";

/** The step of `Running.close()` under way (start.ts). */
export type ClosingStep = "draining" | "app" | "database";

const WAITING_FOR: Record<ClosingStep, string> = {
  draining: "the balancer to send new requests elsewhere (SHUTDOWN_DRAIN_SECONDS)",
  app: "the HTTP server to close (requests in flight, then its close hooks such as queued mail)",
  database: "the database to close",
};

export interface ShutdownState {
  deadlineMs: number;
  step: ClosingStep | undefined;
  requests: readonly InFlightRequest[];
  /** `process.getActiveResourcesInfo()`: one name per handle or request still open. */
  resources: readonly string[];
  droppedLogLines: number;
  now: number;
}

/** "3 TCPSocketWrap, Timeout": each kind once, with its count when more than one. */
function countByName(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count > 1 ? `${count} ${name}` : name)).join(", ");
}

export function shutdownReport(state: ShutdownState, exitCode: number): string {
  const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
  const waiting = state.step ? ` while waiting for ${WAITING_FOR[state.step]}` : "";
  const lines = [
    `Mandor did not stop within ${seconds(state.deadlineMs)}${waiting}; exiting with code ${exitCode}.`,
  ];
  if (state.requests.length > 0) {
    const requests = state.requests.map(
      (request) =>
        `${request.method} ${request.path} (open ${seconds(state.now - request.startedAt)})`,
    );
    lines.push(`Requests still open: ${requests.join(", ")}`);
  }
  if (state.resources.length > 0) {
    lines.push(`Still open in the process: ${countByName(state.resources)}`);
  }
  if (state.droppedLogLines > 0) {
    lines.push(
      `${state.droppedLogLines} log lines were dropped because standard output was not being read.`,
    );
  }
  return `${lines.join("\n")}\n`;
}
