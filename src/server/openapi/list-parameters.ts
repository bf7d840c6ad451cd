/**
 * The query parameters of a screen's list (and export) for one caller, read from the same list
 * shape the server checks a request against (list-plan.ts): paging, `sort_by` among the
 * sortable columns, `sort`, `search`, one parameter per filterable column (repeatable where
 * the server takes several values), `<column>_from` / `_to` for ranges, and the related
 * columns a view reads (`project.project_name`).
 */
import { DEFAULT_PAGE_SIZE, LIST_MAX_LIMIT, RANGE_FROM, RANGE_TO } from "../../schema/api/crud";
import type { GenModel } from "../../schema/model-meta";
import type { ScreenDefinition, ScreenField } from "../../schema/overlay/screen-types";
import type { PermissionHolder } from "../../schema/permissions";
import {
  allowedValues,
  INTEGER_LIMITS,
  kindOfType,
  listShape,
  MAX_FILTER_VALUES,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  PATTERNS,
  type ValueType,
  valueType,
} from "../crud/list-plan";
import type { JsonSchema, Parameter } from "./openapi-types";

/** The longest filter value the server reads. */
const MAX_VALUE_LENGTH = 200;

/**
 * Days the server takes (a real calendar day, no year 0000), as a pattern a generator can
 * draw from: every day but 29 February, which leap years add.
 */
const YEAR = "([1-9]\\d{3}|0[1-9]\\d{2}|00[1-9]\\d|000[1-9])";
const MONTH_DAY =
  "((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))";
const DAY = `${YEAR}-${MONTH_DAY}`;
const TIME =
  "[T ]([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,6})?)?(Z|[+-](0\\d|1[0-5]):?[0-5]\\d)?";
const LEAP_DAY = "29 February of a leap year is taken as well.";

export interface ListContext {
  screen: ScreenDefinition;
  model: GenModel;
  related: (table: string) => GenModel | undefined;
  user: PermissionHolder;
}

export function listParameters(context: ListContext, options: { paging: boolean }): Parameter[] {
  const { screen, model, user } = context;
  const shape = listShape(screen, model, user);
  const sortable = shape.sortable;
  const fields = [...shape.filterable.values()].map(fieldFilters);
  const parameters = [
    ...(options.paging ? pagingParameters() : []),
    query("sort_by", { type: "string", enum: [...sortable] }, sortByHelp(screen, sortable)),
    query(
      "sort",
      { type: "string", enum: ["ASC", "DESC"] },
      "Direction (either case); default DESC, or the screen's own first sort.",
    ),
    query(
      "search",
      { type: "string", maxLength: MAX_SEARCH_LENGTH },
      shape.searchColumns.length > 0
        ? `Text looked for in ${shape.searchColumns.join(", ")}.`
        : "This screen has no searched column: the text is ignored.",
    ),
    ...fields.map(({ own }) => own),
    ...fields.flatMap(({ ranges }) => ranges),
    ...[...shape.relatedPaths.entries()].flatMap(([path, { field, relatedColumn }]) => {
      const relatedModel = field.relation ? context.related(field.relation.model) : undefined;
      const type = relatedModel?.fieldType[relatedColumn];
      if (!type || !relatedModel?.fieldView.includes(relatedColumn)) return [];
      const valueKind = valueType({ kind: kindOfType(type), fieldType: type });
      return [
        query(path, repeatable(valueSchema(valueKind, type)), "Related rows' value (any of)."),
      ];
    }),
  ];
  // A column named like another's range end (`valid_from`) is that column, as the server reads it.
  return parameters.filter(
    (parameter, index) => parameters.findIndex(({ name }) => name === parameter.name) === index,
  );
}

function pagingParameters(): Parameter[] {
  return [
    query("page", { type: "integer", minimum: 1, maximum: MAX_PAGE, default: 1 }),
    query("limit", {
      type: "integer",
      minimum: 1,
      maximum: LIST_MAX_LIMIT,
      default: DEFAULT_PAGE_SIZE,
    }),
  ];
}

function sortByHelp(screen: ScreenDefinition, sortable: readonly string[]): string {
  const first = screen.list.sort;
  const fallback = sortable.includes("created_at") ? "created_at" : "id";
  return first && sortable.includes(first.by)
    ? `Column to sort by; default ${first.by} ${first.direction}.`
    : `Column to sort by; default ${fallback}.`;
}

/** The filters one filterable field gives: its value(s), and a range's two ends. */
function fieldFilters(field: ScreenField): { own: Parameter; ranges: Parameter[] } {
  if (field.kind === "array") {
    const own = query(
      field.id,
      repeatable({ type: "string", maxLength: MAX_VALUE_LENGTH }),
      "Rows holding any of these values.",
    );
    return { own, ranges: [] };
  }
  const type = valueType(field);
  const allowed = allowedValues(field);
  const own =
    type === "text" && !allowed && !field.relation
      ? query(
          field.id,
          { type: "string", maxLength: MAX_VALUE_LENGTH },
          "Rows whose value contains this text.",
        )
      : query(
          field.id,
          repeatable(valueSchema(type, field.fieldType, allowed, field.kind)),
          "Rows with any of these.",
        );
  if (type === "text" || type === "boolean") return { own, ranges: [] };
  const bound = valueSchema(type, field.fieldType);
  return {
    own,
    ranges: [
      query(`${field.id}${RANGE_FROM}`, bound, "Lower bound (included)."),
      query(`${field.id}${RANGE_TO}`, bound, "Upper bound (included)."),
    ],
  };
}

/**
 * One filter value as the server reads it. Decimal numbers are text (a JSON number prints as
 * `1e-7`, which the server refuses); a fixed choice lists its values in the field's own kind.
 */
function valueSchema(
  type: ValueType,
  fieldType: string,
  allowed?: ReadonlySet<string>,
  kind?: ScreenField["kind"],
): JsonSchema {
  if (allowed) {
    const values = [...allowed].map((value) =>
      kind === "integer" || kind === "number" ? Number(value) : value,
    );
    const valueKind = kind === "integer" ? "integer" : kind === "number" ? "number" : "string";
    return { type: valueKind, enum: values };
  }
  switch (type) {
    case "integer": {
      const limit = Math.min(INTEGER_LIMITS[fieldType] ?? Infinity, Number.MAX_SAFE_INTEGER);
      return { type: "integer", minimum: -limit, maximum: limit };
    }
    case "boolean":
      return { type: "boolean" };
    case "text":
      return { type: "string", maxLength: MAX_VALUE_LENGTH };
    case "date":
      return { type: "string", format: "date", pattern: `^${DAY}$`, description: LEAP_DAY };
    case "timestamp":
      return { type: "string", pattern: `^${DAY}(${TIME})?$`, description: LEAP_DAY };
    case "number":
      return { type: "string", pattern: PATTERNS.number.source };
  }
}

const repeatable = (items: JsonSchema): JsonSchema => ({
  type: "array",
  items,
  maxItems: MAX_FILTER_VALUES,
});

function query(name: string, schema: JsonSchema, description?: string): Parameter {
  return {
    name,
    in: "query",
    required: false,
    ...(description ? { description } : {}),
    schema,
    ...(schema.type === "array" ? { style: "form", explode: true } : {}),
  };
}
