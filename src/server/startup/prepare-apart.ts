/**
 * A first start on the embedded database prepares it in a child process: migrating and
 * seeding a new data folder grows PGlite's WebAssembly memory and the allocator's arenas for
 * good (390 MB still resident after the demo seed, against 270 MB for a restart on the same
 * folder), and a process that exits gives all of it back. The server then opens the folder as
 * a restart would.
 */
import { fork } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config";
import { openDatabase } from "../db/connect";
import { type Prepared, prepareDatabase } from "./prepare-database";

const CHILD_FLAG = "MANDOR_PREPARING_APART";

/** Whether this process is the child that prepares a new data folder. */
export function isPreparationChild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[CHILD_FLAG] === "1";
}

/**
 * On a first start on the embedded database (its folder holds no database yet), runs this
 * program again as the preparing child and returns what it reported.
 */
export async function prepareFirstStartApart(
  config: Pick<Config, "databaseUrl" | "dataDir">,
): Promise<Prepared | undefined> {
  if (config.databaseUrl || existsSync(join(config.dataDir, "PG_VERSION"))) return undefined;
  console.log(`Preparing a new embedded database in ${config.dataDir} (first start)…`);
  const child = fork(process.argv[1] as string, process.argv.slice(2), {
    env: { ...process.env, [CHILD_FLAG]: "1" },
    // Pipes of its own, relayed: a child sharing the server's stdout would leave it switched to
    // blocking writes, and a full pipe would then stall the server's log and every request.
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  child.stdout?.pipe(process.stdout, { end: false });
  child.stderr?.pipe(process.stderr, { end: false });
  let report: Prepared | undefined;
  child.on("message", (message) => {
    report = message as Prepared;
  });
  // The report is read off the channel by the time it closes, which may be after the exit.
  const [[code, signal]] = (await Promise.all([
    once(child, "exit"),
    once(child, "disconnect"),
  ])) as [[number | null, string | null], unknown];
  if (code !== 0 || !report) {
    throw new Error(
      `preparing the new database in a separate process failed (${signal ?? `exit code ${code}`})`,
    );
  }
  return report;
}

/** The child's side: prepares the folder, closes it (flushed to disk), then reports. */
export async function prepareAndReport(config: Config): Promise<void> {
  const database = await openDatabase({
    dataDir: config.dataDir,
    sharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  let prepared: Prepared;
  try {
    prepared = await prepareDatabase(database, config);
  } finally {
    await database.close();
  }
  const send = process.send?.bind(process);
  if (!send) throw new Error(`${CHILD_FLAG} is set, yet no parent process listens`);
  await new Promise<void>((resolve, reject) =>
    send(prepared, (error: Error | null) => (error ? reject(error) : resolve())),
  );
}
