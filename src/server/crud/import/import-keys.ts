/**
 * The key column of an import: a unique text field (NIK, an employee code) whose value, when a
 * record already holds it, turns the row into an update of that record. The fields that may
 * serve are the create form's text fields with a unique rule — the table's unique text
 * columns — or those of them the overlay names (`"import": { "keys": [...] }`), and only for
 * a caller who may also update. Records are found by their keys in one query per batch, and
 * only within the caller's row scope: a record beyond it is not found at all, so a key's
 * answer never tells that such a record exists (see import-rows.ts).
 */
import { sql } from "kysely";
import type { FormOutput } from "../../../schema/adapter/to-form";
import { hasPermission } from "../../../schema/permissions";
import type { SessionUser } from "../../access/session-user";
import type { ScreenDb } from "../../db/connect";
import { ROW, type Row } from "../../db/row";
import type { LoadedScreen } from "../../schemas/served-screens";
import type { CrudContext } from "../crud-context";
import { rowScope } from "../screen-access";

const BATCH = 500;

export function keyFields(form: FormOutput, loaded: LoadedScreen, user: SessionUser): string[] {
  if (!hasPermission(user, `update-${loaded.screen.resource}`)) return [];
  const unique = form.fields
    .filter(
      (field) =>
        field.kind === "string" &&
        form.database[field.id]?.some(
          (rule) => rule.name === "unique" && rule.table === loaded.model.model,
        ),
    )
    .map((field) => field.id);
  const declared = loaded.screen.importKeys;
  return declared ? declared.filter((id) => unique.includes(id)) : unique;
}

export interface KeyedRecord {
  record: Row;
}

/** The records within the caller's row scope holding `values` in `column`, by value. */
export async function recordsByKey(
  ctx: CrudContext,
  loaded: LoadedScreen,
  user: SessionUser,
  column: string,
  values: string[],
): Promise<Map<string, KeyedRecord>> {
  const found = new Map<string, KeyedRecord>();
  const distinct = [...new Set(values)];
  const scope = rowScope(ctx, loaded, user);
  const db: ScreenDb = ctx.db;
  for (let start = 0; start < distinct.length; start += BATCH) {
    const rows = await db
      .selectFrom(`${loaded.model.model} as ${ROW}`)
      .select(loaded.model.fieldView.map((name) => `${ROW}.${name}`))
      .where(`${ROW}.${column}`, "in", distinct.slice(start, start + BATCH))
      .where(scope ?? sql<boolean>`TRUE`)
      .execute();
    for (const record of rows) found.set(String(record[column]), { record });
  }
  return found;
}
