/**
 * Session tokens: 256 random bits, handed to the client once and stored only as a SHA-256
 * hash, so a leaked sessions table lets nobody in. (A fast hash is enough: the token has full
 * entropy, unlike a password.)
 */
import { createHash, randomBytes } from "node:crypto";

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
