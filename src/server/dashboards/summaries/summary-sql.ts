/**
 * The two statement shapes every summary is kept with, generated from its description
 * (summary-tables.ts): add signed deltas grouped by the key (insert-or-add, keys in order so
 * two writers lock summary rows in the same order and never wait on each other in a cycle),
 * and remove the rows of touched keys whose sums all came back to zero (so a summary holds
 * exactly the groups a GROUP BY over the raw rows would give).
 */
import type { SummaryTable } from "./summary-tables";

/** A signed delta for one summary: expressions in the order of the table's columns. */
export interface Delta {
  table: SummaryTable;
  keys: readonly string[];
  sums: readonly string[];
  extras?: readonly string[];
  /** The FROM clause (with its WHERE) the expressions read. */
  from: string;
}

const numbered = (count: number, offset = 0) =>
  Array.from({ length: count }, (_, index) => String(index + offset + 1)).join(", ");

/** INSERT … ON CONFLICT that adds the delta's sums to the summary's rows. */
export function upsertDelta({ table, keys, sums, extras = [], from }: Delta): string {
  const extraColumns = table.extras ?? [];
  const columns = [...table.keys.map((key) => key.name), ...table.sums, ...extraColumns];
  const conflict = table.keys.map((key) => key.name).join(", ");
  const adds = table.sums.map((sum) => `${sum} = t.${sum} + EXCLUDED.${sum}`).join(", ");
  return `INSERT INTO ${table.name} AS t (${columns.join(", ")})
    SELECT ${[...keys, ...sums.map((sum) => `sum(${sum})`), ...extras].join(", ")}
    FROM ${from}
    GROUP BY ${numbered(keys.length)}
    HAVING ${sums.map((sum) => `sum(${sum}) <> 0`).join(" OR ")}
    ORDER BY ${numbered(keys.length)}
    ON CONFLICT (${conflict}) DO UPDATE SET ${adds}`;
}

/** DELETE of the rows of the delta's keys whose sums are all zero now. */
export function deleteZeros({ table, keys, from }: Delta): string {
  const names = table.keys.map((key) => key.name);
  const touched = keys.map((expression, index) => `${expression} AS ${names[index]}`).join(", ");
  const match = table.keys
    .map(({ name, nullable }) =>
      nullable ? `t.${name} IS NOT DISTINCT FROM k.${name}` : `t.${name} = k.${name}`,
    )
    .join(" AND ");
  const zero = table.sums.map((sum) => `t.${sum} = 0`).join(" AND ");
  return `DELETE FROM ${table.name} AS t
    USING (SELECT DISTINCT ${touched} FROM ${from}) AS k
    WHERE ${match} AND ${zero}`;
}

/**
 * One statement: the common table expressions, then every write as a data-modifying CTE and
 * the last as the statement itself (PL/pgSQL runs it as it is, and the CTEs are computed once).
 */
export function oneStatement(ctes: readonly string[], writes: readonly string[]): string {
  const named = writes.slice(0, -1).map((write, index) => `w${index} AS (${write})`);
  return `WITH ${[...ctes, ...named].join(",\n")}\n${writes.at(-1)}`;
}
