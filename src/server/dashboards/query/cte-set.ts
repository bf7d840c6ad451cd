/**
 * The common table expressions of one dashboard statement, each made once: widgets over the
 * same cube, grouping and period (the projects ranked by attendance and by completeness) sum
 * the same facts, so they share the CTE instead of computing it twice. Names are given in the
 * order the CTEs are made, which is an order where each follows those it reads.
 */
import { type RawBuilder, sql } from "kysely";
import { quoted } from "../../db/identifiers";

export interface CteSet {
  /** The name of the CTE known by `key`, made by `build` the first time it is asked for. */
  name(key: string, build: () => RawBuilder<unknown>): string;
  /** `WITH …` of every CTE made, or nothing. */
  clause(): RawBuilder<unknown>;
}

export function createCteSet(): CteSet {
  const names = new Map<string, string>();
  const bodies: RawBuilder<unknown>[] = [];
  return {
    name(key, build) {
      let name = names.get(key);
      if (!name) {
        name = `c${names.size}`;
        names.set(key, name);
        bodies.push(sql`${quoted.id(name)} AS (${build()})`);
      }
      return name;
    },
    clause: () => (bodies.length > 0 ? sql`WITH ${sql.join(bodies)}` : sql``),
  };
}
