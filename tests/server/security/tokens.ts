/**
 * A value nobody could guess or type by chance, written into one record's hidden field before
 * the app starts (so the search indexes hold it): if it ever comes back to a caller the field
 * is hidden from — in a row, a file, a history, or as the reason a search or filter matched —
 * the field leaked. The record chosen is one no other row of its table points at, so a
 * relation showing a related row's name cannot carry the value out legitimately.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { writeAudit } from "../../../src/server/crud/audit-log";
import type { RowScope } from "../../../src/server/crud/row-scope";
import type { Db } from "../../../src/server/db/connect";
import type { LoadedScreen } from "../../../src/server/schemas/served-screens";
import type { ScopeOracle } from "./scope-oracle";

export interface Token {
  table: string;
  field: string;
  row: number;
  value: string;
}

/**
 * Chooses each screen's hidden field (hidden-fields.ts): the first candidate that takes a
 * token in one of the first rows of `scope`, which then also stands in the record's history
 * and, on a screen with steps, as a step's reason. A rollup's rows are totals: its field is
 * the first candidate, without a token.
 */
export function tokenPlanter(db: Db, oracle: ScopeOracle, scope: RowScope) {
  const tokens = new Map<string, Token>();
  async function choose(loaded: LoadedScreen, candidates: string[]) {
    const rows = loaded.screen.rollup
      ? []
      : await oracle.first(loaded, scope, { also: unreferenced(loaded), count: 3 });
    for (const field of candidates.slice(0, 4)) {
      for (const row of rows) {
        const token = await plantToken(db, loaded, field, row);
        if (!token) continue;
        await writeAudit(db, {
          userId: null,
          action: "update",
          model: token.table,
          recordId: token.row,
          before: { [field]: "sebelumnya" },
          after: { [field]: token.value },
        });
        if (loaded.screen.transitions?.length) {
          await sql`INSERT INTO record_transitions (model, record_id, transition, to_state, reason)
            VALUES (${token.table}, ${token.row}, 'matrix', 'matrix', ${token.value})`.execute(db);
        }
        tokens.set(loaded.id, token);
        return field;
      }
    }
    return candidates[0];
  }
  return { tokens, choose };
}

/** Writes a token into `field` of `row`; undefined when the table's checks refuse each form. */
async function plantToken(
  db: Db,
  loaded: LoadedScreen,
  field: string,
  row: number,
): Promise<Token | undefined> {
  const table = loaded.model.model;
  const seed = createHash("sha256").update(`${table}.${field}.${row}`).digest("hex");
  const { rows } = await sql<{ value: unknown }>`
    SELECT ${sql.ref(field)} AS value FROM ${sql.table(table)} WHERE id = ${row}`.execute(db);
  const length = Math.max(8, String(rows[0]?.value ?? "").length);
  const digits = seed.replace(/[a-f]/g, (letter) => String(letter.charCodeAt(0) % 10));
  // Lower case, then upper case, then digits of the current value's length (an ID number);
  // each first as any write, then past the table's triggers (a published version's lock).
  const forms = [
    `zq${seed.slice(0, 10)}`,
    `ZQ${seed.slice(0, 10).toUpperCase()}`,
    digits.slice(0, length),
  ];
  for (const triggers of [true, false]) {
    for (const value of forms) {
      const update = sql`UPDATE ${sql.table(table)} SET ${sql.ref(field)} = ${value} WHERE id = ${row}`;
      try {
        await db.transaction().execute(async (trx) => {
          if (!triggers) await sql`SET LOCAL session_replication_role = replica`.execute(trx);
          await update.execute(trx);
        });
        return { table, field, row, value };
      } catch {
        // A CHECK on the column's form, or a trigger: the next way.
      }
    }
  }
  return undefined;
}

/** The condition a token's row meets: no row of its own table points at it. */
function unreferenced(loaded: LoadedScreen) {
  const table = loaded.model.model;
  const selfRelations = Object.entries(loaded.model.fieldRelation).filter(
    ([, relation]) => relation.model === table,
  );
  return sql.join(
    [
      sql`true`,
      ...selfRelations.map(
        ([column, relation]) => sql`NOT EXISTS (SELECT 1 FROM ${sql.table(table)} AS o
          WHERE ${sql.ref(`o.${column}`)} = ${sql.ref(`r.${relation.column}`)})`,
      ),
    ],
    sql` AND `,
  );
}
