import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: resolve("./data"),
      databaseUrl: undefined,
      dbPoolSize: 10,
      schemasDir: resolve("./schemas"),
      clientDir: resolve("./dist/client"),
      publicUrl: "http://localhost:3000",
      logLevel: "info",
      bodyLimit: 1024 * 1024,
      seedDemo: true,
      admin: {},
    });
  });

  it.each([
    [{ PORT: "8080" }, { port: 8080, publicUrl: "http://localhost:8080" }],
    [
      { PUBLIC_URL: "https://mandor.example.co.id/" },
      { publicUrl: "https://mandor.example.co.id" },
    ],
    [{ DATABASE_URL: " postgres://u@h/db " }, { databaseUrl: "postgres://u@h/db" }],
    [{ DATABASE_URL: "" }, { databaseUrl: undefined }],
    [{ SEED_DEMO: "false" }, { seedDemo: false }],
    [
      { ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "x" },
      { admin: { username: "boss", password: "x" } },
    ],
    [{ BODY_LIMIT: "2048" }, { bodyLimit: 2048 }],
  ])("reads %j", (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each([{ PORT: "http" }, { PORT: "-1" }, { BODY_LIMIT: "1.5" }])("refuses %j", (env) => {
    expect(() => loadConfig(env)).toThrow(/must be a whole number/);
  });
});
