/**
 * Where the server's log lines go: standard output, without ever waiting for its reader.
 *
 * Pino's own destination (sonic-boom) can hold the process forever once stdout is a pipe whose
 * reader stopped reading but keeps it open: at exit it flushes synchronously and, on EAGAIN,
 * retries every 100 ms with Atomics.wait on the main thread, for ever; and on a pipe left in
 * blocking mode its writes park a libuv pool thread that the exit then waits to join. Here the
 * lines go through `process.stdout`, Node's own non-blocking stream over a pipe, whose queue
 * an exit simply discards (to a file it writes synchronously, as console.log does). Past `maxQueuedBytes` waiting in that queue a line is dropped and
 * counted rather than kept, and the first line that fits again is preceded by one saying how
 * many were lost. A write error (EPIPE: the reader is gone) only silences the log: it never
 * ends the server.
 */
import type { Writable } from "node:stream";

/** What Pino needs of a destination, and how many lines it could not pass on. */
export interface LogDestination {
  write(line: string): void;
  dropped(): number;
}

/** About four thousand log lines: a reader that lags this far has stopped. */
export const MAX_QUEUED_BYTES = 1024 * 1024;

/** Pino's level number for `warn`, so the notice reads like the lines around it. */
const WARN = 40;

function droppedNotice(count: number): string {
  const msg = `${count} log line${count === 1 ? " was" : "s were"} dropped: standard output was not being read`;
  return `${JSON.stringify({ level: WARN, time: Date.now(), pid: process.pid, msg })}\n`;
}

export function createLogDestination(
  out: Writable,
  maxQueuedBytes = MAX_QUEUED_BYTES,
): LogDestination {
  let dropped = 0;
  let told = 0;
  let broken = false;
  out.on("error", () => {
    broken = true;
  });
  const pass = (line: string): boolean => {
    if (broken || out.destroyed || out.writableLength > maxQueuedBytes) return false;
    try {
      out.write(line);
      return true;
    } catch {
      // A file's synchronous write (ENOSPC) throws; the line is lost, the server goes on.
      return false;
    }
  };
  return {
    write(line) {
      if (dropped > told && pass(droppedNotice(dropped - told))) told = dropped;
      if (!pass(line)) dropped += 1;
    },
    dropped: () => dropped,
  };
}

let stdout: LogDestination | undefined;

/** The one destination over `process.stdout` that every app of this process logs to. */
export function stdoutLogDestination(): LogDestination {
  stdout ??= createLogDestination(process.stdout);
  return stdout;
}
