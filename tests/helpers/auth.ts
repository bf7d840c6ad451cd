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
