/**
 * A password nobody chose, for an account a start creates before anyone could choose one:
 * printed once by that start, stored only as a hash.
 */
import { randomBytes } from "node:crypto";

/** 144 random bits as 24 URL-safe characters: nothing to escape when copied from a terminal. */
export function randomPassword(): string {
  return randomBytes(18).toString("base64url");
}
