/**
 * Rate limits on the calls that guess or probe accounts: sign-in, forgot-password, resend,
 * the availability check, registration and SSO. Each rule counts per client IP and, where
 * the call names an account, per account too. Counters are keyed by the rule's name (never
 * by the request path, so `/api/LOGIN/` or `//login` cannot open a fresh counter) and by the
 * account the call names, as the route resolves it: the account itself where the name belongs
 * to one (account-counter.ts), else the name in one canonical form (trimmed, NFKC, lower
 * case), so `Ani@X.id ` and `ani@x.id` share one.
 *
 * The counters sit behind `RateLimitStore`: in this process now, Redis (INCR + PEXPIRE)
 * when several instances share the load.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { sendError } from "../http/error-handler";

export interface RateLimitStore {
  /** Counts one hit on `key` in its current window: the hits so far and the time left. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
}

/** Fixed windows in a Map; expired windows are swept as the map grows. */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return {
    async hit(key, windowMs) {
      const time = now();
      if (time >= nextSweep) {
        for (const [stale, window] of windows) if (window.resetAt <= time) windows.delete(stale);
        nextSweep = time + 60_000;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - time };
    },
  };
}

export interface RateRule {
  max: number;
  windowMs: number;
}

export interface RateLimitPolicy {
  ip: RateRule;
  account?: RateRule;
}

const MINUTE = 60_000;

export const RATE_LIMITS = {
  login: { ip: { max: 100, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  forgotPassword: {
    ip: { max: 20, windowMs: 60 * MINUTE },
    account: { max: 3, windowMs: 60 * MINUTE },
  },
  resendVerification: {
    ip: { max: 20, windowMs: 60 * MINUTE },
    account: { max: 3, windowMs: 60 * MINUTE },
  },
  availability: {
    ip: { max: 60, windowMs: 10 * MINUTE },
    account: { max: 20, windowMs: 10 * MINUTE },
  },
  register: { ip: { max: 20, windowMs: 60 * MINUTE } },
  changePassword: { ip: { max: 20, windowMs: 15 * MINUTE } },
  sso: { ip: { max: 60, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimits = Record<keyof typeof RATE_LIMITS, RateLimitPolicy>;

/** One canonical spelling of an account name, so letter case or spaces open no new counter. */
export function accountKey(value: string): string {
  return value.normalize("NFKC").trim().toLowerCase();
}

/**
 * A preHandler (after the body is parsed and validated) that counts the call and answers
 * 429 with Retry-After once a counter is over its rule.
 */
export function rateLimit(
  store: RateLimitStore,
  name: string,
  policy: RateLimitPolicy,
  account?: (request: FastifyRequest) => string | undefined | Promise<string | undefined>,
): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const counters: [string, RateRule][] = [[`${name}|ip|${request.ip}`, policy.ip]];
    const named = policy.account && (await account?.(request));
    if (policy.account && named) {
      counters.push([`${name}|account|${accountKey(named)}`, policy.account]);
    }
    for (const [key, rule] of counters) {
      const { count, resetInMs } = await store.hit(key, rule.windowMs);
      if (count > rule.max) {
        const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
        reply.header("retry-after", seconds);
        return sendError(reply, request, "TOO_MANY_REQUESTS", { seconds });
      }
    }
  };
}
