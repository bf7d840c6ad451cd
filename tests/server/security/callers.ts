/**
 * The matrix's callers, made in a few statements however many screens there are: each is a
 * role, a user and a real session. `permitted` holds every active permission (the ones the
 * permission sync derived from schemas/) but those the suite keeps from it, and administers
 * one department; `otherAdmin` holds the same and administers a department of its own with
 * no rows; `unmapped` holds the same and administers nothing; `nobody` holds nothing; and for
 * each set of permissions a cell needs, a caller holding everything else (`without`).
 */
import { sql } from "kysely";
import { SUPER_ADMIN_ROLE_ID } from "../../../src/schema/permissions";
import { createSessionStore } from "../../../src/server/access/session-store";
import type { Db } from "../../../src/server/db/connect";
import { bearer } from "../../helpers/auth";

export type Headers = Record<string, string>;

export interface Callers {
  anonymous: Headers;
  superAdmin: Headers;
  permitted: Headers;
  otherAdmin: Headers;
  unmapped: Headers;
  nobody: Headers;
  /** The caller holding every active permission except `cut` (one given to `createCallers`). */
  without(cut: readonly string[]): Headers;
  /** What `permitted`, `otherAdmin` and `unmapped` hold. */
  granted: ReadonlySet<string>;
  /** Every active permission: what a `without` caller holds, less its cut. */
  active: ReadonlySet<string>;
}

interface Plan {
  /** The permission sets cells need, each answered by one `without` caller. */
  cuts: readonly (readonly string[])[];
  /** Permissions no caller but the super-admin holds (the suite's hidden fields). */
  withheld: readonly string[];
  /** The department `permitted` administers, and the empty one of `otherAdmin`. */
  departments: { own: number; other: number };
}

const EN = { "content-language": "en" };
const cutKey = (cut: readonly string[]) => [...cut].sort().join(" ");

export async function createCallers(db: Db, plan: Plan): Promise<Callers> {
  const { rows: active } = await sql<{ name: string }>`
    SELECT name FROM permissions WHERE active = 1`.execute(db);
  const activeNames = new Set(active.map((row) => row.name));
  const cuts = [...new Map(plan.cuts.map((cut) => [cutKey(cut), cut])).values()];
  const everyone = ["matrix.permitted", "matrix.other", "matrix.unmapped"];
  const roles = [
    { name: "matrix-granted", users: everyone, cut: plan.withheld },
    { name: "matrix-nobody", users: ["matrix.nobody"], cut: null },
    ...cuts.map((cut, index) => ({
      name: `matrix-without-${index}`,
      users: [`matrix.without.${index}`],
      cut: [...cut, ...plan.withheld],
    })),
  ];
  const { rows: roleIds } = await sql<{ id: number; role_name: string }>`
    INSERT INTO roles (role_name, description)
    SELECT name, 'authorisation matrix' FROM unnest(${roles.map((role) => role.name)}::text[]) AS name
    RETURNING id, role_name`.execute(db);
  const roleId = new Map(roleIds.map((row) => [row.role_name, Number(row.id)]));
  const grants = roles.filter((role) => role.cut !== null);
  // Tens of thousands of rows whose keys come from these very tables: past the foreign-key
  // triggers, which would check each one.
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await sql`
      INSERT INTO role_permissions (role_id, permission_id)
      SELECT c.role_id, p.id
      FROM (VALUES ${sql.join(
        grants.map((role) => sql`(${roleId.get(role.name)}::int, ${role.cut}::text[])`),
      )}) AS c(role_id, cut)
      JOIN permissions p ON p.active = 1 AND NOT (p.name = ANY(c.cut))`.execute(trx);
  });
  const people = [
    ...roles.flatMap((role) =>
      role.users.map((username) => ({ username, role: roleId.get(role.name) })),
    ),
    { username: "matrix.root", role: SUPER_ADMIN_ROLE_ID },
  ];
  const { rows: users } = await sql<{ id: number; username: string }>`
    INSERT INTO users (fullname, username, email, role_id, status)
    SELECT u.username, u.username, u.username || '@matrix.test', u.role_id, 'active'
    FROM unnest(${people.map((p) => p.username)}::text[], ${people.map((p) => p.role)}::int[])
      AS u(username, role_id)
    RETURNING id, username`.execute(db);
  const userId = new Map(users.map((row) => [row.username, Number(row.id)]));
  await sql`
    INSERT INTO user_mappings (user_id, department_id) VALUES
      (${userId.get("matrix.permitted")}, ${plan.departments.own}),
      (${userId.get("matrix.other")}, ${plan.departments.other})`.execute(db);
  const sessions = createSessionStore(db);
  const tokens = new Map(
    await Promise.all(
      people.map(async ({ username }) => {
        const token = await sessions.create(userId.get(username) as number);
        return [username, { ...bearer(token), ...EN }] as const;
      }),
    ),
  );
  const headersOf = (username: string): Headers => {
    const headers = tokens.get(username);
    if (!headers) throw new Error(`no matrix caller ${username}`);
    return headers;
  };
  const withoutIndex = new Map(cuts.map((cut, index) => [cutKey(cut), index]));
  const withheld = new Set(plan.withheld);
  return {
    anonymous: EN,
    superAdmin: headersOf("matrix.root"),
    permitted: headersOf("matrix.permitted"),
    otherAdmin: headersOf("matrix.other"),
    unmapped: headersOf("matrix.unmapped"),
    nobody: headersOf("matrix.nobody"),
    without(cut) {
      const index = withoutIndex.get(cutKey(cut));
      if (index === undefined) throw new Error(`no matrix caller without ${cutKey(cut)}`);
      return headersOf(`matrix.without.${index}`);
    },
    granted: new Set([...activeNames].filter((name) => !withheld.has(name))),
    active: activeNames,
  };
}
