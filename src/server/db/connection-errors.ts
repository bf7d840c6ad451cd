/**
 * Tells a lost or refused database connection from every other failure: the database (or the
 * way to it) is away for a while, so the caller hears 503 and tries again, instead of a 500
 * about a fault in the server. Drivers mark these failures in three ways: a socket error code,
 * a SQLSTATE, or, for the failures pg and pg-pool raise themselves, only a message.
 */

const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * Class 08 (connection exception), 57P01–57P03 (the server shuts down, crashed or is starting
 * or recovering), 53300 (no connection slot left).
 */
const SERVER_STATES = /^(08...|57P0[123]|53300)$/;

const DRIVER_MESSAGES = [
  // pg: the socket closed under a query, or a query was sent on a dead client.
  /^Connection terminated/,
  /is not queryable$/,
  // pg's own connect timeout and pg-pool's wait for a connection.
  /^timeout expired$/,
  /^timeout exceeded when trying to connect$/,
  // PGlite after close or a fatal error.
  /^PGlite is clos(ed|ing)$/,
];

interface Failure {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  const { code, message, cause, errors } = error as Failure;
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SERVER_STATES.test(code))) return true;
  if (typeof message === "string" && DRIVER_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  // Connecting to a name with several addresses fails with one error per address.
  if (Array.isArray(errors) && errors.length > 0)
    return errors.every((each) => isConnectionFailure(each, depth + 1));
  return isConnectionFailure(cause, depth + 1);
}
