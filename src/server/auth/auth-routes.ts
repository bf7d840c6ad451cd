/**
 * The auth domain under `/api`: sign-in and session, self-registration and password reset,
 * sharing one context and one set of rate-limit counters. (Account approval takes the
 * approval screen's transitions: it is account-approval/, registered beside the screens.)
 */
import type { FastifyPluginAsync } from "fastify";
import type { AuthContext } from "./auth-context";
import { prepareDummyHash } from "./check-credentials";
import { loginRoutes } from "./login-routes";
import { passwordRoutes } from "./password-routes";
import { RATE_LIMITS, type RateLimitStore, type RateLimits } from "./rate-limit";
import { registrationRoutes } from "./registration-routes";

export interface AuthPluginOptions {
  ctx: AuthContext;
  store: RateLimitStore;
  limits?: RateLimits;
}

export const authPlugin: FastifyPluginAsync<AuthPluginOptions> = async (
  app,
  { ctx, store, limits = RATE_LIMITS },
) => {
  void prepareDummyHash();
  const options = { ctx, store, limits };
  await app.register(loginRoutes, options);
  await app.register(registrationRoutes, options);
  await app.register(passwordRoutes, options);
};
