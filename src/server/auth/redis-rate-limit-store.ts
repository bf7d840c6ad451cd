/**
 * The rate limits' counters (rate-limit.ts) in Redis, for several instances: ten failed
 * sign-ins count ten whichever instances they reach. Fixed windows as in memory: the first hit
 * opens the window (INCR, then PEXPIRE), each call one atomic script.
 */
import type { RedisCommands } from "../redis/redis-connection";
import type { RateLimitStore } from "./rate-limit";

const HIT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) left = tonumber(ARGV[1]) end
return {count, left}`;

const UNHIT = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export function createRedisRateLimitStore(redis: RedisCommands, prefix: string): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const [count, left] = (await redis.sendCommand([
        "EVAL",
        HIT,
        "1",
        prefix + key,
        String(windowMs),
      ])) as [number, number];
      return { count, resetInMs: left };
    },
    async unhit(key) {
      await redis.sendCommand(["EVAL", UNHIT, "1", prefix + key]);
    },
    async reset(key) {
      await redis.sendCommand(["DEL", prefix + key]);
    },
  };
}
