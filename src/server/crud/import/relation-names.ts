/**
 * Related rows named as an export writes them. A foreign key's column holds the related row's
 * name (the column the list shows, e.g. a project's name), its code where the related table
 * has one (`code`, `*_code`), or still its id. Every distinct text of a column is looked up
 * in one query per batch, never one per row; a name two rows share is ambiguous, so the user
 * is told to write the code.
 */
import { sql } from "kysely";
import type { GenModel } from "../../../schema/model-meta";
import type { ScreenField } from "../../../schema/overlay/screen-types";
import type { ScreenDb } from "../../db/connect";
import type { ModelCatalog } from "../../models/model-catalog";

const BATCH = 500;
const TEXT_TYPES: ReadonlySet<string> = new Set(["character_varying", "character", "text"]);
const CODE_COLUMN = /(^|_)code$/;
const WHOLE_NUMBER = /^\d{1,15}$/;

export type NameMatch = { key: unknown } | { missing: true } | { ambiguous: true };

/** What a relation column's cell may name, most telling first: the name, the code, the id. */
export function matchColumns(field: ScreenField, related: GenModel): string[] {
  const relation = field.relation;
  if (!relation) return [];
  const named = [
    shownColumn(field, related),
    relation.displayName,
    String(field.option?.label ?? ""),
  ];
  const codes = related.fieldList.filter((column) => CODE_COLUMN.test(column));
  return [...new Set([...named, ...codes])].filter((column) =>
    TEXT_TYPES.has(related.fieldType[column] ?? ""),
  );
}

const normal = (text: string) => text.trim().toLowerCase();

/** Each distinct text (trimmed, any case) of `texts` → the related row it names. */
export async function resolveNames(
  db: ScreenDb,
  catalog: ModelCatalog,
  field: ScreenField,
  texts: Iterable<string>,
): Promise<Map<string, NameMatch>> {
  const relation = field.relation;
  const related = relation && catalog.get(relation.model);
  const wanted = [...new Set([...texts].map(normal))].filter(Boolean);
  const found = new Map<string, NameMatch>();
  if (!relation || !related) return found;
  const columns = matchColumns(field, related);
  // Per text, per column tier, the keys of the rows it matches.
  const hits = new Map<string, Map<number, Set<string>>>();
  for (let start = 0; start < wanted.length; start += BATCH) {
    const batch = wanted.slice(start, start + BATCH);
    const numbers = batch.filter((text) => WHOLE_NUMBER.test(text));
    const inBatch = new Set(batch);
    const inNumbers = new Set(numbers);
    const keyColumn = sql.ref(relation.column);
    const conditions = [
      ...columns.map(
        (column) =>
          sql`lower(trim(${sql.ref(column)})) IN (${sql.join(batch.map((t) => sql`${t}`))})`,
      ),
      ...(numbers.length > 0
        ? [sql`${keyColumn}::text IN (${sql.join(numbers.map((t) => sql`${t}`))})`]
        : []),
    ];
    if (conditions.length === 0) continue;
    const selected = [
      sql`${keyColumn}`.as("key"),
      ...columns.map((column, index) => sql`lower(trim(${sql.ref(column)}))`.as(`m${index}`)),
    ];
    const rows = await db
      .selectFrom(relation.model)
      .select(selected)
      .where(sql<boolean>`${sql.join(conditions, sql` OR `)}`)
      .execute();
    for (const row of rows) {
      const key = row.key;
      const values = [...columns.map((_, index) => row[`m${index}`]), String(key)];
      values.forEach((value, tier) => {
        if (typeof value !== "string" || !inBatch.has(value)) return;
        if (tier === columns.length && !inNumbers.has(value)) return;
        const tiers = hits.get(value) ?? new Map<number, Set<string>>();
        const keys = tiers.get(tier) ?? new Set<string>();
        keys.add(JSON.stringify(key));
        tiers.set(tier, keys);
        hits.set(value, tiers);
      });
    }
  }
  for (const text of wanted) found.set(text, matchOf(hits.get(text)));
  return found;
}

/** The first tier naming exactly one row wins; else ambiguous when some tier named several. */
function matchOf(tiers: Map<number, Set<string>> | undefined): NameMatch {
  if (!tiers) return { missing: true };
  const ordered = [...tiers.entries()].sort(([a], [b]) => a - b).map(([, keys]) => keys);
  const single = ordered.find((keys) => keys.size === 1);
  if (single) return { key: JSON.parse([...single][0] as string) };
  return { ambiguous: true };
}

export function lookUpName(matches: Map<string, NameMatch>, text: string): NameMatch {
  return matches.get(normal(text)) ?? { missing: true };
}

/** The related row's column the list (and so the export) shows, else its display name. */
function shownColumn(field: ScreenField, related: GenModel): string {
  const [, column = ""] = field.views.list.view_data.split(".");
  return related.fieldList.includes(column) ? column : (field.relation?.displayName ?? "");
}

/** The names of related rows by their keys, for showing what an update changes. */
export async function namesOf(
  db: ScreenDb,
  catalog: ModelCatalog,
  field: ScreenField,
  keys: unknown[],
): Promise<Map<string, string>> {
  const relation = field.relation;
  const related = relation && catalog.get(relation.model);
  const distinct = [...new Set(keys.filter((key) => key !== null && key !== undefined))];
  if (!relation || !related || distinct.length === 0) return new Map();
  const shown = shownColumn(field, related);
  const rows = await db
    .selectFrom(relation.model)
    .select([sql`${sql.ref(relation.column)}`.as("key"), sql`${sql.ref(shown)}`.as("name")])
    .where(sql.ref(relation.column), "in", distinct)
    .execute();
  return new Map(rows.map((row) => [String(row.key), String(row.name ?? "")]));
}
