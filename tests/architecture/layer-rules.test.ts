/**
 * The import rules of biome.jsonc catch what they promise: each rule is handed a module that
 * breaks it and one that keeps it. The modules are written into a scratch project beside a copy
 * of the configuration, at the paths the rules name, so Biome lints them as it lints src/ (its
 * stdin mode exits non-zero but names no rule).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const BIOME = join(ROOT, "node_modules/.bin/biome");

interface Diagnostic {
  category: string;
  message: string;
}

let project: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "mandor-layer-rules-"));
  copyFileSync(join(ROOT, "biome.jsonc"), join(project, "biome.jsonc"));
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

/** Lints `path` holding an import of each of `specifiers`: the exit status and what it said. */
function lint(path: string, specifiers: readonly string[]) {
  const source = specifiers
    .map((specifier, index) => `import { a${index} } from "${specifier}";\n`)
    .join("");
  const uses = specifiers.map((_, index) => `a${index}`).join(", ");
  mkdirSync(join(project, dirname(path)), { recursive: true });
  writeFileSync(join(project, path), `${source}export const used = [${uses}];\n`);
  const run = spawnSync(BIOME, ["lint", "--vcs-enabled=false", "--reporter=json", path], {
    cwd: project,
    encoding: "utf8",
  });
  rmSync(join(project, path));
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return { status: run.status, diagnostics: report.diagnostics };
}

interface Rule {
  rule: string;
  /** A module the rule covers, an import breaking it and what the refusal says. */
  broken: { path: string; imports: string; says: string };
  /** A module keeping it, with imports at the edge of what the rule allows. */
  kept: { path: string; imports: readonly string[] };
}

const MIGRATION_REFUSAL = "A numbered migration is history";

const RULES: readonly Rule[] = [
  {
    rule: "only app.ts registers route plugins",
    broken: {
      path: "src/server/crud/list-service.ts",
      imports: "./list-routes",
      says: "Routes are registered by src/server/app.ts alone",
    },
    kept: { path: "src/server/app.ts", imports: ["./crud/routes", "./auth/auth-routes"] },
  },
  {
    rule: "a route plugin registers only its own folder's",
    broken: {
      path: "src/server/rating/rating-routes.ts",
      imports: "../crud/list-routes",
      says: "A route plugin registers only its own folder's route plugins",
    },
    kept: {
      path: "src/server/crud/routes.ts",
      imports: ["./list-routes", "./export/export-routes", "./endpoint-params"],
    },
  },
  {
    rule: "the database layer imports nothing of the server above it",
    broken: {
      path: "src/server/db/connect.ts",
      imports: "../crud/row-scope",
      says: "src/server/db is the bottom layer",
    },
    kept: {
      path: "src/server/db/connect.ts",
      imports: [
        "./pglite-pool",
        "../config",
        "../project-path",
        "../logging/log-destination",
        "../../schema/permissions",
      ],
    },
  },
  {
    rule: "a store imports no service",
    broken: {
      path: "src/server/rating/rating-store.ts",
      imports: "../crud/list-service",
      says: "A store reads and writes its tables",
    },
    kept: {
      path: "src/server/rating/rating-store.ts",
      imports: ["../crud/audit-log", "../db/row", "../db/connect"],
    },
  },
  {
    rule: "a repository imports nothing that composes the app",
    broken: {
      path: "src/server/auth/users-repository.ts",
      imports: "../seed/demo",
      says: "A store reads and writes its tables",
    },
    kept: { path: "src/server/auth/users-repository.ts", imports: ["../db/connect"] },
  },
  {
    rule: "live code imports no numbered migration (repeated in the server's overrides)",
    broken: {
      path: "src/server/crud/record-writer.ts",
      imports: "../db/migrations/0001-foundation",
      says: MIGRATION_REFUSAL,
    },
    kept: { path: "src/server/crud/record-writer.ts", imports: ["../db/schema-names"] },
  },
  {
    rule: "a route plugin imports no numbered migration",
    broken: {
      path: "src/server/crud/routes.ts",
      imports: "../db/migrations/0001-foundation",
      says: MIGRATION_REFUSAL,
    },
    kept: { path: "src/server/crud/routes.ts", imports: ["../db/schema-names"] },
  },
  {
    rule: "the database layer imports no numbered migration",
    broken: {
      path: "src/server/db/migrate.ts",
      imports: "./migrations/0001-foundation",
      says: MIGRATION_REFUSAL,
    },
    kept: { path: "src/server/db/migrate.ts", imports: ["./schema-names"] },
  },
  {
    rule: "a store imports no numbered migration",
    broken: {
      path: "src/server/files/file-store.ts",
      imports: "../db/migrations/0032-held-files",
      says: MIGRATION_REFUSAL,
    },
    kept: { path: "src/server/files/file-store.ts", imports: ["./file-kinds"] },
  },
  {
    rule: "a migration imports no live code",
    broken: {
      path: "src/server/db/migrations/0099-example.ts",
      imports: "../../crud/row-scope",
      says: "A migration replays identically forever",
    },
    kept: { path: "src/server/db/migrations/0099-example.ts", imports: ["../schema-names"] },
  },
  {
    rule: "src/schema imports only itself",
    broken: { path: "src/schema/example.ts", imports: "kysely", says: "src/schema is shared" },
    kept: { path: "src/schema/example.ts", imports: ["./permissions"] },
  },
  {
    rule: "the browser never imports the server",
    broken: {
      path: "src/client/example.ts",
      imports: "../server/config",
      says: "The browser never imports the server's code",
    },
    kept: { path: "src/client/example.ts", imports: ["../schema/permissions"] },
  },
];

describe.each(RULES)("$rule", ({ broken, kept }) => {
  it(`refuses ${broken.path} importing ${broken.imports}`, () => {
    const { status, diagnostics } = lint(broken.path, [broken.imports]);
    expect(status).not.toBe(0);
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        category: "lint/style/noRestrictedImports",
        message: expect.stringContaining(broken.says),
      }),
    );
  });

  it(`lets ${kept.path} import ${kept.imports.join(", ")}`, () => {
    expect(lint(kept.path, kept.imports)).toEqual({ status: 0, diagnostics: [] });
  });
});
