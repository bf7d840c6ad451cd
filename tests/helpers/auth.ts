/** Signs a user in without the login screen: a real session row, a real bearer token. */
import { sql } from "kysely";
import { createSessionStore } from "../../src/server/access/session-store";
import type { Db } from "../../src/server/db/connect";

export async function signInAs(db: Db, username: string): Promise<string> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM users WHERE lower(username) = lower(${username})`.execute(db);
  const user = rows[0];
  if (!user) throw new Error(`no user ${username} to sign in as`);
  return createSessionStore(db).create(user.id);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Headers of a new signed-in user whose new role holds `permissions` (created if missing),
 * administering `department` when given; answers in English.
 */
export async function callerWith(
  db: Db,
  name: string,
  permissions: string[],
  department?: number,
): Promise<Record<string, string>> {
  const { rows: roles } = await sql<{ id: number }>`
    INSERT INTO roles (role_name, description) VALUES (${name}, ${name}) RETURNING id`.execute(db);
  const role = roles[0]?.id;
  for (const permission of permissions) {
    await sql`INSERT INTO permissions (name) VALUES (${permission}) ON CONFLICT DO NOTHING`.execute(
      db,
    );
    await sql`INSERT INTO role_permissions (role_id, permission_id)
      SELECT ${role}, id FROM permissions WHERE name = ${permission}
      ON CONFLICT DO NOTHING`.execute(db);
  }
  const { rows: users } = await sql<{ id: number }>`
    INSERT INTO users (fullname, username, email, role_id, status)
    VALUES (${name}, ${name}, ${`${name}@mandor.test`}, ${role}, 'active') RETURNING id`.execute(
    db,
  );
  if (department) {
    await sql`INSERT INTO user_mappings (user_id, department_id)
      VALUES (${users[0]?.id}, ${department})`.execute(db);
  }
  return { ...bearer(await signInAs(db, name)), "content-language": "en" };
}
