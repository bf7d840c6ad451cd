/**
 * The count cache (count-cache.ts) in Redis, for several instances: values live under the
 * current generation's prefix with Redis' own expiry, and a write anywhere starts a new
 * generation (INCR), so every instance's next list counts afresh. Each step is one script,
 * atomic in Redis: a value computed across a write is not kept.
 */
import type { RedisCommands } from "../redis/redis-connection";
import type { CountCache } from "./count-cache";

const READ = `local g = redis.call('GET', KEYS[1]) or '0'
return {g, redis.call('GET', ARGV[1] .. g .. ':' .. ARGV[2])}`;

const KEEP = `if (redis.call('GET', KEYS[1]) or '0') == ARGV[3] then
  redis.call('SET', ARGV[1] .. ARGV[3] .. ':' .. ARGV[2], ARGV[4], 'PX', ARGV[5])
end
return 0`;

export function createRedisCountCache(
  redis: RedisCommands,
  { ttlMs, prefix }: { ttlMs: number; prefix: string },
): CountCache {
  const generationKey = `${prefix}generation`;
  return {
    async remember<T>(key: string, compute: () => Promise<T>, keep = true): Promise<T> {
      const [generation, cached] = (await redis.sendCommand([
        "EVAL",
        READ,
        "1",
        generationKey,
        prefix,
        key,
      ])) as [string, string | null];
      if (cached !== null) return JSON.parse(cached) as T;
      const value = await compute();
      if (keep && ttlMs > 0) {
        const text = JSON.stringify(value);
        await redis.sendCommand([
          "EVAL",
          KEEP,
          "1",
          generationKey,
          prefix,
          key,
          generation,
          text,
          String(ttlMs),
        ]);
      }
      return value;
    },
    async invalidate() {
      await redis.sendCommand(["INCR", generationKey]);
    },
  };
}
