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
      configDir: resolve("./config"),
      smtpUrl: undefined,
      mailFrom: "Mandor <no-reply@mandor.local>",
      outboxDir: resolve("./data/outbox"),
      session: { idleMs: 2 * 60 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000, cacheMs: 60_000 },
      trustProxy: false,
      sso: { matchUsername: false },
      lists: { exactCountLimit: 1_000, countCacheMs: 60_000 },
      files: {
        uploadsDir: resolve("./data/uploads"),
        maxUploadBytes: 5 * 1024 * 1024,
        urlSecret: undefined,
        urlTtlMs: 15 * 60 * 1000,
      },
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
    [{ DATA_DIR: "/srv/mandor" }, { outboxDir: "/srv/mandor/outbox" }],
    [{ MAIL_OUTBOX_DIR: "/tmp/out" }, { outboxDir: "/tmp/out" }],
    [{ SMTP_URL: "smtp://mail:25" }, { smtpUrl: "smtp://mail:25" }],
    [{ CONFIG_DIR: "/etc/mandor" }, { configDir: "/etc/mandor" }],
    [
      { SESSION_IDLE_MINUTES: "30", SESSION_MAX_HOURS: "8", SESSION_CACHE_SECONDS: "0" },
      { session: { idleMs: 30 * 60_000, absoluteMs: 8 * 3_600_000, cacheMs: 0 } },
    ],
    [{ COUNT_EXACT_LIMIT: "5000" }, { lists: { exactCountLimit: 5000, countCacheMs: 60_000 } }],
    [{ TRUST_PROXY: "true" }, { trustProxy: true }],
    [{ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }, { trustProxy: "10.0.0.0/8,127.0.0.1" }],
    [
      { SSO_SECRET: "s", SSO_ISSUER: "https://sso", SSO_AUDIENCE: "mandor" },
      { sso: { secret: "s", issuer: "https://sso", audience: "mandor" } },
    ],
    [{ SSO_MATCH_USERNAME: "true" }, { sso: { matchUsername: true } }],
  ])("reads %j", (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each([{ PORT: "http" }, { PORT: "-1" }, { BODY_LIMIT: "1.5" }, { SESSION_MAX_HOURS: "x" }])(
    "refuses %j",
    (env) => {
      expect(() => loadConfig(env)).toThrow(/must be a whole number/);
    },
  );
});
