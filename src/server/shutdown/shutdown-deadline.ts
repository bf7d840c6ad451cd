/**
 * Bounds a stop: once armed, the process ends within `deadlineMs` whatever it is waiting for.
 * At the deadline the main thread writes the report of what is still open to stderr, without
 * waiting for a reader, and exits with `SHUTDOWN_OVERRAN_EXIT_CODE`; should the main thread be
 * too stuck to do even that, the watchdog thread kills the process `WATCHDOG_GRACE_MS` later.
 */
import { startWatchdog } from "./watchdog";

/** A failed stop, as when closing throws (main.ts); 2 stays a refused configuration. */
export const SHUTDOWN_OVERRAN_EXIT_CODE = 1;
/** Time for the report and the exit after the deadline before the watchdog steps in. */
export const WATCHDOG_GRACE_MS = 2_000;

/** Writes what it can of `text` now: a full pipe's rest is discarded by the exit that follows. */
function writeNow(text: string): void {
  try {
    process.stderr.write(text);
  } catch {
    // stderr is gone: nothing more can be told.
  }
}

export function armShutdownDeadline(
  deadlineMs: number,
  report: (exitCode: number) => string,
): void {
  // Creating process.stderr puts a piped fd 2 in non-blocking mode, for the watchdog too; a
  // reader gone (EPIPE) must not turn the stop into a crash.
  process.stderr.on("error", () => undefined);
  startWatchdog(
    deadlineMs + WATCHDOG_GRACE_MS,
    `Mandor did not stop within ${Math.round(deadlineMs / 1000)} s and its main thread is not responding: killing it.\n`,
  );
  setTimeout(() => {
    writeNow(report(SHUTDOWN_OVERRAN_EXIT_CODE));
    process.exit(SHUTDOWN_OVERRAN_EXIT_CODE);
  }, deadlineMs).unref();
}
