/**
 * Username-or-e-mail plus password to a user, or null. A missing user (or one without a
 * password, such as an SSO-only account) still costs one full scrypt run against a dummy
 * hash, so the answer's timing does not tell whether the account exists.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../db/connect";
import { hashPassword, verifyPassword } from "./password";
import { findUserByLogin, type UserRecord } from "./users-repository";

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead, so the first sign-in of an unknown name is not slower. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

export async function checkCredentials(
  db: Db,
  identifier: string,
  password: string,
): Promise<UserRecord | null> {
  const user = await findUserByLogin(db, identifier.trim());
  const stored = user?.password_hash ?? (await prepareDummyHash());
  const matches = await verifyPassword(password, stored);
  return user?.password_hash && matches ? user : null;
}
