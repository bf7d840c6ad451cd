/**
 * Built documents by what they depend on (the screens' state, the caller's permissions, the
 * language: see `documentKey`). Callers sharing a role share one entry; the least recently
 * used entry makes room, so an edited overlay's old documents age out. Each entry keeps its
 * JSON text (and, once asked for, its page), so a repeated request costs a lookup.
 */
import type { PermissionHolder } from "../../schema/permissions";
import { stableHash } from "../../schema/stable-hash";
import type { OpenApiDocument } from "./openapi-types";

export interface CachedDocument {
  /** The entity tag: the same for as long as the document is. */
  etag: string;
  document: OpenApiDocument;
  json: string;
  /** The readable page, rendered on first use. */
  page?: string;
}

export interface DocumentCache<R> {
  get(request: R): CachedDocument;
}

export function createDocumentCache<R>(options: {
  key: (request: R) => string;
  build: (request: R) => OpenApiDocument;
  size: number;
}): DocumentCache<R> {
  const entries = new Map<string, CachedDocument>();
  return {
    get(request) {
      const key = options.key(request);
      const known = entries.get(key);
      if (known) {
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      const document = options.build(request);
      const entry: CachedDocument = { etag: `"${key}"`, document, json: JSON.stringify(document) };
      if (entries.size >= options.size) entries.delete(entries.keys().next().value ?? "");
      entries.set(key, entry);
      return entry;
    },
  };
}

/** What a document depends on besides the routes, which are fixed once the app is ready. */
export function documentKey(parts: {
  state: string;
  user: PermissionHolder | null;
  locale: string;
}): string {
  const who = parts.user
    ? `${parts.user.roleId}:${[...parts.user.permissions].sort().join(",")}`
    : "-";
  return stableHash({ state: parts.state, who, locale: parts.locale });
}
