/**
 * Short-lived signed addresses of stored files. An `<img>` or a download link cannot carry the
 * bearer token, so a file is served to whoever holds its URL until it expires; the URL is only
 * handed out inside answers the caller was allowed to read, and only for a file the record
 * legitimately holds (`uploads`, held-files.ts): a stored name merely written into a column is
 * text, not access. The signature (HMAC-SHA256 over name and expiry) is checked in constant
 * time; without a configured secret each process signs with its own random one, so a restart
 * retires every URL.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { FILE_LINKS_KEY, FILE_NAMES_KEY } from "../../schema/api/crud";
import type { ScreenDefinition } from "../../schema/overlay/screen-types";
import type { Config } from "../config";
import type { Row } from "../db/row";
import { STORED_NAME } from "./file-store";

export const FILES_PATH = "/api/files/";

/** A valid link says how many more seconds it lives (what the file may be cached for). */
export type LinkCheck =
  | { valid: true; seconds: number }
  | { valid: false; reason: "expired" | "invalid" };

/** Which files records hold, as `uploads` says (read for a whole answer by held-files.ts). */
export interface HeldFiles {
  /** Whether the record with this id holds the stored `name` in `field`. */
  holds(recordId: unknown, field: string, name: string): boolean;
  /** The name a held file was uploaded with; null when not held or uploaded before it was kept. */
  originalName(recordId: unknown, field: string, name: string): string | null;
}

export const HOLDS_NOTHING: HeldFiles = { holds: () => false, originalName: () => null };

export interface FileLinks {
  /**
   * The signed URL of a stored name, valid for the configured time. Only for a name the caller
   * may reach: a fresh upload of theirs, or a file a record they may read holds.
   */
  sign(name: string): string;
  check(name: string, exp: unknown, sig: unknown): LinkCheck;
  /**
   * The record with `$files: { field: url }` for each of its file fields holding a stored
   * name that `held` says the record holds, and `$fileNames: { field: name }` for those of
   * them uploaded with a kept name.
   */
  linksFor(screen: ScreenDefinition, record: Row, held: HeldFiles): Row;
  /** Whether records read as `columns` may carry a file field, so need `linksFor`. */
  linksNeeded(screen: ScreenDefinition, columns: readonly string[]): boolean;
}

const VIEWS = ["create", "update", "list", "detail"] as const;

const fileFieldsOf = new WeakMap<ScreenDefinition, string[]>();

/** The screen's file fields, worked out once per screen version (lists call this per row). */
export function fileFields(screen: ScreenDefinition): string[] {
  let fields = fileFieldsOf.get(screen);
  if (!fields) {
    fields = screen.fields
      .filter((field) => VIEWS.some((view) => field.views[view].type === "file"))
      .map((field) => field.id);
    fileFieldsOf.set(screen, fields);
  }
  return fields;
}

export function createFileLinks(
  files: Pick<Config["files"], "urlSecret" | "urlTtlMs">,
  now: () => number = Date.now,
): FileLinks {
  const secret = files.urlSecret ?? randomBytes(32).toString("hex");
  const signature = (name: string, exp: string) =>
    createHmac("sha256", secret).update(`${name}\n${exp}`).digest("base64url");

  const sign = (name: string) => {
    const exp = String(now() + files.urlTtlMs);
    return `${FILES_PATH}${name}?exp=${exp}&sig=${signature(name, exp)}`;
  };

  return {
    sign,
    check(name, exp, sig) {
      const invalid = { valid: false, reason: "invalid" } as const;
      if (typeof exp !== "string" || !/^\d{1,15}$/.test(exp)) return invalid;
      if (typeof sig !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return invalid;
      if (!timingSafeEqual(Buffer.from(signature(name, exp)), Buffer.from(sig))) return invalid;
      const left = Number(exp) - now();
      return left > 0
        ? { valid: true, seconds: Math.floor(left / 1000) }
        : { valid: false, reason: "expired" };
    },
    linksFor(screen, record, held) {
      const links: Record<string, string> = {};
      const names: Record<string, string> = {};
      for (const field of fileFields(screen)) {
        const value = record[field];
        if (
          typeof value !== "string" ||
          !STORED_NAME.test(value) ||
          !held.holds(record.id, field, value)
        )
          continue;
        links[field] = sign(value);
        const name = held.originalName(record.id, field, value);
        if (name !== null) names[field] = name;
      }
      if (Object.keys(links).length === 0) return record;
      return Object.keys(names).length > 0
        ? { ...record, [FILE_LINKS_KEY]: links, [FILE_NAMES_KEY]: names }
        : { ...record, [FILE_LINKS_KEY]: links };
    },
    linksNeeded: (screen, columns) => fileFields(screen).some((field) => columns.includes(field)),
  };
}
