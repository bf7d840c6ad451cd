/**
 * Makes every failure a JSON `{ code, message, errors? }` in the caller's language: our own
 * AppErrors, Fastify's parser and validation errors, plugin errors (rate limit), a database
 * out of reach (503, try again later), and, last, anything unexpected — logged in full,
 * answered as a 500 without a stack trace.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isConnectionFailure } from "../db/connection-errors";
import { AppError, type ErrorCode, type ErrorParams, errorMessage, retryParams } from "./errors";
import { pickLocale } from "./locale";
import { validationMessage } from "./validation-messages";

const FASTIFY_CODES: Record<string, (error: FastifyError, request: FastifyRequest) => AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (_error, request) =>
    new AppError("BODY_TOO_LARGE", { limit: request.routeOptions.bodyLimit }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (_error, request) =>
    new AppError("UNSUPPORTED_MEDIA_TYPE", { type: request.headers["content-type"] ?? "?" }),
  FST_ERR_CTP_INVALID_JSON_BODY: () => new AppError("INVALID_JSON"),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new AppError("INVALID_JSON"),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new AppError("BAD_REQUEST", { detail: "Content-Length" }),
};

function toAppError(error: FastifyError, request: FastifyRequest): AppError | null {
  if (error instanceof AppError) return error;
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return known(error, request);
  if (error.validation) {
    // A Map: the caller names the fields, and `toString` or `__proto__` is no list of errors.
    const fields = new Map<string, string[]>();
    const locale = pickLocale(request.headers);
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, "") || String(issue.params?.missingProperty ?? "");
      const key = field || "_";
      fields.set(key, [...(fields.get(key) ?? []), validationMessage(issue, locale)]);
    }
    // The fields with what is wrong with each, in the caller's language (Ajv speaks English).
    const detail = [...fields].map(([field, messages]) => `${field} ${messages.join(", ")}`);
    return new AppError("BAD_REQUEST", { detail: detail.join("; ") }, Object.fromEntries(fields));
  }
  if (error.statusCode === 429) {
    const seconds = Math.ceil(Number(error.message.match(/\d+/)?.[0] ?? 60));
    return new AppError("TOO_MANY_REQUESTS", retryParams(seconds));
  }
  return null;
}

/** Seconds to wait before trying again (Retry-After), for failures that pass by themselves. */
export const RETRY_AFTER_SECONDS: Partial<Record<ErrorCode, number>> = { DATABASE_UNAVAILABLE: 5 };

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  params: ErrorParams = {},
  errors?: Record<string, string[]>,
  /** What the caller needs to act on the error, e.g. both versions of a conflicting record. */
  data?: unknown,
) {
  const error = new AppError(code, params, errors);
  const wait = RETRY_AFTER_SECONDS[code];
  if (wait) reply.header("retry-after", String(wait));
  return reply.status(error.status).send({
    code,
    message: errorMessage(code, pickLocale(request.headers), params),
    ...(errors ? { errors } : {}),
    ...(data === undefined ? {} : { data }),
  });
}

/** Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code: ErrorCode =
    error.code === "FST_ERR_MAX_PARAM_LENGTH" ? "URI_TOO_LONG" : "BAD_REQUEST";
  return sendError(reply, request, code, { detail: "URL" });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error, request);
    if (known) {
      request.log.info({ code: known.code }, known.message);
      return sendError(reply, request, known.code, known.params, known.errors);
    }
    if (isConnectionFailure(error)) {
      request.log.warn(`database out of reach: ${error.message}`);
      return sendError(reply, request, "DATABASE_UNAVAILABLE");
    }
    request.log.error({ err: error }, "unexpected error");
    return sendError(reply, request, "INTERNAL", { requestId: request.id });
  });
}
