/**
 * `npm start`: starts Mandor with the environment's settings (a new embedded database is
 * prepared in a child process first: startup/prepare-apart.ts), tells the operator where it
 * runs and how to sign in, and shuts down cleanly on SIGTERM or SIGINT — within
 * SHUTDOWN_TIMEOUT_SECONDS, past which it names what was still open and exits 1.
 */
import { configOrExit } from "./config-or-exit";
import { compileWasmOnOneThread } from "./db/embedded-settings";
import { stdoutLogDestination } from "./logging/log-destination";
import { trackInFlightRequests } from "./shutdown/in-flight-requests";
import { armShutdownDeadline } from "./shutdown/shutdown-deadline";
import { shutdownReport } from "./shutdown/shutdown-report";
import { startMandor } from "./start";
import {
  isPreparationChild,
  prepareAndReport,
  prepareFirstStartApart,
} from "./startup/prepare-apart";

const config = configOrExit();
if (!config.databaseUrl) compileWasmOnOneThread();
if (isPreparationChild()) {
  await prepareAndReport(config);
  process.exit(0);
}
const running = await startMandor(config, { preparedApart: await prepareFirstStartApart(config) });
const log = running.app.log;
const inFlight = trackInFlightRequests(running.app.server);

const lines = [`Mandor is running at ${config.publicUrl} (listening on ${running.url})`];
lines.push(
  running.database.kind === "pglite"
    ? `Database: embedded PostgreSQL (PGlite) in ${config.dataDir}`
    : "Database: PostgreSQL server from DATABASE_URL",
);
if (running.generatedAdmin) {
  lines.push(
    `Super-admin created: username "${running.generatedAdmin.username}", password "${running.generatedAdmin.password}"`,
    "This password is shown only once: write it down, or set ADMIN_PASSWORD before the first start.",
  );
}
if (running.demoAccounts) {
  lines.push("Demo accounts (for demo use only):");
  for (const user of running.demoAccounts)
    lines.push(`  ${user.username} / ${user.password}  (${user.role})`);
  if (config.demoPasswords === "random") {
    lines.push(
      "These passwords are shown only once; the generated colleagues share admin.dept's (active) or calon.verifikasi's.",
    );
  }
}
console.log(lines.join("\n"));

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  armShutdownDeadline(config.shutdownTimeoutMs, (exitCode) =>
    shutdownReport(
      {
        deadlineMs: config.shutdownTimeoutMs,
        step: running.closingStep(),
        requests: inFlight(),
        resources: process.getActiveResourcesInfo(),
        droppedLogLines: stdoutLogDestination().dropped(),
        now: Date.now(),
      },
      exitCode,
    ),
  );
  log.info(`${signal} received: closing`);
  try {
    await running.close();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
