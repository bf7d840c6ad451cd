/**
 * Which per-account rate-limit counter a call that names an account counts on. A username and
 * an e-mail address of the same account resolve to its id, so switching between them opens no
 * fresh counter; a name no account has counts under its canonical form.
 */
import type { Db } from "../db/connect";
import { accountKey } from "./rate-limit";
import { findUserByLogin } from "./users-repository";

export async function accountCounter(db: Db, name: string): Promise<string> {
  const key = accountKey(name);
  const user = await findUserByLogin(db, key);
  return user ? `user:${user.id}` : `name:${key}`;
}
