/**
 * The cards of a selection, read in the caller's row scope. In one transaction: the selected
 * ids (one more than the limit, to know when it is passed), then one UPDATE giving every
 * selected record without a card number its number (logged in the audit log by the same
 * statement), then the cards' fields. The UPDATE re-checks `qr_card_number IS NULL` on each
 * row it locks, so two print runs at once never give a record two numbers.
 */
import { type RawBuilder, sql } from "kysely";
import {
  CARD_FILTERS,
  type Card,
  type CardField,
  type CardSelection,
  type CardsAnswer,
  MAX_CARDS,
} from "../../schema/cards/qr-cards";
import type { Db } from "../db/connect";
import { CARD_SOURCES, cardNumberSql } from "./card-sources";

export type CardsResult = { kind: "cards"; answer: CardsAnswer } | { kind: "too-many" };

export async function cardsOf(
  db: Db,
  selection: CardSelection,
  options: { userId: number; scope: RawBuilder<boolean> | undefined },
): Promise<CardsResult> {
  const source = CARD_SOURCES[selection.subject];
  const table = sql.table(source.table);
  const conditions = selectionConditions(selection);
  if (options.scope) conditions.push(options.scope);
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;

  return db.transaction().execute(async (trx) => {
    const picked = await sql<{ id: number }>`
      SELECT r.id FROM ${table} AS r ${where}
      ORDER BY ${source.name}, r.id LIMIT ${MAX_CARDS + 1}`.execute(trx);
    if (picked.rows.length > MAX_CARDS) return { kind: "too-many" };
    if (picked.rows.length === 0) return { kind: "cards", answer: { cards: [], assigned: 0 } };
    const ids = sql.join(picked.rows.map((row) => row.id));

    const assigned = await sql<{ assigned: number }>`
      WITH assigned AS (
        UPDATE ${table} AS r SET qr_card_number = ${cardNumberSql(source)},
          updated_by = ${options.userId}
        WHERE r.id IN (${ids}) AND r.qr_card_number IS NULL
        RETURNING r.id, r.qr_card_number),
      logged AS (
        INSERT INTO audit_log (user_id, action, model, record_id, before, after)
        SELECT ${options.userId}, 'update', ${source.table}, a.id,
          jsonb_build_object('qr_card_number', NULL), jsonb_build_object('qr_card_number', a.qr_card_number)
        FROM assigned AS a)
      SELECT count(*)::int AS assigned FROM assigned`.execute(trx);

    const fields = Object.entries(source.fields) as [CardField, RawBuilder<unknown>][];
    const read = await sql<Record<string, unknown>>`
      SELECT r.id, r.qr_card_number,
        ${sql.join(fields.map(([name, value]) => sql`${value} AS ${sql.ref(name)}`))}
      FROM ${table} AS r ${source.joins}
      WHERE r.id IN (${ids})
      ORDER BY ${source.name}, r.id`.execute(trx);
    const cards = read.rows.map(
      (row): Card => ({
        id: Number(row.id),
        qr_card_number: String(row.qr_card_number),
        fields: {
          ...Object.fromEntries(fields.map(([name]) => [name, textOf(row[name])])),
          qr_card_number: String(row.qr_card_number),
        },
      }),
    );
    return { kind: "cards", answer: { cards, assigned: assigned.rows[0]?.assigned ?? 0 } };
  });
}

/** The selection as conditions on `r`: the subject's filters given, and the picked ids. */
function selectionConditions(selection: CardSelection): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  const filters: readonly string[] = CARD_FILTERS[selection.subject];
  for (const filter of filters) {
    const value = selection[filter as keyof CardSelection];
    if (typeof value === "number")
      conditions.push(sql<boolean>`${sql.ref(`r.${filter}`)} = ${value}`);
  }
  if (selection.ids && selection.ids.length > 0) {
    conditions.push(sql<boolean>`r.id IN (${sql.join(selection.ids)})`);
  }
  return conditions;
}

function textOf(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
