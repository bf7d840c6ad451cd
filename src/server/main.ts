/**
 * `npm start`: starts Mandor with the environment's settings, tells the operator where it
 * runs and how to sign in, and shuts down cleanly on SIGTERM or SIGINT.
 */
import { configOrExit } from "./config-or-exit";
import { DEMO_USERS } from "./db/seed/demo";
import { startMandor } from "./start";

const config = configOrExit();
const running = await startMandor(config);
const log = running.app.log;

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
if (config.seedDemo) {
  lines.push("Demo accounts (for demo use only):");
  for (const user of DEMO_USERS)
    lines.push(`  ${user.username} / ${user.password}  (${user.role})`);
}
console.log(lines.join("\n"));

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
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
