/**
 * Rate limits on the calls that guess or probe accounts: sign-in (its failures only),
 * forgot-password, resend, the availability check, registration and SSO. Each rule counts per
 * client IP and, where
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
import { retryParams } from "../http/errors";

export interface RateLimitStore {
  /** Counts one hit on `key` in its current window: the hits so far and the time left. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes back one hit on `key` in its current window, if it has one. */
  unhit(key: string): Promise<void>;
  /** Starts `key` over: its next hit opens a new window. */
  reset(key: string): Promise<void>;
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
    async unhit(key) {
      const window = windows.get(key);
      if (window && window.resetAt > now() && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
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

type AccountOf = (request: FastifyRequest) => string | undefined | Promise<string | undefined>;

interface Counter {
  key: string;
  rule: RateRule;
  kind: "ip" | "account";
}

async function countersOf(
  name: string,
  policy: RateLimitPolicy,
  request: FastifyRequest,
  account?: AccountOf,
): Promise<Counter[]> {
  const counters: Counter[] = [{ key: `${name}|ip|${request.ip}`, rule: policy.ip, kind: "ip" }];
  const named = policy.account && (await account?.(request));
  if (policy.account && named) {
    counters.push({
      key: `${name}|account|${accountKey(named)}`,
      rule: policy.account,
      kind: "account",
    });
  }
  return counters;
}

/** Counts the call on each counter; answers 429 with Retry-After once one is over its rule. */
async function countOrRefuse(
  store: RateLimitStore,
  counters: readonly Counter[],
  request: FastifyRequest,
  reply: FastifyReply,
) {
  for (const { key, rule } of counters) {
    const { count, resetInMs } = await store.hit(key, rule.windowMs);
    if (count > rule.max) {
      const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
      reply.header("retry-after", seconds);
      return sendError(reply, request, "TOO_MANY_REQUESTS", retryParams(seconds));
    }
  }
}

/**
 * A preHandler (after the body is parsed and validated) that counts the call and answers
 * 429 with Retry-After once a counter is over its rule.
 */
export function rateLimit(
  store: RateLimitStore,
  name: string,
  policy: RateLimitPolicy,
  account?: AccountOf,
): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) =>
    countOrRefuse(store, await countersOf(name, policy, request, account), request, reply);
}

/**
 * A limit on failures: every attempt is counted as it arrives, so a burst of guesses in
 * parallel is stopped at the rule like a series, and the route reports a success, which takes
 * the attempt back. Someone who signs in often (a shared workstation, a test) is never locked
 * out. A success starts the account's count over, but only takes its own hit off the
 * address's: one good account must not wipe out a guesser's count across the others.
 */
export function failureLimit(
  store: RateLimitStore,
  name: string,
  policy: RateLimitPolicy,
  account?: AccountOf,
): { preHandler: preHandlerAsyncHookHandler; succeeded(request: FastifyRequest): Promise<void> } {
  const counted = new WeakMap<FastifyRequest, Counter[]>();
  return {
    async preHandler(request, reply) {
      const counters = await countersOf(name, policy, request, account);
      counted.set(request, counters);
      return countOrRefuse(store, counters, request, reply);
    },
    async succeeded(request) {
      for (const { key, kind } of counted.get(request) ?? []) {
        await (kind === "account" ? store.reset(key) : store.unhit(key));
      }
    },
  };
}
