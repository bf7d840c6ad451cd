/**
 * `GET /api/app-config` and the content pages through the real app: the steward's file,
 * re-read on edit, the last good version kept after a broken edit, pages per language.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../src/server/db/connect";
import { createTestDatabase } from "../../helpers/database";
import { buildTestApp } from "../../helpers/test-app";

let database: Database;
let app: FastifyInstance;
let configDir: string;
let edits = 0;

function edit(change: (file: { name: string; options: Record<string, unknown> }) => void) {
  const path = join(configDir, "app.json");
  const file = JSON.parse(readFileSync(path, "utf8"));
  change(file);
  writeFileSync(path, JSON.stringify(file));
  edits += 1;
  utimesSync(path, new Date(), new Date(Date.now() + edits * 1000));
}

beforeAll(async () => {
  configDir = mkdtempSync(join(tmpdir(), "mandor-config-"));
  cpSync("config", configDir, { recursive: true });
  database = await createTestDatabase();
  app = await buildTestApp(database, { configDir });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(configDir, { recursive: true, force: true });
});

const config = async () => (await app.inject({ url: "/api/app-config" })).json().data;

describe("GET /api/app-config", () => {
  it("serves the steward's file to anyone", async () => {
    const response = await app.inject({ url: "/api/app-config" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject(JSON.parse(readFileSync("config/app.json", "utf8")));
    // Beside it, the server's map settings: without any set, the offline map and no geocoder.
    expect(response.json().data.maps).toEqual({ styleUrl: "", mapboxToken: "", geocoder: "none" });
    // And the document viewer, off until DOCUMENT_VIEWER_URL is set.
    expect(response.json().data.documentViewerUrl).toBe("");
  });

  it("serves an edit on the next request and the last good version after a broken one", async () => {
    edit((file) => {
      file.name = "Mandor Baru";
    });
    expect((await config()).name).toBe("Mandor Baru");
    edit((file) => {
      file.options.sso = "yes";
    });
    expect((await config()).options.sso).toBe(false);
    edit((file) => {
      file.options.sso = false;
    });
  });

  it("refuses to start on an invalid file, naming the problem", async () => {
    const broken = mkdtempSync(join(tmpdir(), "mandor-config-"));
    writeFileSync(join(broken, "app.json"), JSON.stringify({ name: "x" }));
    try {
      await expect(buildTestApp(database, { configDir: broken })).rejects.toThrow(
        /app\.json: .*must have required property 'company'/,
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});

describe("GET /api/app-config/pages/:page", () => {
  it.each([
    ["term-condition", "id", "Syarat &amp; Ketentuan"],
    ["term-condition", "en", "Terms &amp; Conditions"],
    ["privacy-policy", "id", "Kebijakan Privasi"],
    ["privacy-policy", "en", "Privacy Policy"],
  ])("serves %s in %s", async (page, locale, heading) => {
    const response = await app.inject({
      url: `/api/app-config/pages/${page}`,
      headers: { "content-language": locale },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.html).toContain(heading);
  });

  it("falls back to Indonesian when a language's file is missing", async () => {
    rmSync(join(configDir, "pages", "privacy-policy.en.html"));
    const response = await app.inject({
      url: "/api/app-config/pages/privacy-policy",
      headers: { "content-language": "en" },
    });
    expect(response.json().data.html).toContain("Kebijakan Privasi");
  });

  it("knows no other page", async () => {
    expect((await app.inject({ url: "/api/app-config/pages/..%2Fapp.json" })).statusCode).toBe(400);
    expect((await app.inject({ url: "/api/app-config/pages/secrets" })).statusCode).toBe(400);
  });
});
