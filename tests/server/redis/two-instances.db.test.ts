/**
 * Two instances on one database and one Redis behave as one: sign-in failures made through
 * both count towards one account's limit, and a record created through one is in the other's
 * next total at once, though that instance had counted the list before.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../../src/server/auth/rate-limit";
import type { Database } from "../../../src/server/db/connect";
import type { RedisConnection } from "../../../src/server/redis/redis-connection";
import { ensureSuperAdmin } from "../../../src/server/seed/super-admin";
import { bearer, signInAs } from "../../helpers/auth";
import { createTestDatabase } from "../../helpers/database";
import { openTestRedis, redisAvailable, uniquePrefix } from "../../helpers/redis";
import { buildTestApp } from "../../helpers/test-app";

const available = await redisAvailable("the two-instance suite");
let database: Database;
const redis: RedisConnection[] = [];
let instances: FastifyInstance[] = [];
let root: Record<string, string>;

beforeAll(async () => {
  if (!available) return;
  database = await createTestDatabase();
  await ensureSuperAdmin(database.db, { username: "root", password: "Root-password-2026" });
  root = bearer(await signInAs(database.db, "root"));
  const prefix = uniquePrefix("instances");
  redis.push(await openTestRedis(), await openTestRedis());
  instances = await Promise.all(
    redis.map((shared) => buildTestApp(database, { redisKeyPrefix: prefix }, { shared })),
  );
});

afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await Promise.all(redis.map((connection) => connection.close()));
  await database?.close();
});

describe.runIf(available)("two instances sharing Redis", () => {
  it("count one account's failed sign-ins together", async () => {
    const max = RATE_LIMITS.login.account.max;
    for (let attempt = 0; attempt < max; attempt++) {
      const response = await instances[attempt % 2]?.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: "root", password: "Salah#Sandi2026" },
      });
      expect(response?.statusCode).toBe(400);
    }
    for (const app of instances) {
      const blocked = await app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: "root", password: "Root-password-2026" },
      });
      expect(blocked.statusCode).toBe(429);
    }
  });

  it("answer a write through one in the other's next total", async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const total = async (app: FastifyInstance) =>
      (await app.inject({ url: "/api/m-skills/list?search=LAS", headers: root })).json().total;
    const before = await total(b);
    expect(await total(b)).toBe(before);
    const created = await a.inject({
      method: "POST",
      url: "/api/m-skills/create",
      headers: root,
      payload: { code: "LAS-77", name: "Las listrik" },
    });
    expect(created.statusCode).toBe(200);
    expect(await total(b)).toBe(before + 1);
  });
});
