/**
 * The Redis that instances share when REDIS_URL is set (docs/operators/scaling.md): sign-in
 * limits and list totals kept there hold across every instance behind the balancer. Stores
 * speak to it through one call, a command as words, so they depend on no client's typings.
 */
import { createClient } from "redis";

export interface RedisCommands {
  sendCommand(args: string[]): Promise<unknown>;
}

export interface RedisConnection extends RedisCommands {
  close(): Promise<void>;
}

/** Connected, or the reason it could not be within `timeoutMs`. */
export async function connectRedis(
  url: string,
  log: { warn(message: string): void },
  timeoutMs = 10_000,
): Promise<RedisConnection> {
  const client = createClient({ url, socket: { connectTimeout: timeoutMs } });
  // Lost connections are retried by the client; each failure is worth one line, not a crash.
  client.on("error", (error: Error) => log.warn(`Redis: ${error.message}`));
  await client.connect();
  return {
    sendCommand: (args) => client.sendCommand(args),
    async close() {
      await client.close();
    },
  };
}
