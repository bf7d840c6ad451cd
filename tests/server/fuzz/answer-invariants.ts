/**
 * What must hold of every answer, whatever was asked: no 5xx; a refusal is `{ code, message }`
 * JSON; no stack frame, source path, SQL or PostgreSQL text; no stored secret (a password,
 * session, code or device key hash); no field the caller may not see in a record of the
 * screen asked about; and after a refusal (4xx), no row of the database changed.
 * Text the request itself carried (an answer may quote it) or the fuzzer's hostile texts
 * (a stored one comes back in later lists) is not a leak.
 */

import { SEARCH_VALUES_PREFIX } from "../../../src/server/crud/search-values";
import { HOSTILE_TEXTS } from "./hostile-values";
import type { FuzzRequest } from "./request-arbitrary";
import type { LoggedWrite } from "./write-log";

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

export interface Oracle {
  /** Field names no record in this answer may hold (the screen's fields hidden from the caller). */
  hiddenFields: ReadonlySet<string>;
  /** Stored secrets (hashes) that no answer may contain. */
  secretValues: readonly string[];
}

const LEAKS: readonly [string, RegExp][] = [
  ["a stack frame", /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|node:|\/)[^\s)"]*:\d+:\d+\)?/],
  ["a source path", /\/src\/|node_modules/],
  ["SQL text", /\b(?:select|SELECT)\b[^\n]{0,300}?\b(?:from|FROM)\s+"?[a-z_]+/],
  ["SQL text", /\b(?:insert into|INSERT INTO|delete from|DELETE FROM)\b/],
  ["SQL text", /\b(?:update|UPDATE)\s+"?[a-z_]+"?\s+(?:set|SET)\b/],
  [
    "a PostgreSQL message",
    /syntax error at or near|invalid input syntax for|violates (?:foreign key|unique|check|not-null) constraint|duplicate key value|current transaction is aborted|value too long for type|out of range for type|relation "|column "/,
  ],
];

/**
 * Writes that are not changes of data: a session's last use, stamped (with the row's
 * `updated_at`) by any signed-in call now and then, the search values the server copies
 * from the screens' tables in the background (search-values.ts), whenever it gets to them,
 * and the mail sender's claims and deletions of messages earlier calls queued (mail/mailer.ts);
 * a message queued (an INSERT) by a refused call is still a change.
 */
const BOOKKEEPING = (write: LoggedWrite) =>
  write.table.startsWith(SEARCH_VALUES_PREFIX) ||
  (write.table === "mail_outbox" && write.op !== "INSERT") ||
  (write.table === "sessions" &&
    write.op === "UPDATE" &&
    (write.columns ?? []).every((column) => column === "last_seen_at" || column === "updated_at"));

/** The writes that changed data: all but the bookkeeping. */
export const dataChanges = (writes: readonly LoggedWrite[]) =>
  writes.filter((write) => !BOOKKEEPING(write));

/** What a list of writes changed, one item per table and kind of write. */
export function describeWrites(writes: readonly LoggedWrite[]): string {
  const what = writes.map(
    (write) => `${write.op} ${write.table}${write.columns ? ` (${write.columns.join(", ")})` : ""}`,
  );
  return [...new Set(what)].join(", ");
}

/** Decodes what escapes it can; a broken escape stays as sent. */
function decoded(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** Every string of a JSON value, keys included. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      into.push(key);
      stringsOf(item, into);
    }
  }
  return into;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The field names an answer shows records with: the keys of its records (`data`, each of a
 * list, a conflict's `current`), and the fields a history's changes and names are about.
 */
export function revealedFields(json: unknown): string[] {
  if (!isObject(json)) return [];
  const data = json.data;
  const records = (
    Array.isArray(data) ? data : [data, isObject(data) ? data.current : undefined]
  ).filter(isObject);
  const changed = records.flatMap((record) =>
    Array.isArray(record.changes)
      ? record.changes.filter(isObject).map((change) => String(change.field))
      : [],
  );
  const named = isObject(json.names) ? Object.keys(json.names) : [];
  return [...records.flatMap((record) => Object.keys(record)), ...changed, ...named];
}

function parsed(answer: Answer): unknown {
  if (!answer.contentType.includes("json")) return undefined;
  try {
    return JSON.parse(answer.body);
  } catch {
    return undefined;
  }
}

export function answerViolations(
  request: Pick<FuzzRequest, "method" | "url" | "payload">,
  answer: Answer,
  oracle: Oracle,
  writes: readonly LoggedWrite[],
): string[] {
  const found: string[] = [];
  if (answer.status >= 500) found.push(`status ${answer.status}`);
  const json = parsed(answer);
  if (answer.status >= 400 && request.method !== "HEAD") {
    const shaped =
      isObject(json) && typeof json.code === "string" && typeof json.message === "string";
    if (!shaped) found.push("a refusal that is not { code, message } JSON");
  }
  let asked: string[] | undefined;
  const quoted = (text: string) => {
    asked ??= [
      decoded(request.url),
      decoded(request.url.replaceAll("+", " ")),
      request.payload ?? "",
    ]
      .concat(HOSTILE_TEXTS)
      .map((source) => source.toLowerCase());
    return asked.some((source) => source.includes(text.toLowerCase()));
  };
  const texts = json === undefined ? [answer.body] : stringsOf(json);
  for (const [what, pattern] of LEAKS) {
    for (const text of texts) {
      const match = pattern.exec(text)?.[0];
      if (match && !quoted(match)) found.push(`${what} in the answer: ${JSON.stringify(match)}`);
    }
  }
  for (const secret of oracle.secretValues) {
    if (answer.body.includes(secret)) found.push("a stored secret (hash) in the answer");
  }
  const hidden = revealedFields(json).filter((field) => oracle.hiddenFields.has(field));
  if (hidden.length > 0)
    found.push(`hidden fields in the answer: ${[...new Set(hidden)].join(", ")}`);
  if (answer.status >= 400 && answer.status < 500) {
    const changes = dataChanges(writes);
    if (changes.length > 0) {
      found.push(`a refused call changed the database: ${describeWrites(changes)}`);
    }
  }
  return [...new Set(found)];
}
