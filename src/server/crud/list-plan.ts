/**
 * A list request checked against the screen before any SQL exists (admin-area §7 "Generic list
 * query"): `sort_by` must be a column the user's list shows, every filter key a column of the
 * user's filter or list view (or a related column a view reads via `view_data`), every value of
 * the column's kind. Anything else is a ListPlanError naming what is wrong; nothing here reads
 * the database, so a bad request never reaches it.
 */

import { visibleFields } from "../../schema/adapter/visible-fields";
import { RANGE_FROM, RANGE_TO, type SortDirection } from "../../schema/api/crud";
import type { GenModel } from "../../schema/model-meta";
import { relationAlias } from "../../schema/overlay/relation-alias";
import type { ScreenDefinition, ScreenField } from "../../schema/overlay/screen-types";
import type { PermissionHolder } from "../../schema/permissions";
import { FORMATS } from "../../schema/validation/formats";
import { parseRule } from "../../schema/validation/parse-rule";
import { ListPlanError, type ListProblem } from "./list-problems";
import { SEARCH_SEPARATOR, searchesAsOne } from "./search-indexes";

/** Columns every table has, sortable whether or not the list shows them. */
const ALWAYS_SORTABLE = ["id", "created_at", "updated_at"];
const PAGING_KEYS = new Set(["page", "limit", "sort_by", "sort", "search", "format"]);
export const MAX_FILTER_VALUES = 100;
export const MAX_SEARCH_LENGTH = 200;
export const MAX_PAGE = 10_000_000;

export type ValueType = "integer" | "number" | "boolean" | "date" | "timestamp" | "text";

/** One condition on the listed table, all values checked and converted. */
export type FilterCondition =
  | { kind: "equals"; column: string; type: ValueType; values: unknown[] }
  | { kind: "contains"; column: string; text: string }
  /** An array column (select-multiple) holding at least one of the values. */
  | { kind: "overlaps"; column: string; values: string[] }
  | { kind: "range"; column: string; type: ValueType; from?: unknown; to?: unknown }
  | {
      kind: "related";
      column: string;
      table: string;
      key: string;
      relatedColumn: string;
      type: ValueType;
      values: unknown[];
    };

/** What a search matches, by the values of its first column. */
export interface NamedMatches {
  /** The first column's values containing the term, in order. */
  values: string[];
  /** How many rows hold one of them. */
  rows: number;
  /** Whether any row's other search columns contain the term. */
  rest: boolean;
}

export interface ListPlan {
  page: number;
  limit: number;
  sortBy: string;
  sort: SortDirection;
  /**
   * `asOne`: the columns are the screen's whole search list, matched as one text
   * (search-indexes.ts); `named`: what it matches by its first column's values (named-search.ts).
   */
  search?: { text: string; columns: string[]; asOne: boolean; named?: NamedMatches };
  filters: FilterCondition[];
  /** Columns the user may read in the list, and the related rows its columns read from. */
  columns: string[];
  relations: { alias: string; column: string; table: string; key: string; columns: string[] }[];
}

type RawQuery = Record<string, string | string[] | undefined>;

export interface PlanContext {
  screen: ScreenDefinition;
  model: GenModel;
  /** Models of the related tables, for the columns a relation filter may name. */
  related: (table: string) => GenModel | undefined;
  user: PermissionHolder | null;
  /** The largest page this call serves. */
  maxLimit: number;
  defaultLimit: number;
  /** Filters the caller fixed (a detail's sub-list), beyond the list's own. */
  fixed?: Record<string, unknown>;
}

/** What a list accepts for one user on one screen, whatever the query asks. */
export interface ListShape {
  model: GenModel;
  listFields: ScreenField[];
  columns: string[];
  sortable: string[];
  filterable: Map<string, ScreenField>;
  relatedPaths: Map<string, { field: ScreenField; relatedColumn: string }>;
  byId: Map<string, ScreenField>;
  searchColumns: string[];
  /** The user may read every search column of the screen, which are searched as one text. */
  searchAsOne: boolean;
}

/**
 * Shapes by screen, then by user. A signed-in user is the same object on every call while
 * their session is cached, and a reloaded overlay is a new screen, so neither key goes stale.
 */
const shapes = new WeakMap<ScreenDefinition, WeakMap<PermissionHolder, ListShape>>();
const ANONYMOUS: PermissionHolder = { roleId: null, permissions: [] };

export function listShape(
  screen: ScreenDefinition,
  model: GenModel,
  user: PermissionHolder | null,
) {
  let byUser = shapes.get(screen);
  if (!byUser) {
    byUser = new WeakMap();
    shapes.set(screen, byUser);
  }
  const known = byUser.get(user ?? ANONYMOUS);
  if (known?.model === model) return known;
  const shape = shapeOf(screen, model, user);
  byUser.set(user ?? ANONYMOUS, shape);
  return shape;
}

function shapeOf(
  screen: ScreenDefinition,
  model: GenModel,
  user: PermissionHolder | null,
): ListShape {
  const listFields = visibleFields(screen, "list", user);
  const filterFields = visibleFields(screen, "filter", user);
  const filterable = new Map<string, ScreenField>();
  for (const field of [...filterFields, ...listFields]) {
    // A JSON column holds no one value to compare (jsonb has no ILIKE): it filters nothing.
    if (field.kind !== "any") filterable.set(field.id, field);
  }
  const relatedPaths = new Map<string, { field: ScreenField; relatedColumn: string }>();
  for (const field of [...listFields, ...filterFields, ...visibleFields(screen, "detail", user)]) {
    for (const view of ["list", "filter", "detail"] as const) {
      const path = field.views[view].view_data;
      const [alias, relatedColumn, ...rest] = path.split(".");
      if (!relatedColumn || rest.length > 0 || !field.relation) continue;
      if (alias !== relationAlias(field.id, model.fieldList)) continue;
      relatedPaths.set(path, { field, relatedColumn });
    }
  }
  return {
    model,
    listFields,
    columns: unique([
      "id",
      ...["updated_at", "created_at"].filter((column) => model.fieldView.includes(column)),
      ...listFields.map((field) => field.id),
    ]),
    sortable: unique([
      ...listFields.map((field) => field.id),
      ...ALWAYS_SORTABLE.filter((column) => model.fieldView.includes(column)),
    ]),
    filterable,
    relatedPaths,
    byId: new Map(screen.fields.map((field) => [field.id, field])),
    ...searchShape(screen, model, listFields),
  };
}

function searchShape(screen: ScreenDefinition, model: GenModel, listFields: ScreenField[]) {
  const readable = new Set(
    listFields.filter((field) => field.kind === "string").map((field) => field.id),
  );
  const searchAsOne =
    searchesAsOne(screen.searchColumns, model.fieldType) &&
    screen.searchColumns.every((column) => readable.has(column));
  return {
    searchColumns: searchAsOne
      ? screen.searchColumns
      : screen.searchColumns.filter((column) => readable.has(column)),
    searchAsOne,
  };
}

export function planList(query: RawQuery, context: PlanContext): ListPlan {
  const { screen, model, user } = context;
  const {
    listFields,
    columns,
    sortable,
    filterable,
    relatedPaths,
    byId,
    searchColumns,
    searchAsOne,
  } = listShape(screen, model, user);
  const asked = single(query, "sort_by");
  // The screen's first sort stands until the user picks a column (the client then sends both),
  // unless the column is hidden from this user (a field permission): then the plain order.
  const first =
    asked || !sortable.includes(screen.list.sort?.by ?? "") ? undefined : screen.list.sort;
  const sortBy = asked ?? first?.by ?? (sortable.includes("created_at") ? "created_at" : "id");
  if (!sortable.includes(sortBy)) {
    throw new ListPlanError("SORT_COLUMN", { value: sortBy, choices: sortable.join(", ") });
  }
  const sortText = (first?.direction ?? single(query, "sort") ?? "DESC").toUpperCase();
  if (sortText !== "ASC" && sortText !== "DESC") {
    throw new ListPlanError("SORT_DIRECTION", { value: sortText });
  }

  const filters: FilterCondition[] = [];
  const entries = Object.entries({ ...query, ...stringify(context.fixed ?? {}) });
  for (const [key, raw] of entries) {
    if (PAGING_KEYS.has(key) || raw === undefined) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).map(String).filter((value) => value !== "");
    if (values.length === 0) continue;
    if (values.length > MAX_FILTER_VALUES) {
      throw new ListPlanError("TOO_MANY_VALUES", { key, max: MAX_FILTER_VALUES });
    }
    filters.push(
      filterFor(key, values, { filterable, relatedPaths, byId, related: context.related, model }),
    );
  }

  const text = single(query, "search")?.trim();
  if (text && text.length > MAX_SEARCH_LENGTH) {
    throw new ListPlanError("SEARCH_TOO_LONG", { max: MAX_SEARCH_LENGTH });
  }
  return {
    page: integerParam(query, "page", 1, 1, MAX_PAGE),
    limit: integerParam(query, "limit", context.defaultLimit, 1, context.maxLimit),
    sortBy,
    sort: sortText,
    ...(text && searchColumns.length > 0
      ? {
          search: {
            text,
            columns: searchColumns,
            asOne: searchAsOne && !text.includes(SEARCH_SEPARATOR),
          },
        }
      : {}),
    filters,
    columns,
    relations: relationsRead(listFields, model, context.related),
  };
}

interface FilterScope {
  filterable: Map<string, ScreenField>;
  relatedPaths: Map<string, { field: ScreenField; relatedColumn: string }>;
  byId: Map<string, ScreenField>;
  related: PlanContext["related"];
  model: GenModel;
}

function filterFor(key: string, values: string[], scope: FilterScope): FilterCondition {
  const field = scope.filterable.get(key);
  if (field?.kind === "array") {
    return { kind: "overlaps", column: key, values: values.filter((value) => value !== "") };
  }
  if (field) {
    const type = valueType(field);
    const allowed = allowedValues(field);
    const checked = values.map((value) => checkValue(key, value, type, allowed, field.fieldType));
    if (type === "text" && !allowed && !field.relation) {
      if (checked.length > 1) throw new ListPlanError("ONE_TEXT", { key });
      return { kind: "contains", column: key, text: String(checked[0]) };
    }
    return { kind: "equals", column: key, type, values: checked };
  }
  for (const suffix of [RANGE_FROM, RANGE_TO]) {
    const column = key.slice(0, -suffix.length);
    const ranged = key.endsWith(suffix) ? scope.filterable.get(column) : undefined;
    if (!ranged) continue;
    const type = valueType(ranged);
    if (type === "text" || type === "boolean") {
      throw new ListPlanError("NO_RANGE", { key, column });
    }
    if (values.length > 1) throw new ListPlanError("ONE_BOUND", { key });
    const bound = checkValue(key, values[0] ?? "", type, undefined, ranged.fieldType);
    return suffix === RANGE_FROM
      ? { kind: "range", column, type, from: bound }
      : { kind: "range", column, type, to: bound };
  }
  const path = scope.relatedPaths.get(key);
  const relation = path?.field.relation;
  const relatedModel = relation ? scope.related(relation.model) : undefined;
  if (path && relation && relatedModel?.fieldView.includes(path.relatedColumn)) {
    const type = valueType({
      kind: kindOfType(relatedModel.fieldType[path.relatedColumn] ?? "text"),
      fieldType: relatedModel.fieldType[path.relatedColumn] ?? "text",
    });
    return {
      kind: "related",
      column: path.field.id,
      table: relation.model,
      key: relation.column,
      relatedColumn: path.relatedColumn,
      type,
      values: values.map((value) =>
        checkValue(key, value, type, undefined, relatedModel.fieldType[path.relatedColumn]),
      ),
    };
  }
  const known = [...scope.filterable.keys(), ...scope.relatedPaths.keys()];
  throw new ListPlanError("UNKNOWN_FILTER", { key, choices: known.join(", ") });
}

export function valueType(field: Pick<ScreenField, "kind" | "fieldType">): ValueType {
  if (field.fieldType === "date") return "date";
  if (field.fieldType.startsWith("timestamp")) return "timestamp";
  if (field.kind === "integer" || field.kind === "number" || field.kind === "boolean") {
    return field.kind;
  }
  return "text";
}

export function kindOfType(type: string): ScreenField["kind"] {
  if (["smallint", "integer", "bigint"].includes(type)) return "integer";
  if (["numeric", "real", "double_precision"].includes(type)) return "number";
  if (type === "boolean") return "boolean";
  return "string";
}

/** The fixed choices of a field (an enum's or a CHECK's `in:` rule, or the overlay's items). */
export function allowedValues(field: ScreenField): Set<string> | undefined {
  const rule = field.rules.map(parseRule).find((parsed) => parsed.name === "in");
  if (rule) return new Set(rule.argument.split(","));
  const items = field.option?.items;
  return items ? new Set(items.map((item) => String(item.code))) : undefined;
}

export const PATTERNS: Record<Exclude<ValueType, "text">, RegExp> = {
  integer: /^-?\d{1,18}$/,
  number: /^-?\d{1,20}(\.\d{1,20})?$/,
  boolean: /^(true|false|1|0)$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  timestamp:
    /^\d{4}-\d{2}-\d{2}([T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-](0\d|1[0-5]):?[0-5]\d)?)?$/,
};

/** The largest whole number each integer column holds: a larger one is refused, not sent. */
export const INTEGER_LIMITS: Partial<Record<string, number>> = {
  smallint: 32_767,
  integer: 2_147_483_647,
};

const isCalendarDay = (day: string) => !day.startsWith("0000") && FORMATS.date(day);

function checkValue(
  key: string,
  value: string,
  type: ValueType,
  allowed: Set<string> | undefined,
  fieldType?: string,
): unknown {
  if (value.length > 200) throw new ListPlanError("VALUE_TOO_LONG", { key });
  if (type !== "text" && !PATTERNS[type].test(value)) {
    throw new ListPlanError(EXPECTED[type], { key, value });
  }
  // PostgreSQL refuses what Date.parse takes (2024-02-31, year 0000): checked here, not a 500.
  if ((type === "date" || type === "timestamp") && !isCalendarDay(value.slice(0, 10))) {
    throw new ListPlanError("NO_SUCH_DAY", { key, value });
  }
  if (allowed && !allowed.has(value)) {
    throw new ListPlanError("NOT_A_CHOICE", { key, value, choices: [...allowed].join(", ") });
  }
  if (
    type === "integer" &&
    Math.abs(Number(value)) > (INTEGER_LIMITS[fieldType ?? ""] ?? Infinity)
  ) {
    throw new ListPlanError("OUT_OF_RANGE", { key, value });
  }
  if (type === "integer") return Number(value);
  if (type === "boolean") return value === "true" || value === "1";
  return value;
}

/** The problem of a value that is not of its filter's type. */
const EXPECTED = {
  integer: "NOT_INTEGER",
  number: "NOT_NUMBER",
  boolean: "NOT_BOOLEAN",
  date: "NOT_DATE",
  timestamp: "NOT_TIMESTAMP",
} as const satisfies Record<Exclude<ValueType, "text">, ListProblem>;

/**
 * The related rows a list page carries, one per alias (`territory`): the key, the display name
 * and any column a list field's `view_data` reads. The API document states the same rows.
 */
export function relationsRead(
  fields: ScreenField[],
  model: GenModel,
  related: PlanContext["related"],
): ListPlan["relations"] {
  const byAlias = new Map<string, ListPlan["relations"][number]>();
  for (const field of fields) {
    const relation = field.relation;
    const relatedModel = relation ? related(relation.model) : undefined;
    if (!relation || !relatedModel) continue;
    const alias = relationAlias(field.id, model.fieldList);
    const [root, column] = field.views.list.view_data.split(".");
    const entry = byAlias.get(alias) ?? {
      alias,
      column: field.id,
      table: relation.model,
      key: relation.column,
      columns: unique([relation.column, relation.displayName]),
    };
    if (root === alias && column && relatedModel.fieldView.includes(column)) {
      entry.columns = unique([...entry.columns, column]);
    }
    byAlias.set(alias, entry);
  }
  return [...byAlias.values()];
}

function single(query: RawQuery, key: string): string | undefined {
  const raw = query[key];
  if (Array.isArray(raw)) throw new ListPlanError("GIVE_ONCE", { key });
  return raw === undefined || raw === "" ? undefined : String(raw);
}

function integerParam(query: RawQuery, key: string, fallback: number, min: number, max: number) {
  const raw = single(query, key);
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ListPlanError("WHOLE_NUMBER", { key, value: raw, min, max });
  }
  return Number(raw);
}

function stringify(values: Record<string, unknown>): RawQuery {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(String) : String(value),
    ]),
  );
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
