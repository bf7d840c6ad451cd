/**
 * The demo data set: a plausible company (5 territories, 12 departments, 40 projects, 60
 * vendors and subcontractors, 3,000 employees, 400 equipment items, 30 days of attendance,
 * users of every role) so every screen has something to show. Deterministic: the same seed
 * and the same instant give the same rows; dates are relative to the instant of seeding so that
 * "expiring within 30 days" and "last 30 days" stay true. Idempotent and atomic: the data and
 * the `seed_runs` marker are written in one transaction, and a second run finds the marker
 * and adds nothing. The demo accounts get the documented passwords, or (production) a random
 * one each, handed back once like the generated super-admin's.
 */
import { sql } from "kysely";
import { businessToday } from "../../schema/validation/periods";
import { hashPassword } from "../auth/password";
import { randomPassword } from "../auth/random-password";
import type { DemoPasswords } from "../config";
import { createRowScoper } from "../crud/row-scope";
import { companyWide } from "../crud/write-ceilings";
import type { Database, Db } from "../db/connect";
import { createModelCatalog } from "../models/model-catalog";
import { readPermissionSource, syncPermissions } from "../permissions/permission-sync";
import { projectPath } from "../project-path";
import { createOverlayStore } from "../schemas/overlay-store";
import { DEMO_USERS, type DemoUser, permissionDef } from "./access";
import { buildAccess } from "./demo-access";
import { buildContent } from "./demo-content";
import { buildManpower } from "./demo-manpower";
import { buildOperations } from "./demo-operations";
import { buildPresences, storeDemoPresences } from "./demo-presences";
import { ensureReferenceData } from "./master-data";
import { buildOrganisation } from "./organisation";
import { Random } from "./random";
import { IdAllocator, insertRowSet, syncSequences } from "./rows";

export { DEMO_USERS, type DemoUser } from "./access";

const DEMO_SEED = 20_250_817;

/** Tables whose ids the seed assigns itself, so that rows can refer to each other. */
const ID_TABLES = [
  "territories",
  "departments",
  "convalsals",
  "projects",
  "project_convalsals",
  "role_groups",
  "roles",
  "users",
  "devices",
  "employees",
  "employee_request_changes",
  "company_managements",
  "visitors",
  "raw_presences",
];

export interface SeedResult {
  seeded: boolean;
  counts: Record<string, number>;
  /** When this call seeded: the demo accounts with the passwords they were given. */
  accounts?: readonly DemoUser[];
}

export async function seedDemo(
  database: Database,
  options: {
    /** The instant the data is seeded at: days count back from it, nothing is dated after it. */
    now?: Date;
    schemasDir?: string;
    passwords?: DemoPasswords;
  } = {},
): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const today = businessToday(now);
  // Every later start ends here, before any password is hashed.
  if (await hasRun(database.db, "demo")) return { seeded: false, counts: {} };
  const accounts =
    options.passwords === "random"
      ? DEMO_USERS.map((user) => ({ ...user, password: randomPassword() }))
      : DEMO_USERS;
  // scrypt is slow by design: hash each distinct password once, while the data is generated.
  const hashes = hashDistinct(accounts.map((user) => user.password));
  const result = await database.db.transaction().execute(async (trx) => {
    if (!(await claimRun(trx, "demo"))) {
      await hashes;
      return { seeded: false, counts: {} };
    }
    const rng = new Random(DEMO_SEED);
    const reference = await ensureReferenceData(trx);
    const ids = await IdAllocator.above(trx, ID_TABLES);
    const org = buildOrganisation(rng, ids, { prefix: "", projects: 40, convalsals: 60, today });
    const permissions = await currentPermissions(trx, options.schemasDir ?? projectPath("schemas"));
    const access = buildAccess(rng, ids, org, accounts, await hashes, today, now, permissions);
    const operations = buildOperations(rng, ids, org, reference.ids, access.raters, today, now);
    const manpower = buildManpower(
      rng,
      ids,
      org,
      reference.ids,
      access.userIds,
      DEMO_SEED,
      today,
      now,
    );
    const presences = buildPresences(
      rng,
      ids,
      manpower,
      operations.devices,
      operations.radius,
      today,
      now,
    );
    const sets = [
      ...org.sets,
      ...access.sets,
      ...operations.sets,
      ...manpower.sets,
      ...buildContent(today),
    ];

    const counts: Record<string, number> = { ...reference.inserted };
    for (const set of sets)
      counts[set.table] = (counts[set.table] ?? 0) + (await insertRowSet(trx, set));
    Object.assign(counts, await storeDemoPresences(trx, presences, now));
    await sql`
      UPDATE roles SET role_group_id = (SELECT id FROM role_groups WHERE group_name = 'Administrator Sistem')
      WHERE id = -1`.execute(trx);
    await syncSequences(trx, ID_TABLES);
    await sql`UPDATE seed_runs SET row_counts = ${JSON.stringify(counts)} WHERE name = 'demo'`.execute(
      trx,
    );
    return { seeded: true, counts, accounts };
  });
  // Statistics for the planner, whose estimates stand as totals past COUNT_EXACT_LIMIT; the
  // embedded database has no autovacuum to gather them.
  if (result.seeded) await sql`ANALYZE`.execute(database.db);
  return result;
}

/** The permission list the screens call for (synced first), as the role rules read it. */
async function currentPermissions(trx: Db, schemasDir: string) {
  await syncPermissions(trx, readPermissionSource(schemasDir));
  const companyWide = await companyWideResources(trx, schemasDir);
  const { rows } = await sql<{ id: number; name: string; module: string | null }>`
    SELECT id, name, module FROM permissions WHERE active = 1 ORDER BY id`.execute(trx);
  return rows.map((row) => {
    const def = permissionDef(row.name, row.module);
    return { ...def, id: Number(row.id), companyWide: companyWide.has(def.resource) };
  });
}

/** The resources of screens whose rows no department or project owns. */
async function companyWideResources(trx: Db, schemasDir: string): Promise<Set<string>> {
  const catalog = await createModelCatalog(trx);
  const scoper = createRowScoper(catalog);
  const quiet = { warn() {}, error() {} };
  const overlays = createOverlayStore({ schemasDir, catalog, log: quiet });
  const resources = new Set<string>();
  for (const id of overlays.ids()) {
    const loaded = overlays.get(id);
    if (loaded && companyWide(scoper, loaded.model.model)) resources.add(loaded.screen.resource);
  }
  return resources;
}

async function hasRun(db: Db, name: string): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM seed_runs WHERE name = ${name}`.execute(db);
  return rows.length > 0;
}

/**
 * Writes the run's marker, or reports that it exists. The unique name makes a concurrent
 * second run wait for the first transaction and then find the marker.
 */
async function claimRun(db: Db, name: string): Promise<boolean> {
  const { rows } = await sql`
    INSERT INTO seed_runs (name) VALUES (${name}) ON CONFLICT (name) DO NOTHING RETURNING id
  `.execute(db);
  return rows.length > 0;
}

async function hashDistinct(passwords: readonly string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(passwords)];
  const hashed = await Promise.all(distinct.map((password) => hashPassword(password)));
  return new Map(distinct.map((password, index) => [password, hashed[index] as string]));
}
