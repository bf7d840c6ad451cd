/**
 * Related rows named as the export writes them: by the name the list shows, by code, or by
 * id; a name two rows share is ambiguous unless a code settles it; every distinct text is
 * looked up in one query per batch of texts, never one per row.
 */
import {
  type CompiledQuery,
  type DatabaseConnection,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from "kysely";
import { describe, expect, it } from "vitest";
import type { GenModel } from "../../../../src/schema/model-meta";
import type { ScreenField } from "../../../../src/schema/overlay/screen-types";
import {
  lookUpName,
  matchColumns,
  resolveNames,
} from "../../../../src/server/crud/import/relation-names";
import type { ModelCatalog } from "../../../../src/server/models/model-catalog";

const PROJECTS = {
  model: "projects",
  fieldList: ["id", "project_code", "project_name", "department_id", "address"],
  fieldType: {
    id: "bigint",
    project_code: "character_varying",
    project_name: "character_varying",
    department_id: "bigint",
    address: "text",
  },
} as unknown as GenModel;

const FIELD = {
  id: "project_id",
  label: { id: "Proyek", en: "Project" },
  relation: { model: "projects", column: "id", displayName: "project_name" },
  option: { label: "project_name", code: "id" },
  views: { list: { view_data: "project.project_name" } },
} as unknown as ScreenField;

/** The table as the query's columns read it: key, then each match column lower-cased. */
const ROWS = [
  { key: 1, m0: "gedung utama", m1: "prj-a" },
  { key: 2, m0: "jalan tol", m1: "prj-b" },
  { key: 3, m0: "kembar", m1: "prj-k1" },
  { key: 4, m0: "kembar", m1: "prj-k2" },
  { key: 5, m0: "prj-k1", m1: "prj-x" },
];

/** A database that answers every query with ROWS and remembers the queries. */
function fakeDb() {
  const queries: CompiledQuery[] = [];
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery) {
      queries.push(query);
      return { rows: ROWS as R[] };
    },
    // biome-ignore lint/correctness/useYield: no query here streams
    async *streamQuery() {
      throw new Error("not streamed");
    },
  };
  const db = new Kysely<Record<string, Record<string, unknown>>>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () =>
        new (class extends DummyDriver {
          override async acquireConnection() {
            return connection;
          }
        })(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, queries };
}

const catalog = { get: () => PROJECTS } as unknown as ModelCatalog;

describe("matchColumns", () => {
  it("matches the name the list shows, then the text code columns", () => {
    expect(matchColumns(FIELD, PROJECTS)).toEqual(["project_name", "project_code"]);
  });
});

describe("resolveNames", () => {
  it.each([
    ["Gedung Utama", { key: 1 }],
    ["  JALAN TOL ", { key: 2 }],
    ["PRJ-B", { key: 2 }],
    ["4", { key: 4 }],
    ["Kembar", { ambiguous: true }],
    ["prj-k1", { key: 5 }],
    ["Proyek X", { missing: true }],
  ])("%s → %j", async (text, match) => {
    const { db } = fakeDb();
    const matches = await resolveNames(db, catalog, FIELD, [text]);
    expect(lookUpName(matches, text)).toEqual(match);
  });

  it("looks every distinct text up in one query per batch of 500, not per row", async () => {
    const { db, queries } = fakeDb();
    const texts = Array.from({ length: 3000 }, (_, index) => `Proyek ${index % 1200}`);
    await resolveNames(db, catalog, FIELD, texts);
    expect(queries).toHaveLength(3);
    expect(queries[0]?.sql).toMatch(/^select "id" as "key"/);
  });
});
