/**
 * GET /api/openapi.json and its page on a real app: a valid OpenAPI 3.1 document for a caller
 * without a session (every call, the screen calls only as templates), for the super-admin
 * (every screen of the router file expanded) and for a clerk (only what the clerk's
 * permissions allow); a steward's overlay edit shows at once under a new entity tag; the page
 * is server-rendered HTML with one script of this origin.
 *
 * No route can be left out: every route the app registers under /api, as a Fastify `onRoute`
 * hook on the root instance sees it (independently of the document's own collector), appears
 * in the super-admin's document — a fixed route at its own path, a generic screen route
 * expanded onto screens, never left a bare `{endpoint}` template — and the document's route
 * notes and screen table name only routes that exist.
 */
import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ModulesFile } from "../../../src/schema/modules";
import { ROUTE_NOTES } from "../../../src/server/openapi/route-notes";
import { SCREEN_ROUTES } from "../../../src/server/openapi/screen-operations";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";
import { ambiguousPairs } from "./ambiguous-paths";
import { openApiProblems } from "./openapi-check";

type Doc = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  [key: string]: unknown;
};

const recorded = vi.hoisted(() => [] as { method: string; url: string }[]);

vi.mock("fastify", async (importOriginal) => {
  const real = await importOriginal<typeof import("fastify")>();
  const withRecorder = ((options?: object) => {
    const app = real.default(options);
    app.addHook("onRoute", (route: RouteOptions) => {
      for (const method of [route.method].flat()) recorded.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof real.default;
  return { ...real, default: withRecorder, fastify: withRecorder };
});

let env: SchemaApp;

beforeAll(async () => {
  env = await startSchemaApp();
});

afterAll(async () => {
  await env?.close();
});

async function documentFor(user?: Parameters<SchemaApp["as"]>[0]): Promise<Doc> {
  const response = await env.app.inject({
    url: "/api/openapi.json",
    headers: user ? env.as(user, "en") : {},
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  return response.json();
}

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe("GET /api/openapi.json", () => {
  it("shows a caller without a session every call, and the screen calls only as templates", async () => {
    const doc = await documentFor();
    expect(openApiProblems(doc)).toEqual([]);
    const all = operations(doc);
    expect(all.some(({ operation }) => operation["x-mandor-screen"])).toBe(false);
    expect(JSON.stringify(doc)).not.toContain("m-skills");
    expect(doc.paths["/api/{endpoint}/create"]?.post).toBeDefined();
    expect(doc.paths["/api/login"]?.post?.security).toEqual([{}, { bearer: [] }]);
    expect(doc.paths["/api/me"]?.get?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths["/api/presences/device"]?.post?.security).toEqual([{ deviceKey: [] }]);
  });

  it("expands every screen of the router file for the super-admin", async () => {
    const doc = await documentFor("root");
    expect(openApiProblems(doc)).toEqual([]);
    expect(ambiguousPairs(Object.keys(doc.paths))).toEqual([]);
    expect(Object.keys(doc.paths).filter((path) => path.includes("{endpoint}"))).toEqual([]);
    const router: ModulesFile = JSON.parse(
      readFileSync(join(env.schemasDir, "modules.json"), "utf8"),
    );
    const listed = new Set(
      operations(doc)
        .filter(({ operation }) => operation["x-mandor-route"] === "/api/:endpoint/list")
        .map(({ operation }) => operation["x-mandor-screen"]),
    );
    const screens = router.modules.flatMap((module) =>
      module.routes.flatMap((route) => (route.schema ? [route.schema] : [])),
    );
    // The approval list is a route of its own, documented as such.
    expect(screens.filter((id) => !listed.has(id))).toEqual(["user-approval"]);
    expect(doc.paths["/api/user-approval/list"]?.get?.["x-mandor-route"]).toBe(
      "/api/user-approval/list",
    );
  });

  it("offers a clerk only the operations and screens the clerk's permissions allow", async () => {
    const doc = await documentFor("clerk");
    expect(openApiProblems(doc)).toEqual([]);
    expect(ambiguousPairs(Object.keys(doc.paths))).toEqual([]);
    const screenOperations = operations(doc)
      .filter(({ operation }) => operation["x-mandor-screen"])
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
      .sort();
    const imports = (endpoint: string) => [
      `GET /api/${endpoint}/import/sessions/{importId}`,
      `GET /api/${endpoint}/import/sessions/{importId}/errors.csv`,
      `POST /api/${endpoint}/import`,
      `POST /api/${endpoint}/import/sessions/{importId}/commit`,
      `POST /api/${endpoint}/import/sessions/{importId}/preview`,
    ];
    // The clerk may create departments without reading them: a create, and its import.
    expect(screenOperations).toEqual(
      [
        "GET /api/m-skills/dataset",
        "GET /api/m-skills/export",
        "GET /api/m-skills/list",
        "GET /api/m-skills/{id}/show",
        "GET /api/territory/dataset",
        "GET /api/territory/export",
        "GET /api/territory/list",
        "GET /api/territory/{id}/show",
        "POST /api/department/create",
        "POST /api/m-skills/create",
        "PUT /api/m-skills/update",
        ...imports("department"),
        ...imports("m-skills"),
      ].sort(),
    );
    const create = doc.paths["/api/m-skills/create"]?.post as {
      requestBody: { content: { "application/json": { schema: Record<string, unknown> } } };
      "x-mandor-permissions": string[][];
    };
    expect(create["x-mandor-permissions"]).toEqual([["create-m-skills"]]);
    const body = create.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(["code", "name"]);
    expect(Object.keys(body.properties as object)).toEqual([
      "code",
      "name",
      "description",
      "active",
    ]);
  });

  it("follows a steward's edit of an overlay at once, under a new entity tag", async () => {
    const headers = env.as("root", "en");
    const first = await env.app.inject({ url: "/api/openapi.json", headers });
    const etag = String(first.headers.etag);
    const unchanged = await env.app.inject({
      url: "/api/openapi.json",
      headers: { ...headers, "if-none-match": etag },
    });
    expect(unchanged.statusCode).toBe(304);

    const path = join(env.schemasDir, "m-skills.json");
    const original = readFileSync(path, "utf8");
    const overlay = JSON.parse(original);
    overlay.fields.description = { ...overlay.fields.description, rules: ["max:80"] };
    writeFileSync(path, JSON.stringify(overlay));
    utimesSync(path, new Date(), new Date(Date.now() + 60_000));
    try {
      const edited = await env.app.inject({
        url: "/api/openapi.json",
        headers: { ...headers, "if-none-match": etag },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.headers.etag).not.toBe(etag);
      const description = (edited.json() as Doc).paths["/api/m-skills/create"]?.post as {
        requestBody: {
          content: {
            "application/json": { schema: { properties: Record<string, Record<string, unknown>> } };
          };
        };
      };
      const field =
        description.requestBody.content["application/json"].schema.properties.description;
      expect(field?.maxLength).toBe(80);
      expect(field?.["x-mandor-rules"]).toContain("max:80");
    } finally {
      writeFileSync(path, original);
      utimesSync(path, new Date(), new Date(Date.now() + 120_000));
    }
  });
});

describe("GET /api/docs", () => {
  it("is a server-rendered page with headings in both languages and no inline script", async () => {
    const page = await env.app.inject({ url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.body).toContain('data-signed-in="false"');
    expect(page.body).toContain("Contents · Daftar isi");
    expect(page.body).toContain("/api/login");
    expect(page.body).not.toContain("m-skills");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes, content]) => [attributes?.trim(), content])).toEqual([
      ['src="/api/docs/reference.js" defer', ""],
    ]);
    const script = await env.app.inject({ url: "/api/docs/reference.js" });
    expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(script.body).toContain('localStorage.getItem("token")');
  });

  it("shows a signed-in caller the screens and fields they may use", async () => {
    const page = await env.app.inject({ url: "/api/docs", headers: env.as("clerk", "en") });
    expect(page.body).toContain('data-signed-in="true"');
    expect(page.body).toContain("<code>/api/m-skills/create</code>");
    expect(page.body).toContain("<code>unique:m_skills,code</code>");
    expect(page.body).not.toContain("/api/employee/");
  });
});

describe("the routes the app registers", () => {
  const apiRoutes = () =>
    recorded
      .filter(({ method, url }) => url.startsWith("/api/") && method !== "HEAD")
      .map(({ method, url }) => `${method} ${url}`);

  it("documents every route the app registers under /api", async () => {
    expect(apiRoutes().length).toBeGreaterThan(60);
    const response = await env.app.inject({ url: "/api/openapi.json", headers: env.as("root") });
    const doc = response.json() as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const documented = new Set(
      Object.values(doc.paths).flatMap((item) =>
        Object.entries(item).map(
          ([method, operation]) => `${method.toUpperCase()} ${String(operation["x-mandor-route"])}`,
        ),
      ),
    );
    expect(apiRoutes().filter((route) => !documented.has(route))).toEqual([]);
    expect(Object.keys(doc.paths).filter((path) => path.includes("{endpoint}"))).toEqual([]);
  });

  it("keeps notes and screen rules only for registered routes, and a rule for every screen route", () => {
    const registered = new Set(apiRoutes());
    expect(Object.keys(ROUTE_NOTES).filter((key) => !registered.has(key))).toEqual([]);
    expect(Object.keys(SCREEN_ROUTES).filter((key) => !registered.has(key))).toEqual([]);
    const screenRoutes = [...registered].filter((route) => route.includes("/:endpoint"));
    expect(screenRoutes.filter((route) => !(route in SCREEN_ROUTES))).toEqual([]);
  });
});
