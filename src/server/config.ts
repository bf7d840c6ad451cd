/**
 * Every setting Mandor reads from the environment, with its default, in one place. The README
 * lists the same table for operators.
 */
import { resolve } from "node:path";
import type { MapSettings } from "../schema/api/app-config";
import { EMAIL_PATTERN, USERNAME_PATTERN } from "../schema/api/registration";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "./auth/password-policy";
import { EMBEDDED_SHARED_BUFFERS_MB } from "./db/embedded-settings";

/** "documented": the demo users' passwords, which the README publishes; "random": one each. */
export type DemoPasswords = "documented" | "random";

/** S3-compatible storage (files/s3-file-store.ts). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service's address (MinIO, Ceph RGW); unset, AWS itself. */
  endpoint: string | undefined;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * A streaming replica of DATABASE_URL (DATABASE_READ_URL) that lists, exports, dashboards and
   * recaps read from (replica/read-router.ts). `readYourWritesMs`: how long after a write its
   * author reads from the primary; `maxLagMs`: past this much lag reads go to the primary.
   */
  readReplica: { url: string | undefined; readYourWritesMs: number; maxLagMs: number };
  /**
   * The Redis several instances share (REDIS_URL): sign-in limits and list totals kept there
   * hold across them. Unset, they live in this process.
   */
  redisUrl: string | undefined;
  /** Begins every key Mandor keeps in Redis (REDIS_KEY_PREFIX): deployments sharing one apart. */
  redisKeyPrefix: string;
  dbPoolSize: number;
  /** The embedded database's page cache (see db/embedded-database.ts). */
  pgliteSharedBuffersMb: number;
  schemasDir: string;
  clientDir: string;
  publicUrl: string;
  logLevel: string;
  /**
   * How long a stop (SIGTERM, SIGINT) may take: requests in flight finish, then the database
   * closes; past this the process exits 1 after naming on stderr what was still open.
   */
  shutdownTimeoutMs: number;
  /**
   * How long a stopping instance keeps answering, its health check 503, before it stops
   * accepting (SHUTDOWN_DRAIN_SECONDS): the balancer's check interval times its fall count.
   */
  shutdownDrainMs: number;
  bodyLimit: number;
  /**
   * API answers compressed on the fly and the web app's pre-compressed files sent; off only to
   * measure what compression saves (the Lighthouse bench).
   */
  compression: boolean;
  /** Whether a start seeds the demo data into a database that has none yet. */
  seedDemo: boolean;
  demoPasswords: DemoPasswords;
  admin: { username?: string; email?: string; password?: string };
  /** The steward-edited app configuration (app.json) and the terms/privacy pages beside it. */
  configDir: string;
  /** Real SMTP server; without one every message is written to `outboxDir` as an .eml file. */
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /** `cacheMs`: how long a resolved session may be served from memory (0: never). */
  session: { idleMs: number; absoluteMs: number; cacheMs: number };
  /** Days after its rejection that an account's username and e-mail may be registered again. */
  rejectedRetentionDays: number;
  /** "HH:MM" in Jakarta: a day whose first check-in is later counts as late (presence rollups). */
  presenceWorkStart: string;
  /**
   * Behind a reverse proxy: which proxies' X-Forwarded-For to believe (Fastify's trustProxy),
   * so rate limits count the client's address rather than the proxy's.
   */
  trustProxy: boolean | string;
  /**
   * `matchUsername`: also find the account by the token's `preferred_username` when its e-mail
   * names none — only for an identity provider whose users cannot choose that claim.
   */
  sso: {
    jwksUrl?: string;
    secret?: string;
    issuer?: string;
    audience?: string;
    matchUsername?: boolean;
  };
  lists: {
    /** Past this many matching rows a filtered list's total is the planner's estimate. */
    exactCountLimit: number;
    /** How long a filtered total is remembered when no write through this server forgets it. */
    countCacheMs: number;
    /**
     * How many entries of the name order a search sorted by name reads looking for its page
     * before it finds all matches instead (list-service.ts `pageAfterTotal`); tests lower it.
     */
    walkBudget?: number;
    /**
     * How many names a search may match and still be answered through the names' values
     * (named-search.ts); a term held by more is tested on each candidate row. Tests lower it.
     */
    namedValues?: number;
  };
  files: {
    /** Uploaded files, under generated names. */
    uploadsDir: string;
    /** Largest upload in bytes. */
    maxUploadBytes: number;
    /** Signs the short-lived file URLs; random per start unless set (set it when several instances run). */
    urlSecret: string | undefined;
    urlTtlMs: number;
    /** S3-compatible storage for the uploads (S3_BUCKET…), shared by instances; unset, the disk. */
    s3: S3Settings | undefined;
  };
  /**
   * What one import file may hold (its upload size is `files.maxUploadBytes`): data rows,
   * columns, characters in a cell, and bytes once unpacked — an .xlsx's inflated parts, and
   * the text of the cells read from any file. Past any of them the file is refused whole.
   */
  imports: { maxRows: number; maxColumns: number; maxCellChars: number; maxUnpackedBytes: number };
  /** The map widgets' engine, style and place search, handed to the browser with the app config. */
  maps: MapSettings;
  /** External viewer for Office files, `{url}` standing for the file's address; "" is off. */
  documentViewerUrl: string;
  /** The bearer token `GET /metrics` asks for; without one it answers this machine only. */
  metricsToken: string | undefined;
}

type Env = Record<string, string | undefined>;

/**
 * A refused configuration: every problem found, one line each, naming the variable and its
 * rule (main.ts prints them and exits with code 2).
 */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join("\n"));
  }
}

/** Where the readers below note what is wrong, so one start names every problem at once. */
type Problems = string[];

function integer(
  env: Env,
  problems: Problems,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
  min = 0,
): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    const range =
      max === Number.MAX_SAFE_INTEGER
        ? "a whole number"
        : min > 0
          ? `a whole number from ${min} to ${max}`
          : `a whole number up to ${max}`;
    problems.push(`${name} must be ${range}, got "${raw}"`);
    return fallback;
  }
  return value;
}

/** A URL of one of `protocols`, or undefined when the variable is not set. */
function url(env: Env, problems: Problems, name: string, protocols: readonly string[]) {
  const value = optional(env, name);
  if (value === undefined) return undefined;
  if (!URL.canParse(value) || !protocols.includes(new URL(value).protocol)) {
    problems.push(
      `${name} must be a ${protocols.map((p) => p.slice(0, -1)).join(" or ")} URL, got "${value}"`,
    );
  }
  return value;
}

function s3Settings(env: Env, problems: Problems): S3Settings | undefined {
  const bucket = optional(env, "S3_BUCKET");
  const endpoint = url(env, problems, "S3_ENDPOINT", ["http:", "https:"]);
  if (!bucket) {
    if (endpoint) problems.push("S3_BUCKET must be set when S3_ENDPOINT is");
    return undefined;
  }
  return { bucket, region: optional(env, "S3_REGION") ?? "us-east-1", endpoint };
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** Only the variables that are set, so an unset one stays absent rather than `undefined`. */
function present<K extends string>(env: Env, names: Record<K, string>): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const [key, name] of Object.entries(names) as [K, string][]) {
    const value = optional(env, name);
    if (value) found[key] = value;
  }
  return found;
}

const MINUTE = 60_000;
const MEGABYTE = 1024 * 1024;

/** A time of day "HH:MM" (00:00–23:59). */
function clockTime(env: Env, problems: Problems, name: string, fallback: string): string {
  const value = optional(env, name);
  if (value === undefined) return fallback;
  if (!/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(value)) {
    problems.push(`${name} must be a time of day HH:MM such as 08:00, got "${value}"`);
    return fallback;
  }
  return value;
}

/** "true" trusts any proxy; otherwise a comma-separated list of proxy addresses or ranges. */
function trustProxy(env: Env): boolean | string {
  const value = optional(env, "TRUST_PROXY");
  if (!value || value === "false") return false;
  return value === "true" ? true : value;
}

/**
 * The demo data: on unless SEED_DEMO=false while developing and testing; with
 * NODE_ENV=production only when SEED_DEMO=true asks for it, and then without the passwords
 * the README publishes.
 */
function demo(env: Env): { seedDemo: boolean; demoPasswords: DemoPasswords } {
  const asked = optional(env, "SEED_DEMO");
  return env.NODE_ENV === "production"
    ? { seedDemo: asked === "true", demoPasswords: "random" }
    : { seedDemo: asked !== "false", demoPasswords: "documented" };
}

const METRICS_TOKEN_MIN_LENGTH = 16;

/** A token a scraper sends in an Authorization header: long enough not to be guessed, no spaces. */
function metricsToken(env: Env, problems: Problems): string | undefined {
  const value = optional(env, "METRICS_TOKEN");
  if (value !== undefined && (value.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(value))) {
    problems.push(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces (e.g. from "openssl rand -hex 32")`,
    );
    return undefined;
  }
  return value;
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/** The settings from the environment; throws ConfigError naming every variable that is wrong. */
export function loadConfig(env: Env = process.env): Config {
  const problems: Problems = [];
  const port = integer(env, problems, "PORT", 3000, 65_535);
  const dataDir = resolve(optional(env, "DATA_DIR") ?? "./data");
  const config: Config = {
    port,
    host: optional(env, "HOST") ?? "127.0.0.1",
    dataDir,
    databaseUrl: url(env, problems, "DATABASE_URL", ["postgres:", "postgresql:"]),
    readReplica: {
      url: url(env, problems, "DATABASE_READ_URL", ["postgres:", "postgresql:"]),
      readYourWritesMs: integer(env, problems, "READ_YOUR_WRITES_SECONDS", 5, 3_600) * 1000,
      maxLagMs: integer(env, problems, "REPLICA_MAX_LAG_SECONDS", 5, 3_600, 1) * 1000,
    },
    redisUrl: url(env, problems, "REDIS_URL", ["redis:", "rediss:"]),
    redisKeyPrefix: optional(env, "REDIS_KEY_PREFIX") ?? "mandor:",
    dbPoolSize: integer(env, problems, "DB_POOL_SIZE", 10),
    pgliteSharedBuffersMb: integer(
      env,
      problems,
      "PGLITE_SHARED_BUFFERS_MB",
      EMBEDDED_SHARED_BUFFERS_MB,
      1_024,
      1,
    ),
    schemasDir: resolve(optional(env, "SCHEMAS_DIR") ?? "./schemas"),
    clientDir: resolve(optional(env, "CLIENT_DIR") ?? "./dist/client"),
    publicUrl: (
      url(env, problems, "PUBLIC_URL", ["http:", "https:"]) ?? `http://localhost:${port}`
    ).replace(/\/+$/, ""),
    logLevel: optional(env, "LOG_LEVEL") ?? "info",
    shutdownTimeoutMs: integer(env, problems, "SHUTDOWN_TIMEOUT_SECONDS", 10, 3_600, 1) * 1000,
    shutdownDrainMs: integer(env, problems, "SHUTDOWN_DRAIN_SECONDS", 0, 600) * 1000,
    bodyLimit: integer(env, problems, "BODY_LIMIT", 1024 * 1024),
    compression: optional(env, "COMPRESSION") !== "false",
    ...demo(env),
    admin: present(env, {
      username: "ADMIN_USERNAME",
      email: "ADMIN_EMAIL",
      password: "ADMIN_PASSWORD",
    }),
    configDir: resolve(optional(env, "CONFIG_DIR") ?? "./config"),
    smtpUrl: url(env, problems, "SMTP_URL", ["smtp:", "smtps:"]),
    mailFrom: optional(env, "MAIL_FROM") ?? "Mandor <no-reply@mandor.local>",
    outboxDir: resolve(optional(env, "MAIL_OUTBOX_DIR") ?? `${dataDir}/outbox`),
    session: {
      idleMs: integer(env, problems, "SESSION_IDLE_MINUTES", 120) * MINUTE,
      absoluteMs: integer(env, problems, "SESSION_MAX_HOURS", 12) * 60 * MINUTE,
      cacheMs: integer(env, problems, "SESSION_CACHE_SECONDS", 60) * 1000,
    },
    rejectedRetentionDays: integer(env, problems, "REJECTED_RETENTION_DAYS", 30, 36_500),
    presenceWorkStart: clockTime(env, problems, "PRESENCE_WORK_START", "08:00"),
    trustProxy: trustProxy(env),
    sso: {
      ...present(env, {
        jwksUrl: "SSO_JWKS_URL",
        secret: "SSO_SECRET",
        issuer: "SSO_ISSUER",
        audience: "SSO_AUDIENCE",
      }),
      matchUsername: optional(env, "SSO_MATCH_USERNAME") === "true",
    },
    lists: {
      exactCountLimit: integer(env, problems, "COUNT_EXACT_LIMIT", 1_000),
      countCacheMs: integer(env, problems, "COUNT_CACHE_SECONDS", 60) * 1000,
    },
    files: {
      uploadsDir: resolve(optional(env, "UPLOADS_DIR") ?? `${dataDir}/uploads`),
      maxUploadBytes: integer(env, problems, "UPLOAD_MAX_MB", 5) * MEGABYTE,
      urlSecret: optional(env, "FILE_URL_SECRET"),
      urlTtlMs: integer(env, problems, "FILE_URL_MINUTES", 15) * MINUTE,
      s3: s3Settings(env, problems),
    },
    imports: {
      maxRows: integer(env, problems, "IMPORT_MAX_ROWS", 50_000, 10_000_000, 1),
      maxColumns: integer(env, problems, "IMPORT_MAX_COLUMNS", 200, 16_384, 1),
      // Excel's own limit for a cell.
      maxCellChars: integer(env, problems, "IMPORT_MAX_CELL_CHARS", 32_767, 10_000_000, 1),
      maxUnpackedBytes: integer(env, problems, "IMPORT_MAX_UNPACKED_MB", 100, 4_096, 1) * MEGABYTE,
    },
    maps: {
      styleUrl: url(env, problems, "MAP_STYLE_URL", ["http:", "https:"]) ?? "",
      mapboxToken: optional(env, "MAPBOX_TOKEN") ?? "",
      geocoder: optional(env, "MAP_GEOCODER") ?? "none",
    },
    documentViewerUrl: url(env, problems, "DOCUMENT_VIEWER_URL", ["http:", "https:"]) ?? "",
    metricsToken: metricsToken(env, problems),
  };
  if (config.documentViewerUrl !== "" && !config.documentViewerUrl.includes("{url}")) {
    problems.push(
      `DOCUMENT_VIEWER_URL must hold {url} where the file's address goes, got "${config.documentViewerUrl}"`,
    );
  }
  if (!LOG_LEVELS.includes(config.logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${config.logLevel}"`);
  }
  if (config.shutdownDrainMs >= config.shutdownTimeoutMs) {
    problems.push(
      "SHUTDOWN_DRAIN_SECONDS must be below SHUTDOWN_TIMEOUT_SECONDS: the deadline counts from the signal, the drain included",
    );
  }
  if (config.readReplica.url && !config.databaseUrl) {
    problems.push(
      "DATABASE_READ_URL must be set only with DATABASE_URL: the embedded database has no replica",
    );
  }
  for (const [name, set] of [
    ["REDIS_URL", config.redisUrl],
    ["S3_BUCKET", config.files.s3],
  ] as const) {
    if (set && !config.files.urlSecret) {
      problems.push(
        `FILE_URL_SECRET must be set when ${name} is: several instances must sign file links alike`,
      );
    }
  }
  problems.push(...adminProblems(config.admin));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The super-admin's settings meet the rules every account's do (registration.ts). */
function adminProblems(admin: Config["admin"]): string[] {
  const problems: string[] = [];
  if (admin.username !== undefined && !USERNAME_PATTERN.test(admin.username)) {
    problems.push(
      `ADMIN_USERNAME must be 3 to 50 letters, digits, dots, dashes or underscores, got "${admin.username}"`,
    );
  }
  if (admin.email !== undefined && !EMAIL_PATTERN.test(admin.email)) {
    problems.push(`ADMIN_EMAIL must be an e-mail address, got "${admin.email}"`);
  }
  const weakness = admin.password === undefined ? null : passwordProblem(admin.password);
  if (weakness) {
    problems.push(
      `ADMIN_PASSWORD must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters and not a common password (${weakness.replace(/_/g, " ")})`,
    );
  }
  return problems;
}
