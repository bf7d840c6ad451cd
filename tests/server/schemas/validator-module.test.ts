/**
 * The browser's validator module judges exactly as the server's ajv does: same schema, same
 * formats, same errors; it imports nothing, so the page's CSP (no eval) is never in the way.
 */
import { describe, expect, it } from "vitest";
import { toForm } from "../../../src/schema/adapter/to-form";
import { validatorModule } from "../../../src/server/schemas/validator-module";
import { compile, MODELS, SUPER_ADMIN, screenOf } from "../../schema/fixtures";

const screen = screenOf(MODELS.projects, {
  fields: {
    project_code: { rules: ["alpha_dash", "min:3"] },
    owner_name: { rules: ["email"] },
    address: { rules: ["date"] },
    status: { rules: ["excluded:suspended"] },
  },
});
const form = toForm(screen, "create", { user: SUPER_ADMIN, locale: "id" });
const code = validatorModule(form.schema);
const loaded: Promise<Record<string, (data: unknown) => boolean>> = import(
  `data:text/javascript,${encodeURIComponent(code)}`
);

const VALUES = [
  {},
  { project_code: "PRJ-001", project_name: "Gedung A", department_id: 1 },
  { project_code: "P 1", project_name: "x".repeat(201), department_id: "satu" },
  {
    project_code: "PRJ-002",
    project_name: "B",
    department_id: 2,
    owner_name: "bukan surel",
    address: "2026-02-30",
  },
  {
    project_code: "PRJ-003",
    project_name: "C",
    department_id: 3,
    progress: 100.001,
    lat: 91,
    status: "suspended",
  },
  { project_code: "🏗️🏗️", project_name: "Emoji", department_id: 4, is_high_risk: "ya" },
];

describe("validatorModule", () => {
  it("exports the schema's validator under its $id and needs no import", async () => {
    expect(code).not.toMatch(/\bimport\b|require\(/);
    expect(Object.keys(await loaded)).toEqual([form.schema.$id]);
  });

  it.each(VALUES)("agrees with the server's ajv on %j", async (value) => {
    const browser = (await loaded)[form.schema.$id] as ((data: unknown) => boolean) & {
      errors?: unknown;
    };
    const server = compile(form);
    expect(browser(value)).toBe(server(value));
    expect(browser.errors ?? null).toEqual(server.errors ?? null);
  });
});
