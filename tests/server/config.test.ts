import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: resolve("./data"),
      databaseUrl: undefined,
      readReplica: { url: undefined, readYourWritesMs: 5000, maxLagMs: 5000 },
      redisUrl: undefined,
      redisKeyPrefix: "mandor:",
      shutdownDrainMs: 0,
      dbPoolSize: 10,
      pgliteSharedBuffersMb: 32,
      schemasDir: resolve("./schemas"),
      clientDir: resolve("./dist/client"),
      publicUrl: "http://localhost:3000",
      logLevel: "info",
      shutdownTimeoutMs: 10_000,
      bodyLimit: 1024 * 1024,
      compression: true,
      seedDemo: true,
      demoPasswords: "documented",
      admin: {},
      configDir: resolve("./config"),
      smtpUrl: undefined,
      mailFrom: "Mandor <no-reply@mandor.local>",
      outboxDir: resolve("./data/outbox"),
      session: { idleMs: 2 * 60 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000, cacheMs: 60_000 },
      rejectedRetentionDays: 30,
      presenceWorkStart: "08:00",
      trustProxy: false,
      sso: { matchUsername: false },
      lists: { exactCountLimit: 1_000, countCacheMs: 60_000 },
      files: {
        uploadsDir: resolve("./data/uploads"),
        maxUploadBytes: 5 * 1024 * 1024,
        urlSecret: undefined,
        urlTtlMs: 15 * 60 * 1000,
        s3: undefined,
      },
      imports: {
        maxRows: 50_000,
        maxColumns: 200,
        maxCellChars: 32_767,
        maxUnpackedBytes: 100 * 1024 * 1024,
      },
      maps: { styleUrl: "", mapboxToken: "", geocoder: "none" },
      documentViewerUrl: "",
      metricsToken: undefined,
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
    [
      {
        DATABASE_URL: "postgres://u@primary/db",
        DATABASE_READ_URL: "postgres://u@replica/db",
        READ_YOUR_WRITES_SECONDS: "10",
        REPLICA_MAX_LAG_SECONDS: "2",
      },
      {
        readReplica: { url: "postgres://u@replica/db", readYourWritesMs: 10_000, maxLagMs: 2000 },
      },
    ],
    [
      { REDIS_URL: "redis://cache:6379/2", FILE_URL_SECRET: "s".repeat(32) },
      { redisUrl: "redis://cache:6379/2", redisKeyPrefix: "mandor:" },
    ],
    [{ REDIS_KEY_PREFIX: "mandor-uji:" }, { redisUrl: undefined, redisKeyPrefix: "mandor-uji:" }],
    [
      { SHUTDOWN_DRAIN_SECONDS: "5", SHUTDOWN_TIMEOUT_SECONDS: "30" },
      { shutdownDrainMs: 5000, shutdownTimeoutMs: 30_000 },
    ],
    [
      { S3_BUCKET: "mandor-berkas", FILE_URL_SECRET: "s".repeat(32) },
      {
        files: expect.objectContaining({
          s3: { bucket: "mandor-berkas", region: "us-east-1", endpoint: undefined },
        }),
      },
    ],
    [
      {
        S3_BUCKET: "mandor-berkas",
        S3_REGION: "eu-central-1",
        S3_ENDPOINT: "http://minio:9000",
        FILE_URL_SECRET: "s".repeat(32),
      },
      {
        files: expect.objectContaining({
          s3: { bucket: "mandor-berkas", region: "eu-central-1", endpoint: "http://minio:9000" },
        }),
      },
    ],
    [{ SEED_DEMO: "false" }, { seedDemo: false }],
    [{ NODE_ENV: "test" }, { seedDemo: true, demoPasswords: "documented" }],
    // Production: the demo only when asked for in so many words, never with its published passwords.
    [{ NODE_ENV: "production" }, { seedDemo: false, demoPasswords: "random" }],
    [
      { NODE_ENV: "production", SEED_DEMO: "yes" },
      { seedDemo: false, demoPasswords: "random" },
    ],
    [
      { NODE_ENV: "production", SEED_DEMO: "true" },
      { seedDemo: true, demoPasswords: "random" },
    ],
    [
      { ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "Kantor-Pusat-2026" },
      { admin: { username: "boss", password: "Kantor-Pusat-2026" } },
    ],
    [{ BODY_LIMIT: "2048" }, { bodyLimit: 2048 }],
    [{ COMPRESSION: "false" }, { compression: false }],
    [{ SHUTDOWN_TIMEOUT_SECONDS: "30" }, { shutdownTimeoutMs: 30_000 }],
    [{ DATA_DIR: "/srv/mandor" }, { outboxDir: "/srv/mandor/outbox" }],
    [{ MAIL_OUTBOX_DIR: "/tmp/out" }, { outboxDir: "/tmp/out" }],
    [{ SMTP_URL: "smtp://mail:25" }, { smtpUrl: "smtp://mail:25" }],
    [{ CONFIG_DIR: "/etc/mandor" }, { configDir: "/etc/mandor" }],
    [{ PRESENCE_WORK_START: "07:30" }, { presenceWorkStart: "07:30" }],
    [
      { SESSION_IDLE_MINUTES: "30", SESSION_MAX_HOURS: "8", SESSION_CACHE_SECONDS: "0" },
      { session: { idleMs: 30 * 60_000, absoluteMs: 8 * 3_600_000, cacheMs: 0 } },
    ],
    [{ COUNT_EXACT_LIMIT: "5000" }, { lists: { exactCountLimit: 5000, countCacheMs: 60_000 } }],
    [
      {
        IMPORT_MAX_ROWS: "1000",
        IMPORT_MAX_COLUMNS: "50",
        IMPORT_MAX_CELL_CHARS: "500",
        IMPORT_MAX_UNPACKED_MB: "20",
      },
      {
        imports: {
          maxRows: 1000,
          maxColumns: 50,
          maxCellChars: 500,
          maxUnpackedBytes: 20 * 1024 * 1024,
        },
      },
    ],
    [{ TRUST_PROXY: "true" }, { trustProxy: true }],
    [{ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }, { trustProxy: "10.0.0.0/8,127.0.0.1" }],
    [
      { SSO_SECRET: "s", SSO_ISSUER: "https://sso", SSO_AUDIENCE: "mandor" },
      { sso: { secret: "s", issuer: "https://sso", audience: "mandor" } },
    ],
    [{ SSO_MATCH_USERNAME: "true" }, { sso: { matchUsername: true } }],
    [
      {
        MAP_STYLE_URL: "https://peta.mandor.test/style.json",
        MAPBOX_TOKEN: "pk.test",
        MAP_GEOCODER: "kantor",
      },
      {
        maps: {
          styleUrl: "https://peta.mandor.test/style.json",
          mapboxToken: "pk.test",
          geocoder: "kantor",
        },
      },
    ],
    [
      { DOCUMENT_VIEWER_URL: "https://viewer.mandor.test/embed?src={url}" },
      { documentViewerUrl: "https://viewer.mandor.test/embed?src={url}" },
    ],
    [{ METRICS_TOKEN: " 0123456789abcdef " }, { metricsToken: "0123456789abcdef" }],
  ])("reads %j", (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each([
    [{ PORT: "http" }, 'PORT must be a whole number up to 65535, got "http"'],
    [{ PORT: "-1" }, 'PORT must be a whole number up to 65535, got "-1"'],
    [{ PORT: "70000" }, 'PORT must be a whole number up to 65535, got "70000"'],
    [{ BODY_LIMIT: "1.5" }, 'BODY_LIMIT must be a whole number, got "1.5"'],
    [
      { SHUTDOWN_TIMEOUT_SECONDS: "0" },
      'SHUTDOWN_TIMEOUT_SECONDS must be a whole number from 1 to 3600, got "0"',
    ],
    [{ SESSION_MAX_HOURS: "x" }, 'SESSION_MAX_HOURS must be a whole number, got "x"'],
    [
      { IMPORT_MAX_ROWS: "0" },
      'IMPORT_MAX_ROWS must be a whole number from 1 to 10000000, got "0"',
    ],
    [
      { IMPORT_MAX_COLUMNS: "20000" },
      'IMPORT_MAX_COLUMNS must be a whole number from 1 to 16384, got "20000"',
    ],
    [
      { IMPORT_MAX_UNPACKED_MB: "lots" },
      'IMPORT_MAX_UNPACKED_MB must be a whole number from 1 to 4096, got "lots"',
    ],
    [
      { ADMIN_USERNAME: "sa" },
      'ADMIN_USERNAME must be 3 to 50 letters, digits, dots, dashes or underscores, got "sa"',
    ],
    [{ ADMIN_EMAIL: "bukan-email" }, 'ADMIN_EMAIL must be an e-mail address, got "bukan-email"'],
    [
      { ADMIN_PASSWORD: "rahasia" },
      "ADMIN_PASSWORD must be 8 to 128 characters and not a common password (password too short)",
    ],
    [
      { ADMIN_PASSWORD: "password1" },
      "ADMIN_PASSWORD must be 8 to 128 characters and not a common password (password common)",
    ],
    [
      { MAP_STYLE_URL: "peta.mandor.test/style.json" },
      'MAP_STYLE_URL must be a http or https URL, got "peta.mandor.test/style.json"',
    ],
    [
      { DATABASE_URL: "mysql://db/mandor" },
      'DATABASE_URL must be a postgres or postgresql URL, got "mysql://db/mandor"',
    ],
    [
      { PUBLIC_URL: "mandor.example" },
      'PUBLIC_URL must be a http or https URL, got "mandor.example"',
    ],
    [
      { DATABASE_READ_URL: "postgres://u@replica/db" },
      "DATABASE_READ_URL must be set only with DATABASE_URL: the embedded database has no replica",
    ],
    [
      { DATABASE_URL: "postgres://u@primary/db", DATABASE_READ_URL: "replica:5432" },
      'DATABASE_READ_URL must be a postgres or postgresql URL, got "replica:5432"',
    ],
    [
      { REPLICA_MAX_LAG_SECONDS: "0" },
      'REPLICA_MAX_LAG_SECONDS must be a whole number from 1 to 3600, got "0"',
    ],
    [{ SMTP_URL: "mail:25" }, 'SMTP_URL must be a smtp or smtps URL, got "mail:25"'],
    [
      { REDIS_URL: "localhost:6379", FILE_URL_SECRET: "s".repeat(32) },
      'REDIS_URL must be a redis or rediss URL, got "localhost:6379"',
    ],
    [
      { REDIS_URL: "redis://127.0.0.1:6379" },
      "FILE_URL_SECRET must be set when REDIS_URL is: several instances must sign file links alike",
    ],
    [
      { S3_BUCKET: "mandor-berkas" },
      "FILE_URL_SECRET must be set when S3_BUCKET is: several instances must sign file links alike",
    ],
    [{ S3_ENDPOINT: "http://minio:9000" }, "S3_BUCKET must be set when S3_ENDPOINT is"],
    [
      { SHUTDOWN_DRAIN_SECONDS: "10" },
      "SHUTDOWN_DRAIN_SECONDS must be below SHUTDOWN_TIMEOUT_SECONDS: the deadline counts from the signal, the drain included",
    ],
    [
      { DOCUMENT_VIEWER_URL: "https://viewer.mandor.test/embed" },
      'DOCUMENT_VIEWER_URL must hold {url} where the file\'s address goes, got "https://viewer.mandor.test/embed"',
    ],
    [
      { DOCUMENT_VIEWER_URL: "viewer.mandor.test/{url}" },
      'DOCUMENT_VIEWER_URL must be a http or https URL, got "viewer.mandor.test/{url}"',
    ],
    [
      { PRESENCE_WORK_START: "8:00" },
      'PRESENCE_WORK_START must be a time of day HH:MM such as 08:00, got "8:00"',
    ],
    [
      { LOG_LEVEL: "verbose" },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    ],
    [
      { METRICS_TOKEN: "short" },
      'METRICS_TOKEN must be at least 16 characters without spaces (e.g. from "openssl rand -hex 32")',
    ],
    [
      { METRICS_TOKEN: "0123456789 abcdef" },
      'METRICS_TOKEN must be at least 16 characters without spaces (e.g. from "openssl rand -hex 32")',
    ],
  ])("refuses %j, naming the variable and its rule", (env, problem) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError([problem]));
  });

  it("names every problem at once", () => {
    const refused = (() => {
      try {
        loadConfig({ ADMIN_USERNAME: "sa", PORT: "x", LOG_LEVEL: "loud" });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).problems).toHaveLength(3);
  });
});
