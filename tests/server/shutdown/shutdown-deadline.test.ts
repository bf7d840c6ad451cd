/**
 * The deadline of a stop, in processes of its own: at the deadline the main thread writes the
 * report and exits 1; a main thread stuck in a synchronous wait at exit (as Pino's flush of a
 * full pipe was) is killed by the watchdog thread; a process that ends in time keeps its own
 * exit code, neither the timer nor the watchdog holding it up.
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { WATCHDOG_GRACE_MS } from "../../../src/server/shutdown/shutdown-deadline";
import { exitWithin, spawnServer } from "../../helpers/server-process";

const deadlineModule = resolve("src/server/shutdown/shutdown-deadline.ts");
const DEADLINE_MS = 1_000;
/** Still alive after this, the process is hung: its deadline and the watchdog both failed. */
const HUNG_AFTER_MS = 3 * (DEADLINE_MS + WATCHDOG_GRACE_MS);

/** A process that arms a deadline of `deadlineMs` and then does `then`. */
function armedProcess(then: string, deadlineMs = DEADLINE_MS) {
  const source = `
    import { armShutdownDeadline } from ${JSON.stringify(deadlineModule)};
    armShutdownDeadline(${deadlineMs}, (code) => "still open: the test's interval, code " + code + "\\n");
    ${then}
  `;
  return spawnServer({}, 0, {
    entry: ["--import", "tsx", "--input-type=module", "--eval", source],
  });
}

describe("armShutdownDeadline", () => {
  it("at the deadline writes the report to stderr and exits 1", async () => {
    const child = armedProcess("setInterval(() => undefined, 1_000);");
    expect(await exitWithin(child, HUNG_AFTER_MS), child.output()).toBe(1);
    expect(child.output()).toBe("still open: the test's interval, code 1\n");
  });

  it("kills a process whose main thread is stuck in a synchronous wait at exit", async () => {
    const child = armedProcess(`
      process.on("exit", () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0));
      setTimeout(() => process.exit(0), 10);
    `);
    expect(await exitWithin(child, HUNG_AFTER_MS), child.output()).toBeNull();
    expect(child.child.signalCode).toBe("SIGKILL");
    expect(child.output()).toContain("its main thread is not responding: killing it");
  });

  it("holds up nothing: a process that ends in time keeps its exit code", async () => {
    const child = armedProcess("setTimeout(() => { process.exitCode = 3; }, 10);", 60_000);
    expect(await exitWithin(child, HUNG_AFTER_MS), child.output()).toBe(3);
    expect(child.output()).toBe("");
  });
});
