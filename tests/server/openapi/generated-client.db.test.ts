/**
 * The document serves a generated client: openapi-typescript makes TypeScript types of the
 * super-admin's live document, the project's tsc type-checks client/skills-client.ts against
 * them in strict mode (and refuses a deliberately wrong use, so the check can fail), and the
 * client then signs in, lists, creates, reads, updates and deletes a skill over real HTTP.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import openapiTS, { type OpenAPI3 } from "openapi-typescript";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

const CLIENT = resolve("tests/server/openapi/client/skills-client.ts");
const TSC = resolve("node_modules/.bin/tsc");
const ROOT = { username: "root", password: "Root-password-2026" };

/** The client's one call; imported by address, as the project's own type-check leaves it out. */
interface SkillsClient {
  skillsRoundTrip(
    baseUrl: string,
    account: { username: string; password: string },
    code: string,
  ): Promise<unknown>;
}

/** Uses the generated types the wrong way: a skill's name is text, not a number. */
const WRONG_USE = `import type { paths } from "./api";
type Shown = paths["/api/m-skills/{id}/show"]["get"]["responses"][200]["content"]["application/json"];
export const nameAsNumber = (shown: Shown): number => shown.data.name;
`;

let env: SchemaApp;
let dir: string;
let baseUrl: string;

beforeAll(async () => {
  env = await startSchemaApp();
  baseUrl = await env.app.listen({ port: 0, host: "127.0.0.1" });
  dir = mkdtempSync(join(tmpdir(), "mandor-client-"));
});

afterAll(async () => {
  await env?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** tsc's diagnostics for `files` in `dir`, strict, with openapi-fetch from this project. */
function typeCheck(files: string[]): { status: number | null; output: string } {
  const config = {
    compilerOptions: {
      strict: true,
      noUncheckedIndexedAccess: true,
      target: "ES2022",
      lib: ["ES2023", "DOM"],
      module: "ESNext",
      moduleResolution: "bundler",
      verbatimModuleSyntax: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      paths: { "openapi-fetch": [resolve("node_modules/openapi-fetch")] },
    },
    files,
  };
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(config));
  const run = spawnSync(TSC, ["-p", join(dir, "tsconfig.json")], { encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

it("types a client from the live document, and the client round-trips a skill", async () => {
  const response = await fetch(`${baseUrl}/api/openapi.json`, {
    headers: env.as("root", "en"),
  });
  expect(response.status).toBe(200);
  const document = (await response.json()) as OpenAPI3;
  writeFileSync(join(dir, "api.ts"), await openapiTS(document));
  copyFileSync(CLIENT, join(dir, "skills-client.ts"));

  const checked = typeCheck(["skills-client.ts"]);
  expect(checked.output).toBe("");
  expect(checked.status).toBe(0);

  writeFileSync(join(dir, "wrong-use.ts"), WRONG_USE);
  const wrong = typeCheck(["wrong-use.ts"]);
  expect(wrong.status).not.toBe(0);
  expect(wrong.output).toMatch(/wrong-use\.ts.*TS2322/);

  const client: SkillsClient = await import(pathToFileURL(CLIENT).href);
  const trip = await client.skillsRoundTrip(baseUrl, ROOT, "GEN-1");
  expect(trip).toEqual({
    found: ["GEN-1"],
    shown: { code: "GEN-1", name: "Skill GEN-1", active: 1 },
    updated: { name: "Skill GEN-1 (renamed)", description: null },
    deleted: expect.any(String),
  });
});
