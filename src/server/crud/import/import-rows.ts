/**
 * Each row of a page of the file made ready to write, in bulk before the page's writes: its
 * cells as form input, dates that are no calendar day named by their field, related rows
 * resolved from the names the export writes (one query per column and page), and with a key
 * column the record within the caller's row scope that holds the row's key (a key given twice
 * in the file is an error on the second row, whichever pages they are on). A record outside
 * the scope is not found, as a key no record holds: the row is a new record, which the form's
 * own checks then refuse as they would (a unique value "already used"), saying nothing of
 * where that record lives or that it is there.
 */

import { pickText } from "../../../schema/local-text";
import type { ScreenField } from "../../../schema/overlay/screen-types";
import type { FieldErrors } from "../../../schema/validation/to-field-errors";
import type { Row } from "../../db/row";
import type { CrudContext } from "../crud-context";
import type { ImportAccess, ImportPlan } from "./import-access";
import { type KeyedRecord, recordsByKey } from "./import-keys";
import { dateErrors, rowInput } from "./import-mapping";
import { importMessage } from "./import-messages";
import type { ImportRow } from "./import-table";
import { lookUpName, resolveNames } from "./relation-names";

export interface PreparedRow {
  row: number;
  input: Row;
  key?: string;
  existing?: KeyedRecord;
  errors: FieldErrors;
}

/**
 * Each row's input with related rows resolved and its record found by key, in bulk; `seen`
 * holds the keys of the pages before (and takes this page's).
 */
export async function prepareRows(
  ctx: CrudContext,
  access: ImportAccess,
  page: ImportRow[],
  plan: ImportPlan,
  seen: Set<string>,
): Promise<PreparedRow[]> {
  const rows: PreparedRow[] = page.map(({ row, cells }) => {
    const input = rowInput(cells, plan.columns, plan.key !== undefined);
    return { row, input, errors: dateErrors(input, plan.columns, access.locale) };
  });
  for (const { field } of plan.columns) {
    if (!field.relation) continue;
    const texts = rows.flatMap(({ input }) => textOf(input[field.id]) ?? []);
    const matches = await resolveNames(ctx.db, ctx.catalog, field, texts);
    for (const { input, errors } of rows) {
      const text = textOf(input[field.id]);
      if (text === undefined) continue;
      const match = lookUpName(matches, text);
      if ("key" in match) input[field.id] = match.key;
      else
        errors[field.id] = [
          fieldMessage(access, "missing" in match ? "notFound" : "ambiguous", field, text),
        ];
    }
  }
  const key = plan.key;
  if (!key) return rows;
  for (const prepared of rows) {
    const value = textOf(prepared.input[key.id]);
    if (value === undefined) continue;
    prepared.key = value;
    if (seen.has(value))
      prepared.errors[key.id] = [fieldMessage(access, "repeatedKey", key, value)];
    seen.add(value);
  }
  const found = await recordsByKey(
    ctx,
    access.loaded,
    access.user,
    key.id,
    rows.flatMap((prepared) => prepared.key ?? []),
  );
  for (const prepared of rows)
    prepared.existing = prepared.key ? found.get(prepared.key) : undefined;
  return rows;
}

function fieldMessage(
  access: ImportAccess,
  kind: "notFound" | "ambiguous" | "repeatedKey",
  field: ScreenField,
  value: string,
): string {
  return importMessage(kind, access.locale, {
    field: pickText(field.label, access.locale),
    value,
  });
}

function textOf(value: unknown): string | undefined {
  return value === null || value === undefined ? undefined : String(value);
}
