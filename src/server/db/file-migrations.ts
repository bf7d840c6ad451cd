/**
 * Migrations a data steward adds without TypeScript: JSON files in `<SCHEMAS_DIR>/migrations/`,
 * named `NNNN-m-work-shifts.json` and run in their own sequence, after the TypeScript ones
 * (migrate.ts).
 * `tables` are made by the same createTables the TypeScript migrations call, so a new table
 * gets every house convention (identity key, authorship, updated_at trigger, row counter,
 * filter-and-sort and trigram indexes, the screen name as its comment); `statements` are SQL
 * statements run one by one after them (demo rows, an added column).
 *
 * Files are read and checked at start: a bad name or content stops the start with the file and
 * the reason, before anything runs.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv, type JSONSchemaType } from "ajv";
import { type Migration, sql } from "kysely";
import { createTables, type TableSpec } from "./migrations/ddl";

interface FileMigration {
  tables?: TableSpec[];
  statements?: string[];
}

const FILE_NAME = /^(\d{4}-[a-z0-9-]+)\.json$/;
const identifier = { type: "string", pattern: "^[a-z][a-z0-9_]{0,62}$" } as const;
const texts = { type: "array", items: { type: "string", minLength: 1 } } as const;

const FILE_MIGRATION_SCHEMA: JSONSchemaType<FileMigration> = {
  type: "object",
  additionalProperties: false,
  properties: {
    tables: {
      type: "array",
      nullable: true,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "label", "columns"],
        properties: {
          name: identifier,
          label: { type: "string", minLength: 1 },
          columns: { type: "string", minLength: 1 },
          reference: { type: "boolean", nullable: true },
          indexes: { ...texts, nullable: true },
          uniqueIndexes: { ...texts, nullable: true },
          search: { type: "array", items: identifier, nullable: true },
        },
      },
    },
    statements: { ...texts, nullable: true },
  },
};

const validate = new Ajv({ allErrors: true }).compile(FILE_MIGRATION_SCHEMA);

/** The migrations of `dir` by name; none when the folder does not exist. */
export function readFileMigrations(dir: string): Record<string, Migration> {
  if (!existsSync(dir)) return {};
  const migrations: Record<string, Migration> = {};
  for (const file of readdirSync(dir).sort()) {
    if (file.endsWith(".md")) continue;
    const name = FILE_NAME.exec(file)?.[1];
    const path = join(dir, file);
    if (!name) {
      throw new Error(
        `${path}: name a migration file NNNN-name.json, NNNN after the newest file that has run`,
      );
    }
    const content = parse(path);
    migrations[name] = {
      async up(db) {
        await createTables(db, content.tables ?? []);
        // Each statement is the steward's, read from the schemas folder, never request data.
        for (const statement of content.statements ?? []) await sql.raw(statement).execute(db);
      },
    };
  }
  return migrations;
}

function parse(path: string): FileMigration {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`${path}: not valid JSON (${(error as Error).message})`);
  }
  if (validate(value)) return value;
  const problems = (validate.errors ?? []).map(
    (error) => `${error.instancePath || "/"} ${error.message ?? "is not valid"}`,
  );
  throw new Error(`${path}: ${problems.join("; ")}`);
}
