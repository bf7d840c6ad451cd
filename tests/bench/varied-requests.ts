/**
 * The "varied" list mix (issue #13): a seeded sequence of distinct employee-list requests as
 * real users make them — a name typed into the search box, a project opened (empty ones
 * too), a status picked, often two of these at once, any page from 1 to 20, newest first or
 * by name. The same seed gives the same sequence on every run, so two runs (or Mandor and the
 * bare floor server) answer exactly the same requests.
 */
import { sql } from "kysely";
import type { Db } from "../../src/server/db/connect";
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from "../../src/server/seed/names";
import { Random } from "../../src/server/seed/random";

export interface VariedFacts {
  /** Every project of the bench load, those without workers included. */
  projectIds: number[];
  statuses: string[];
}

export async function variedFacts(db: Db): Promise<VariedFacts> {
  const { rows: projects } = await sql<{ id: number }>`SELECT id FROM projects ORDER BY id`.execute(
    db,
  );
  const { rows: statuses } = await sql<{ label: string }>`
    SELECT DISTINCT status::text AS label FROM employees ORDER BY 1`.execute(db);
  return { projectIds: projects.map((row) => row.id), statuses: statuses.map((row) => row.label) };
}

export interface VariedRequest {
  search?: string;
  project_id?: number;
  status?: string;
  page: number;
  sort_by: "created_at" | "fullname";
  sort: "DESC" | "ASC";
}

const NAMES = [...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES, ...LAST_NAMES];

/** `count` distinct requests, the same ones in the same order for the same seed. */
export function variedRequests(facts: VariedFacts, count: number, seed = 13): VariedRequest[] {
  const rng = new Random(seed);
  const requests: VariedRequest[] = [];
  const seen = new Set<string>();
  while (requests.length < count) {
    const request: VariedRequest = {
      page: rng.int(1, 20),
      ...(rng.chance(0.5)
        ? { sort_by: "created_at", sort: "DESC" }
        : { sort_by: "fullname", sort: "ASC" }),
    };
    const shape = rng.next();
    if (shape < 0.45) {
      const name = rng.pick(NAMES).toLowerCase();
      // Whole names and the first letters of one, as people type them.
      request.search = rng.chance(0.7) ? name : name.slice(0, rng.int(3, Math.max(3, name.length)));
    }
    if ((shape >= 0.3 && shape < 0.75) || shape >= 0.95) {
      request.project_id = rng.pick(facts.projectIds);
    }
    if (shape >= 0.6 && shape < 0.9) request.status = rng.pick(facts.statuses);
    const key = queryOf(request);
    if (seen.has(key)) continue;
    seen.add(key);
    requests.push(request);
  }
  return requests;
}

/** The request as a query string (limit 20). */
export function queryOf(request: VariedRequest): string {
  const query = new URLSearchParams({ limit: "20" });
  for (const [key, value] of Object.entries(request)) query.set(key, String(value));
  return query.toString();
}
