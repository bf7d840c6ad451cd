/**
 * Tells whoever listens (the live dashboards, on every app instance) that presences arrived,
 * from inside the transaction that writes them: PostgreSQL delivers a NOTIFY on commit only,
 * so a listener never refreshes before the figures are there, and a rolled-back batch says
 * nothing. The payload names the projects touched: `{"projects":[3,7]}`.
 */
import { sql } from "kysely";
import type { Db } from "../db/connect";

export const PRESENCE_CHANNEL = "presence_changes";

/** NOTIFY payloads must stay under 8000 bytes: past this many projects, say "all". */
const MAX_LISTED = 500;

export async function notifyPresences(db: Db, projectIds: readonly number[]): Promise<void> {
  if (projectIds.length === 0) return;
  const projects = [...new Set(projectIds)].sort((a, b) => a - b);
  const payload = JSON.stringify({ projects: projects.length > MAX_LISTED ? null : projects });
  await sql`SELECT pg_notify(${PRESENCE_CHANNEL}, ${payload})`.execute(db);
}
