/**
 * What the backup and restore commands share: they work on the embedded database's folder;
 * a PostgreSQL server is backed up with its own tools, which the message spells out.
 */
import { resolve } from "node:path";

const SERVER_TOOLS = [
  "DATABASE_URL is set: back up and restore the PostgreSQL server with its own tools,",
  '  pg_dump -Fc -f mandor.dump "$DATABASE_URL"',
  '  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" mandor.dump',
  "(npm run backup and npm run restore are for the embedded database in DATA_DIR).",
].join("\n");

/** DATA_DIR, absolute; exits 2 when DATABASE_URL names a server instead. */
export function embeddedDataDir(env: Record<string, string | undefined> = process.env): string {
  if (env.DATABASE_URL?.trim()) {
    console.error(SERVER_TOOLS);
    process.exit(2);
  }
  return resolve(env.DATA_DIR?.trim() || "./data");
}

/** The one file argument of a command, or exit 2 naming its usage. */
export function fileArgument(positionals: readonly string[], usage: string): string {
  const [file, ...rest] = positionals;
  if (!file || rest.length > 0) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return resolve(file);
}
