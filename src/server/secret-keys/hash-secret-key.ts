/** How a record's key is kept (overlay `secret`): its SHA-256 as 64 hex digits, never the key. */
import { createHash } from "node:crypto";

export function hashSecretKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}
