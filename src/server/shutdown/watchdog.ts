/**
 * The last resort of a stop: a worker thread that kills the process when it is still alive
 * `ms` from now. The deadline's own timer runs on the main thread, and a main thread stuck in
 * a synchronous wait (a log flush retrying a full pipe with Atomics.wait, a blocking write to a
 * terminal, a runaway loop) never runs it; the worker has its own event loop. It says why on
 * stderr first, without waiting (stderr is non-blocking once `process.stderr` exists), then
 * sends SIGKILL, the one signal such a process cannot miss. A process that exits in time ends
 * the worker with it.
 */
import { Worker } from "node:worker_threads";

// Plain CommonJS run from a string: the worker needs no file of its own in `dist/server`.
const WATCHDOG_SOURCE = `
const { workerData } = require("node:worker_threads");
const { writeSync } = require("node:fs");
setTimeout(() => {
  try {
    writeSync(2, workerData.message);
  } catch {}
  process.kill(process.pid, "SIGKILL");
}, workerData.ms);
`;

export function startWatchdog(ms: number, message: string): void {
  // No inherited flags: `--input-type=module` would make the source ESM, `--import tsx` would
  // load a compiler into a thread that needs none.
  const worker = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    execArgv: [],
    workerData: { ms, message },
  });
  // A watchdog that fails to start leaves the deadline's own timer; it must not end the stop.
  worker.on("error", () => undefined);
  worker.unref();
}
