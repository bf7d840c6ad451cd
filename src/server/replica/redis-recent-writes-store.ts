/**
 * The recent writers (recent-writes-store.ts) in Redis, for several instances: one key per
 * author that Redis itself expires when the read-your-writes window ends.
 */
import type { RedisCommands } from "../redis/redis-connection";
import type { RecentWritesStore } from "./recent-writes-store";

export function createRedisRecentWritesStore(
  redis: RedisCommands,
  { windowMs, prefix }: { windowMs: number; prefix: string },
): RecentWritesStore {
  return {
    async mark(userId) {
      if (windowMs <= 0) return;
      await redis.sendCommand(["SET", `${prefix}${userId}`, "1", "PX", String(windowMs)]);
    },
    async wroteRecently(userId) {
      return (await redis.sendCommand(["EXISTS", `${prefix}${userId}`])) === 1;
    },
  };
}
