/**
 * The configured capability a widget call names in its path (a mapping, a table input), if
 * it exists and the caller holds `<verb>-<its resource>`; otherwise the call is answered
 * (404 for an unknown name, 403 naming the missing permission).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { type LocalText, pickText } from "../../schema/local-text";
import { hasPermission } from "../../schema/permissions";
import type { SessionUser } from "../access/session-user";
import { sendError } from "../http/error-handler";
import { pickLocale } from "../http/locale";

export function capabilityFor<T extends { resource: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  def: T | undefined,
  verb: "read" | "update",
): { def: T; user: SessionUser } | undefined {
  const user = request.user;
  if (!def || !user) {
    void sendError(reply, request, "NOT_FOUND", { path: request.url.split("?")[0] ?? "" });
    return undefined;
  }
  const permission = `${verb}-${def.resource}`;
  if (!hasPermission(user, permission)) {
    void sendError(reply, request, "FORBIDDEN", { permission });
    return undefined;
  }
  return { def, user };
}

/** 404 for a record the widget call names that is missing or outside the caller's scope. */
export function recordNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  title: LocalText,
  id: number,
) {
  return sendError(reply, request, "RECORD_NOT_FOUND", {
    title: pickText(title, pickLocale(request.headers)),
    id,
  });
}
