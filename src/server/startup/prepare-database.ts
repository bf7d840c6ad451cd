/**
 * Brings a database up to what this version serves: migrations, the permissions in line with
 * the screens (permissions/permission-sync.ts), the demo data on first start when asked, and a
 * super-admin. Every step is a no-op on a database that has them, so it runs on every start.
 */

import type { Config } from "../config";
import type { Database } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import {
  describeSync,
  readPermissionSource,
  syncPermissions,
} from "../permissions/permission-sync";
import type { DemoUser } from "../seed/access";
import { DEMO_USERS, seedDemo } from "../seed/demo";
import { ensureSuperAdmin } from "../seed/super-admin";

/** What a preparation tells the operator: plain data, as it may come from another process. */
export interface Prepared {
  /** Lines for the log about the permissions it synced. */
  sync: { info: string[]; warn: string[] };
  demoSeeded: boolean;
  /**
   * The demo accounts to show the operator: on every start while their passwords are the
   * documented ones, only on the start that gave them random ones (shown once, like the
   * super-admin's).
   */
  demoAccounts?: readonly DemoUser[];
  /** Set when this preparation created the super-admin with a generated password. */
  generatedAdmin?: { username: string; password: string };
  /** Whether it changed the database's structure or filled it (so its working memory grew). */
  built: boolean;
}

export type PrepareSettings = Pick<Config, "schemasDir" | "seedDemo" | "demoPasswords" | "admin">;

export async function prepareDatabase(
  database: Database,
  config: PrepareSettings,
): Promise<Prepared> {
  const migrated = await migrateToLatest(database.db, { schemasDir: config.schemasDir });
  const source = readPermissionSource(config.schemasDir);
  const synced = await database.db.transaction().execute((trx) => syncPermissions(trx, source));
  const demo = config.seedDemo
    ? await seedDemo(database, { schemasDir: config.schemasDir, passwords: config.demoPasswords })
    : { seeded: false, counts: {} };
  const demoAccounts =
    config.seedDemo && config.demoPasswords === "documented" ? DEMO_USERS : demo.accounts;
  const admin = await ensureSuperAdmin(database.db, config.admin);
  return {
    sync: describeSync(synced),
    demoSeeded: demo.seeded,
    ...(demoAccounts ? { demoAccounts } : {}),
    ...(admin.generatedPassword
      ? { generatedAdmin: { username: admin.username, password: admin.generatedPassword } }
      : {}),
    built: demo.seeded || migrated.applied.length > 0,
  };
}
