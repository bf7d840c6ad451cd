/**
 * Every setting Mandor reads from the environment, with its default, in one place. The README
 * lists the same table for operators.
 */
import { resolve } from "node:path";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  schemasDir: string;
  clientDir: string;
  publicUrl: string;
  logLevel: string;
  bodyLimit: number;
  seedDemo: boolean;
  admin: { username?: string; email?: string; password?: string };
  /** The steward-edited app configuration (app.json) and the terms/privacy pages beside it. */
  configDir: string;
  /** Real SMTP server; without one every message is written to `outboxDir` as an .eml file. */
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /** `cacheMs`: how long a resolved session may be served from memory (0: never). */
  session: { idleMs: number; absoluteMs: number; cacheMs: number };
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
  };
  files: {
    /** Uploaded files, under generated names. */
    uploadsDir: string;
    /** Largest upload in bytes. */
    maxUploadBytes: number;
    /** Signs the short-lived file URLs; random per start unless set (set it when several instances run). */
    urlSecret: string | undefined;
    urlTtlMs: number;
  };
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  }
  return value;
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

/** "true" trusts any proxy; otherwise a comma-separated list of proxy addresses or ranges. */
function trustProxy(env: Env): boolean | string {
  const value = optional(env, "TRUST_PROXY");
  if (!value || value === "false") return false;
  return value === "true" ? true : value;
}

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, "PORT", 3000);
  const dataDir = resolve(optional(env, "DATA_DIR") ?? "./data");
  return {
    port,
    host: optional(env, "HOST") ?? "127.0.0.1",
    dataDir,
    databaseUrl: optional(env, "DATABASE_URL"),
    dbPoolSize: integer(env, "DB_POOL_SIZE", 10),
    schemasDir: resolve(optional(env, "SCHEMAS_DIR") ?? "./schemas"),
    clientDir: resolve(optional(env, "CLIENT_DIR") ?? "./dist/client"),
    publicUrl: (optional(env, "PUBLIC_URL") ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    logLevel: optional(env, "LOG_LEVEL") ?? "info",
    bodyLimit: integer(env, "BODY_LIMIT", 1024 * 1024),
    seedDemo: (optional(env, "SEED_DEMO") ?? "true") !== "false",
    admin: present(env, {
      username: "ADMIN_USERNAME",
      email: "ADMIN_EMAIL",
      password: "ADMIN_PASSWORD",
    }),
    configDir: resolve(optional(env, "CONFIG_DIR") ?? "./config"),
    smtpUrl: optional(env, "SMTP_URL"),
    mailFrom: optional(env, "MAIL_FROM") ?? "Mandor <no-reply@mandor.local>",
    outboxDir: resolve(optional(env, "MAIL_OUTBOX_DIR") ?? `${dataDir}/outbox`),
    session: {
      idleMs: integer(env, "SESSION_IDLE_MINUTES", 120) * MINUTE,
      absoluteMs: integer(env, "SESSION_MAX_HOURS", 12) * 60 * MINUTE,
      cacheMs: integer(env, "SESSION_CACHE_SECONDS", 60) * 1000,
    },
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
      exactCountLimit: integer(env, "COUNT_EXACT_LIMIT", 1_000),
      countCacheMs: integer(env, "COUNT_CACHE_SECONDS", 60) * 1000,
    },
    files: {
      uploadsDir: resolve(optional(env, "UPLOADS_DIR") ?? `${dataDir}/uploads`),
      maxUploadBytes: integer(env, "UPLOAD_MAX_MB", 5) * 1024 * 1024,
      urlSecret: optional(env, "FILE_URL_SECRET"),
      urlTtlMs: integer(env, "FILE_URL_MINUTES", 15) * MINUTE,
    },
  };
}
