/**
 * Whether a value a table input sends fits its column, before any SQL: numbers and money
 * travel as JSON numbers or decimal strings ("1250000.50", never a float for money), with at
 * most the column's decimal places and not below its minimum; empty is null.
 */
import type { LocalText } from "../../schema/local-text";
import type { ValueColumn } from "./table-input-definitions";

const DECIMAL = /^-?\d{1,18}(\.\d+)?$/;

export type ValueCheck = { ok: true; value: string | null } | { ok: false; problem: LocalText };

export function checkValue(column: ValueColumn, value: unknown): ValueCheck {
  if (value === null || value === undefined || value === "") return { ok: true, value: null };
  if (column.type === "text") {
    return typeof value === "string"
      ? { ok: true, value }
      : { ok: false, problem: { id: "harus berupa teks", en: "must be text" } };
  }
  const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== "string" || !DECIMAL.test(text)) {
    return { ok: false, problem: { id: "harus berupa angka", en: "must be a number" } };
  }
  const precision = column.precision ?? 0;
  const decimals = text.split(".")[1]?.length ?? 0;
  if (decimals > precision) {
    return {
      ok: false,
      problem:
        precision === 0
          ? { id: "harus berupa bilangan bulat", en: "must be a whole number" }
          : {
              id: `paling banyak ${precision} angka desimal`,
              en: `at most ${precision} decimal places`,
            },
    };
  }
  if (column.minimum !== undefined && Number(text) < column.minimum) {
    return {
      ok: false,
      problem: { id: `minimal ${column.minimum}`, en: `must be at least ${column.minimum}` },
    };
  }
  return { ok: true, value: text };
}
