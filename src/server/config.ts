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

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, "PORT", 3000);
  const admin: Config["admin"] = {};
  for (const key of ["username", "email", "password"] as const) {
    const value = optional(env, `ADMIN_${key.toUpperCase()}`);
    if (value) admin[key] = value;
  }
  return {
    port,
    host: optional(env, "HOST") ?? "127.0.0.1",
    dataDir: resolve(optional(env, "DATA_DIR") ?? "./data"),
    databaseUrl: optional(env, "DATABASE_URL"),
    dbPoolSize: integer(env, "DB_POOL_SIZE", 10),
    schemasDir: resolve(optional(env, "SCHEMAS_DIR") ?? "./schemas"),
    clientDir: resolve(optional(env, "CLIENT_DIR") ?? "./dist/client"),
    publicUrl: (optional(env, "PUBLIC_URL") ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    logLevel: optional(env, "LOG_LEVEL") ?? "info",
    bodyLimit: integer(env, "BODY_LIMIT", 1024 * 1024),
    seedDemo: (optional(env, "SEED_DEMO") ?? "true") !== "false",
    admin,
  };
}
