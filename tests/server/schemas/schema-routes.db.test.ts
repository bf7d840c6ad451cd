/**
 * The screens as data over HTTP, on a real database: the merged definition with its version
 * (ETag), hot reload of edited overlays, broken overlays reported while the last good version
 * keeps serving, the preview's views, and the compiled validator modules.
 */
import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toForm } from "../../../src/schema/adapter/to-form";
import type { ModuleRoute, ModulesFile } from "../../../src/schema/modules";
import type { Problem } from "../../../src/schema/overlay/problem";
import type { ScreenDefinition } from "../../../src/schema/overlay/screen-types";
import { type SchemaApp, startSchemaApp } from "./schema-app";

let env: SchemaApp;
let bump = 0;

beforeAll(async () => {
  env = await startSchemaApp();
});

afterAll(async () => {
  await env?.close();
});

/** Saves an overlay as a steward would, with a clock that always moves on. */
function save(id: string, content: string | object) {
  const path = join(env.schemasDir, `${id}.json`);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content, null, 2));
  bump += 2;
  utimesSync(path, new Date(), new Date(Date.now() + bump * 1000));
}

const original = (id: string) => JSON.parse(readFileSync(`schemas/${id}.json`, "utf8"));

async function getSchema(
  user: Parameters<SchemaApp["as"]>[0] = "root",
  extra: Record<string, string> = {},
) {
  return env.app.inject({ url: "/api/schema/m-skills", headers: { ...env.as(user), ...extra } });
}

describe("the overlays of schemas/", () => {
  it("all load against the real tables, without a problem", async () => {
    const response = await env.app.inject({ url: "/api/schema-problems", headers: env.as("root") });
    // Router lines naming screens not built yet are the router file's problems, not theirs.
    const problems = response.json().data as Problem[];
    expect(problems.filter((problem) => problem.file !== "modules.json")).toEqual([]);
    const list = (await env.app.inject({ url: "/api/schema", headers: env.as("root") })).json()
      .data;
    expect(list.length).toBeGreaterThanOrEqual(9);
    for (const item of list) expect(item.version, item.id).toMatch(/^[0-9a-z]{14}$/);
  });
});

describe("GET /api/schema/:id", () => {
  it("serves the merged screen with its version as ETag", async () => {
    const response = await getSchema("clerk");
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { version: string; screen: ScreenDefinition } };
    expect(response.headers.etag).toBe(`"${data.version}"`);
    expect(data.screen).toMatchObject({
      id: "m-skills",
      model: "m_skills",
      endpoint: "m-skills",
      resource: "m-skills",
    });
    expect(data.screen.fields.find((field) => field.id === "code")?.label.id).toBe("Kode Keahlian");

    const again = await getSchema("clerk", { "if-none-match": response.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it("answers only callers who may read, create or update the screen", async () => {
    expect((await env.app.inject({ url: "/api/schema/m-skills" })).statusCode).toBe(401);
    expect((await getSchema("reader")).statusCode).toBe(200);
    const refused = await env.app.inject({
      url: "/api/schema/projects",
      headers: env.as("reader"),
    });
    expect(refused.statusCode).toBe(403);
  });

  it("says which screen does not exist", async () => {
    const response = await env.app.inject({
      url: "/api/schema/tidak-ada",
      headers: env.as("root", "en"),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: "SCHEMA_NOT_FOUND",
      message: expect.stringContaining('"tidak-ada"'),
    });
  });
});

describe("hot reload", () => {
  it("serves an edited overlay on the next request, with a new version", async () => {
    const before = (await getSchema()).json().data.version;
    const overlay = original("m-skills");
    overlay.fields.code.label.id = "Kode Keahlian Baru";
    save("m-skills", overlay);
    const after = (await getSchema()).json().data;
    expect(after.version).not.toBe(before);
    expect(after.screen.fields.find((field: { id: string }) => field.id === "code").label.id).toBe(
      "Kode Keahlian Baru",
    );
  });

  it("keeps the last good version serving while a broken file is reported", async () => {
    const good = (await getSchema()).json().data.version;
    save("m-skills", '{\n  "title": { "id": "Rusak" },\n  "model": "m_skills",\n}');
    expect((await getSchema()).json().data.version).toBe(good);

    const problems = (
      await env.app.inject({ url: "/api/schema-problems", headers: env.as("root") })
    ).json().data;
    expect(problems).toContainEqual({
      file: "m-skills.json",
      pointer: "",
      reason: expect.stringMatching(/^not valid JSON at line 4, column 1/),
      severity: "error",
    });
    const source = (
      await env.app.inject({ url: "/api/schema/m-skills/source", headers: env.as("root") })
    ).json().data;
    expect(source.version).toBe(good);
    expect(source.source).toContain("Rusak");
    expect(source.problems).toHaveLength(1);
    const list = (await env.app.inject({ url: "/api/schema", headers: env.as("root") })).json()
      .data;
    expect(list.find((item: { id: string }) => item.id === "m-skills")).toMatchObject({
      errors: 1,
      version: good,
    });
  });

  it("points at what breaks the meta-schema or the model, and recovers when fixed", async () => {
    const overlay = original("m-skills");
    overlay.fields.code.lable = overlay.fields.code.label;
    save("m-skills", overlay);
    let problems = (
      await env.app.inject({ url: "/api/schema-problems", headers: env.as("root") })
    ).json().data;
    expect(problems).toContainEqual({
      file: "m-skills.json",
      pointer: "/fields/code/lable",
      reason: 'unknown key "lable"',
      severity: "error",
    });

    save("m-skills", { ...original("m-skills"), fields: { kode: {} } });
    problems = (
      await env.app.inject({ url: "/api/schema-problems", headers: env.as("root") })
    ).json().data;
    expect(problems).toContainEqual({
      file: "m-skills.json",
      pointer: "/fields/kode",
      reason: '"kode" is not a column of m_skills',
      severity: "error",
    });

    save("m-skills", original("m-skills"));
    problems = (
      await env.app.inject({ url: "/api/schema-problems", headers: env.as("root") })
    ).json().data;
    expect(
      problems.filter((problem: { file: string }) => problem.file === "m-skills.json"),
    ).toEqual([]);
  });

  it("picks up a new overlay, and one that never worked is unavailable but reported", async () => {
    save("m-diseases-copy", { ...original("m-diseases"), endpoint: "m-diseases-copy" });
    expect(
      (await env.app.inject({ url: "/api/schema/m-diseases-copy", headers: env.as("root") }))
        .statusCode,
    ).toBe(200);

    save("kosong", { title: { id: "Kosong" }, model: "tidak_ada" });
    expect(
      (await env.app.inject({ url: "/api/schema/kosong", headers: env.as("root") })).statusCode,
    ).toBe(404);
    const problems = (
      await env.app.inject({ url: "/api/schema-problems", headers: env.as("root") })
    ).json().data;
    expect(problems).toContainEqual({
      file: "kosong.json",
      pointer: "/model",
      reason: expect.stringMatching(/^table "tidak_ada" does not exist/),
      severity: "error",
    });
  });

  it("reports a router line whose screen has no overlay, which answers 404", async () => {
    const router = JSON.parse(readFileSync("schemas/modules.json", "utf8")) as ModulesFile;
    const master = router.modules.findIndex((module) => module.name === "master");
    const routes = router.modules[master]?.routes ?? [];
    routes.push({ ...(routes[0] as ModuleRoute), path: "/tanpa-layar", schema: "tanpa-layar" });
    save("modules", router);
    const screen = await env.app.inject({
      url: "/api/schema/tanpa-layar",
      headers: env.as("root"),
    });
    expect(screen.statusCode).toBe(404);
    expect(screen.json()).toMatchObject({ code: "SCHEMA_NOT_FOUND" });
    const problems = (
      await env.app.inject({ url: "/api/schema-problems", headers: env.as("root") })
    ).json().data;
    expect(problems).toContainEqual({
      file: "modules.json",
      pointer: `/modules/${master}/routes/${routes.length - 1}/schema`,
      reason: expect.stringMatching(
        /^route \/master\/tanpa-layar names screen "tanpa-layar", but schemas\/tanpa-layar\.json does not exist/,
      ),
      severity: "error",
    });
    save("modules", readFileSync("schemas/modules.json", "utf8"));
  });

  it("keeps the preview's views to read-schema-preview", async () => {
    for (const url of ["/api/schema", "/api/schema-problems", "/api/schema/m-skills/source"]) {
      expect((await env.app.inject({ url, headers: env.as("clerk") })).statusCode, url).toBe(403);
    }
  });
});

describe("GET /api/schema/:id/validator/:view.js", () => {
  async function moduleFor(view: "create" | "update") {
    const { data } = (await getSchema()).json();
    const form = toForm(data.screen, view, { user: { roleId: -1, permissions: [] }, locale: "id" });
    const fields = form.fields
      .map((field) => field.id)
      .sort()
      .join(",");
    return {
      form,
      version: data.version,
      url: `/api/schema/m-skills/validator/${view}.js?v=${data.version}&fields=${fields}`,
    };
  }

  it("compiles exactly the browser's form into a module that imports nothing", async () => {
    const { form, url } = await moduleFor("create");
    const response = await env.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.body).not.toMatch(/\bimport\b|require\(/);
    const module = await import(`data:text/javascript,${encodeURIComponent(response.body)}`);
    const validate = module[form.schema.$id];
    expect(validate({ code: "LAS-01", name: "Juru Las" })).toBe(true);
    expect(validate({ code: "LAS 01", name: "Juru Las" })).toBe(false);
    expect(validate.errors[0]).toMatchObject({ keyword: "pattern", instancePath: "/code" });
  });

  it("refuses an outdated version, so a reloaded page takes the new one", async () => {
    const { url } = await moduleFor("update");
    const stale = url.replace(/v=[^&]+/, "v=0000000");
    const response = await env.app.inject({ url: stale, headers: { "content-language": "en" } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "SCHEMA_OUTDATED" });
  });
});
