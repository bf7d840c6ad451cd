/**
 * The Redis the scale-out suites share: TEST_REDIS_URL, or the one this machine kind runs at
 * 127.0.0.1:6379. Absent, its suites are skipped loudly, and under CI the absence is a failure.
 * Each suite keys under a prefix of its own, so runs side by side never meet.
 */
import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { connectRedis, type RedisConnection } from "../../src/server/redis/redis-connection";
import { skipLoudly } from "./loud-skip";

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether something answers on the Redis URL's port within a second. */
async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
    socket.once("timeout", () => done(false));
  });
}

/** Whether the Redis suites run here; says so loudly (or fails, under CI) when they cannot. */
export async function redisAvailable(suite: string): Promise<boolean> {
  if (await reachable(TEST_REDIS_URL)) return true;
  skipLoudly(suite, `Start Redis (redis-server --daemonize yes) or set TEST_REDIS_URL.`);
  return false;
}

export function openTestRedis(): Promise<RedisConnection> {
  return connectRedis(TEST_REDIS_URL, { warn: () => {} });
}

export const uniquePrefix = (what: string) => `mandor-test:${what}:${randomUUID()}:`;
