/**
 * Names for the ids a record's history shows: a related row's display name (a project's name
 * for `project_id`) and the user behind `created_by`/`updated_by`, looked up once per answer
 * with one query per related table. A related row outside the reader's row scope, or one that
 * no longer exists, is named null: the history shows its id with a note, never its name.
 * Users are named whatever their department, as the history already names each entry's author.
 * A file field's stored paths are named by the names the files were uploaded with.
 */
import { type RawBuilder, sql } from "kysely";
import type { AuditEntry, AuditNames } from "../../schema/api/crud";
import type { GenModel } from "../../schema/model-meta";
import type { Db } from "../db/connect";
import { quoted } from "../db/identifiers";

/** Where a field's names are read: the related table, its key and its display column. */
export interface NameSource {
  table: string;
  key: string;
  name: string;
}

const USERS: NameSource = { table: "users", key: "id", name: "fullname" };

/** Who wrote a row has no foreign key on purpose (ddl.ts), yet names a user. */
const WRITER_COLUMNS = ["created_by", "updated_by"] as const;

/** The name source of every field that holds another row's key. */
export function nameSources(
  model: Pick<GenModel, "fieldList" | "fieldRelation">,
): Record<string, NameSource> {
  const sources: Record<string, NameSource> = {};
  for (const column of WRITER_COLUMNS) {
    if (model.fieldList.includes(column)) sources[column] = USERS;
  }
  for (const [column, relation] of Object.entries(model.fieldRelation)) {
    sources[column] = { table: relation.model, key: relation.column, name: relation.displayName };
  }
  return sources;
}

/** Per field with a source, the distinct keys its changes hold, as text. */
export function keysToName(
  entries: readonly AuditEntry[],
  sources: Readonly<Record<string, unknown>>,
): Record<string, string[]> {
  const keys: Record<string, Set<string>> = {};
  for (const change of entries.flatMap((entry) => entry.changes)) {
    if (!sources[change.field]) continue;
    for (const value of [change.before, change.after]) {
      if (typeof value !== "string" && typeof value !== "number") continue;
      keys[change.field] ??= new Set();
      keys[change.field]?.add(String(value));
    }
  }
  return Object.fromEntries(Object.entries(keys).map(([field, set]) => [field, [...set]]));
}

/** The answer's map: every key asked for, with its name or null when it may not be shown. */
export function namesAnswer(
  asked: Readonly<Record<string, readonly string[]>>,
  found: (field: string) => ReadonlyMap<string, string> | undefined,
): AuditNames {
  return Object.fromEntries(
    Object.entries(asked).map(([field, keys]) => [
      field,
      Object.fromEntries(keys.map((key) => [key, found(field)?.get(key) ?? null])),
    ]),
  );
}

/** The condition a related table's rows (aliased `alias`) must meet for the reader. */
export type ScopeOf = (table: string, alias: string) => RawBuilder<boolean> | undefined;

/** The record whose history is named, and its file fields (whose stored paths get names). */
export interface AuditedRecord {
  model: Pick<GenModel, "model" | "fieldList" | "fieldRelation">;
  id: number;
  files: readonly string[];
}

export async function auditNames(
  db: Db,
  record: AuditedRecord,
  entries: readonly AuditEntry[],
  scopeOf: ScopeOf,
): Promise<AuditNames> {
  const [related, files] = await Promise.all([
    relatedNames(db, record.model, entries, scopeOf),
    fileNames(db, record, entries),
  ]);
  return { ...related, ...files };
}

/**
 * The names the record's files were uploaded with, for the stored names its file fields held.
 * Only files `uploads` says this record held in that field are named (a path merely written
 * there names nothing); one without a kept name is left out, so it shows as its path.
 */
async function fileNames(
  db: Db,
  record: AuditedRecord,
  entries: readonly AuditEntry[],
): Promise<AuditNames> {
  const asked = keysToName(entries, Object.fromEntries(record.files.map((field) => [field, true])));
  const stored = Object.values(asked).flat();
  if (stored.length === 0) return {};
  const rows = await db
    .selectFrom("uploads")
    .select(["field", "stored_name", "original_name"])
    .where("model", "=", record.model.model)
    .where("record_id", "=", record.id)
    .where(sql<boolean>`field = ANY(${Object.keys(asked)}::text[])`)
    .where(sql<boolean>`stored_name = ANY(${stored}::text[])`)
    .where("original_name", "is not", null)
    .$narrowType<{ field: string; original_name: string }>()
    .execute();
  const names: Record<string, Record<string, string>> = {};
  for (const row of rows) {
    names[row.field] = { ...names[row.field], [row.stored_name]: row.original_name };
  }
  return names;
}

async function relatedNames(
  db: Db,
  model: Pick<GenModel, "fieldList" | "fieldRelation">,
  entries: readonly AuditEntry[],
  scopeOf: ScopeOf,
): Promise<AuditNames> {
  const sources = nameSources(model);
  const asked = keysToName(entries, sources);
  const sourceId = (field: string) => {
    const source = sources[field];
    return source && `${source.table}.${source.key}.${source.name}`;
  };
  const bySource = new Map<string, { source: NameSource; keys: Set<string> }>();
  for (const [field, keys] of Object.entries(asked)) {
    const id = sourceId(field);
    const source = sources[field];
    if (!id || !source) continue;
    const group = bySource.get(id) ?? { source, keys: new Set<string>() };
    for (const key of keys) group.keys.add(key);
    bySource.set(id, group);
  }
  const names = new Map<string, Map<string, string>>();
  await Promise.all(
    [...bySource].map(async ([id, { source, keys }]) => {
      names.set(id, await readNames(db, source, [...keys], scopeOf));
    }),
  );
  return namesAnswer(asked, (field) => names.get(sourceId(field) ?? ""));
}

async function readNames(
  db: Db,
  source: NameSource,
  keys: readonly string[],
  scopeOf: ScopeOf,
): Promise<Map<string, string>> {
  const alias = "named";
  const scope = source.table === USERS.table ? undefined : scopeOf(source.table, alias);
  const key = sql.ref(`${alias}.${source.key}`);
  const { rows } = await sql<{ key: string; name: string }>`
    SELECT ${key}::text AS key, coalesce(${sql.ref(`${alias}.${source.name}`)}::text, ${key}::text) AS name
    FROM ${sql.table(source.table)} AS ${quoted.id(alias)}
    WHERE ${key} IN (${sql.join(keys.map((value) => sql`${value}`))})
    ${scope ? sql`AND ${scope}` : sql``}`.execute(db);
  return new Map(rows.map((row) => [row.key, row.name]));
}
