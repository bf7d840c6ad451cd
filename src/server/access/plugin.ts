/**
 * The API's gate. Every request's bearer token is resolved to `request.user`; every route
 * needs one unless its config says `public: true` (health, sign-in, registration…).
 * Unknown addresses still answer 404, so the gate does not hide typos behind 401s.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasPermission } from "../../schema/permissions";
import { sendError } from "../http/error-handler";
import type { SessionStore } from "./session-store";
import type { SessionUser } from "./session-user";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Open to callers without a session. */
    public?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Adds the gate to `scope` (the `/api` scope): routes registered in it inherit the hook. */
export function registerAccessGate(scope: FastifyInstance, sessions: SessionStore) {
  scope.decorateRequest("user", null);
  scope.addHook("onRequest", async (request, reply) => {
    const token = bearerToken(request);
    request.user = token ? await sessions.resolve(token) : null;
    if (request.user || request.is404 || request.routeOptions.config.public) return;
    return sendError(reply, request, "UNAUTHENTICATED");
  });
}

/** A preHandler that lets through only callers holding every named permission. */
export function requirePermission(...names: string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const missing = names.find((name) => !hasPermission(request.user, name));
    if (missing) return sendError(reply, request, "FORBIDDEN", { permission: missing });
  };
}
