/**
 * Migrated (and demo-seeded) databases made once and copied for every suite that needs one.
 * A fresh PGlite spends seconds in initdb and the migrations, and the demo seed seconds more;
 * a copy takes about one. Embedded copies are `dumpDataDir` tars under
 * `node_modules/.cache/mandor-test-databases/`; server copies are template databases
 * (`CREATE DATABASE … TEMPLATE`). Each is named by a hash of everything that shapes it (the
 * server's and the schema engine's source, the migrations, the PGlite version, and for a demo
 * seed its instant (or business day) and the permission list of its schemas folder), so a change to any of
 * them makes a new one and nothing stale is used.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { businessToday } from "../../src/schema/validation/periods";
import type { Database } from "../../src/server/db/connect";
import { readPermissionSource } from "../../src/server/permissions/permission-sync";

/** Data a template holds on top of the migrations, named for the templates' key. */
export interface TemplateSeed {
  /** Changes with whatever `run` writes (its size, say), unless the source already says it. */
  name: string;
  run(database: Database): Promise<void>;
}

export interface TemplateShape {
  /**
   * The demo seed on top of the migrations, with this folder's permission list: the only part
   * of the folder the seed reads, so a suite's copy that adds a field or changes a layout
   * shares the repository's template.
   */
  demoSchemasDir?: string | undefined;
  /**
   * The instant the demo data is seeded at (a suite's fixed clock); the present instant unless
   * given, whose template is then the day's.
   */
  demoAt?: Date | undefined;
  /** Another seed (the bench size) instead of the demo's. */
  seed?: TemplateSeed | undefined;
}

const CACHE_DIR = resolve("node_modules/.cache/mandor-test-databases");
/** Older templates of other sources are removed; a run that may still copy one is younger. */
const STALE_MS = 3 * 60 * 60 * 1000;
const LOCK_WAIT_MS = 10 * 60 * 1000;

function hashFolder(hash: ReturnType<typeof createHash>, dir: string, root = dir): void {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) hashFolder(hash, path, root);
    else hash.update(relative(root, path)).update(readFileSync(path));
  }
}

let sourcesDigest: string | undefined;

/** The source every template is made by, read once per test process (it does not change). */
function sourcesOf(): string {
  if (sourcesDigest) return sourcesDigest;
  const hash = createHash("sha256");
  for (const dir of ["src/server", "src/schema"]) hashFolder(hash, resolve(dir));
  hashFolder(hash, resolve("schemas/migrations"));
  hash.update(readFileSync(resolve("node_modules/@electric-sql/pglite/package.json")));
  sourcesDigest = hash.digest("hex");
  return sourcesDigest;
}

/** The name part every copy of this shape shares; it changes with any of its sources. */
export function templateKey(kind: "pglite" | "postgres", shape: TemplateShape): string {
  const hash = createHash("sha256").update(kind).update(sourcesOf());
  if (shape.demoSchemasDir !== undefined) {
    hash.update(shape.demoAt ? `demo at ${shape.demoAt.toISOString()}` : `demo ${businessToday()}`);
    hash.update(JSON.stringify(readPermissionSource(resolve(shape.demoSchemasDir))));
  }
  if (shape.seed) hash.update(`seed ${shape.seed.name}`);
  return hash.digest("hex").slice(0, 20);
}

/** Runs `work` holding a lock folder, which a holder that died leaves stale after a while. */
async function withFolderLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > LOCK_WAIT_MS || Date.now() - started > LOCK_WAIT_MS)
        rmSync(lock, { force: true, recursive: true });
      else await new Promise((done) => setTimeout(done, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true, recursive: true });
  }
}

/**
 * Ages are read against the file system's and the server's clocks, not this process's: the
 * clock runs fake this process's time.
 */
function removeStaleDumps(keep: string): void {
  const now = statSync(join(CACHE_DIR, keep)).mtimeMs;
  for (const entry of readdirSync(CACHE_DIR)) {
    const path = join(CACHE_DIR, entry);
    if (entry !== keep && now - statSync(path).mtimeMs > STALE_MS) {
      rmSync(path, { force: true, recursive: true });
    }
  }
}

/** The embedded data folder of this shape, made by `build` (on a fresh database) when missing. */
export async function embeddedTemplate(
  shape: TemplateShape,
  build: () => Promise<Database>,
): Promise<Blob> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const name = `${templateKey("pglite", shape)}.tar`;
  const path = join(CACHE_DIR, name);
  const read = () => new Blob([readFileSync(path)]);
  try {
    return read();
  } catch {
    return withFolderLock(`${path}.lock`, async () => {
      if (statSync(path, { throwIfNoEntry: false })) return read();
      const database = await build();
      try {
        // Checkpointed, a copy starts without replaying the build's WAL; with wal_recycle off
        // the checkpoint deletes the finished WAL segments instead of keeping them as spares.
        // The demo data's tar shrinks from 155 to 88 MB and a copy loads in about half the time.
        await sql`SET wal_recycle = off`.execute(database.db);
        await sql`CHECKPOINT`.execute(database.db);
        const dump = await database.dumpDataDir?.();
        if (!dump) throw new Error("the embedded database did not dump its data folder");
        const partial = `${path}.${process.pid}.partial`;
        await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, path);
      } finally {
        await database.close();
      }
      removeStaleDumps(name);
      return read();
    });
  }
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function removeStaleTemplates(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database
     WHERE datname LIKE 'mandor\\_tpl\\_%' AND datname <> $1
       AND extract(epoch FROM now()) * 1000 - coalesce(shobj_description(oid, 'pg_database'), '0')::numeric > $2`,
    [keep, STALE_MS],
  );
  for (const row of rows) {
    // Another run may be copying it this instant: then it stays for a later run to remove.
    await admin.query(`DROP DATABASE IF EXISTS ${row.datname}`).catch(() => undefined);
  }
}

/**
 * The name of this shape's template database on the server, made when missing: `build` gets
 * the URL of a new database (empty, or a copy of the template `from`) to migrate (and seed),
 * and closes its connections.
 */
export async function serverTemplate(
  adminUrl: string,
  shape: TemplateShape,
  build: (url: string) => Promise<void>,
  from?: string,
): Promise<string> {
  const name = `mandor_tpl_${templateKey("postgres", shape)}`;
  return withAdmin(adminUrl, async (admin) => {
    // One builder per template on the server, whichever process or run asks first.
    await admin.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
    try {
      const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (found.rowCount) return name;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}${from ? ` TEMPLATE ${from}` : ""}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      await build(url.toString());
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      const made = await admin.query<{ ms: string }>(
        "SELECT (extract(epoch FROM now()) * 1000)::bigint AS ms",
      );
      await admin.query(`COMMENT ON DATABASE ${name} IS '${made.rows[0]?.ms}'`);
      await removeStaleTemplates(admin, name);
      return name;
    } finally {
      await admin.query("SELECT pg_advisory_unlock(hashtext($1))", [name]);
    }
  });
}
