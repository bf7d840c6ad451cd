/**
 * Who may read `GET /metrics`: with METRICS_TOKEN set, whoever sends it as a bearer token;
 * without one, only a caller on this machine. A request that names a forwarded client came
 * through a proxy, whatever its socket says, so it is not taken for a local one: a proxy on the
 * same host would otherwise open the metrics to everyone it serves.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { isIPv4 } from "node:net";
import type { FastifyRequest } from "fastify";
import type { ErrorCode } from "../http/errors";

const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"];

/** Why the caller may not read the metrics, or undefined when it may. */
export function metricsRefusal(
  token: string | undefined,
  request: Pick<FastifyRequest, "headers" | "socket">,
): ErrorCode | undefined {
  if (token !== undefined) {
    return sameSecret(bearerOf(request.headers.authorization), token)
      ? undefined
      : "METRICS_TOKEN_REQUIRED";
  }
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  return !forwarded && isLoopback(request.socket.remoteAddress) ? undefined : "METRICS_LOCAL_ONLY";
}

function bearerOf(header: string | undefined): string {
  const match = /^Bearer +(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? "";
}

/** Compared as digests of equal length, in time that does not depend on where they differ. */
function sameSecret(given: string, token: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** 127.0.0.0/8 and ::1, also as an IPv4-mapped IPv6 address (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.replace(/^::ffff:/i, "");
  return isIPv4(v4) ? v4.startsWith("127.") : address === "::1";
}
