/**
 * Which failures mean "the database is out of reach" (503, try again) rather than a fault of
 * the server (500), by the marks the drivers give them, and the LISTEN feeds' reconnect
 * backoff. The real failures of a cut connection, and of a closed PGlite, are raised in
 * database-outage.db.test.ts.
 */
import { describe, expect, it } from "vitest";
import { FEED_TIMING, retryDelay } from "../../../src/server/db/change-feed";
import { isConnectionFailure } from "../../../src/server/db/connection-errors";

const failure = (message: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), fields);

describe("isConnectionFailure", () => {
  it.each([
    [
      "a refused connection",
      failure("connect ECONNREFUSED 127.0.0.1:5432", { code: "ECONNREFUSED" }),
    ],
    ["a reset connection", failure("read ECONNRESET", { code: "ECONNRESET" })],
    ["a write on a closed socket", failure("write EPIPE", { code: "EPIPE" })],
    ["an unknown host", failure("getaddrinfo ENOTFOUND db", { code: "ENOTFOUND" })],
    [
      "an administrator's terminate (57P01)",
      failure("terminating connection due to administrator command", { code: "57P01" }),
    ],
    [
      "a server starting up (57P03)",
      failure("the database system is starting up", { code: "57P03" }),
    ],
    ["a connection exception (08006)", failure("connection failure", { code: "08006" })],
    [
      "no connection slot left (53300)",
      failure("sorry, too many clients already", { code: "53300" }),
    ],
    ["pg's closed socket", failure("Connection terminated unexpectedly")],
    ["pg's dead client", failure("Client has encountered a connection error and is not queryable")],
    ["pg's connect timeout", failure("timeout expired")],
    [
      "pg-pool's connect timeout",
      failure("Connection terminated due to connection timeout", {
        cause: failure("timeout expired"),
      }),
    ],
    ["pg-pool's wait for a connection", failure("timeout exceeded when trying to connect")],
    [
      "a failure caused by one",
      failure("query failed", { cause: failure("read ECONNRESET", { code: "ECONNRESET" }) }),
    ],
    [
      "every address of a name refused",
      new AggregateError(
        [failure("a", { code: "ECONNREFUSED" }), failure("b", { code: "ECONNREFUSED" })],
        "",
      ),
    ],
  ])("%s is", (_name, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ["a unique violation", failure("duplicate key value", { code: "23505" })],
    ["a syntax error", failure('syntax error at or near "SELEC"', { code: "42601" })],
    [
      "a statement timeout (57014)",
      failure("canceling statement due to statement timeout", { code: "57014" }),
    ],
    ["a plain error", new Error("Cannot read properties of undefined")],
    ["a text mentioning a timeout", new Error("the import timeout expired for row 3")],
    [
      "an aggregate with another failure",
      new AggregateError([failure("a", { code: "ECONNREFUSED" }), new Error("b")], ""),
    ],
    ["no error at all", undefined],
    ["a string", "ECONNREFUSED"],
  ])("%s is not", (_name, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });
});

describe("retryDelay", () => {
  it("doubles from the first wait up to the longest", () => {
    const timing = { ...FEED_TIMING, firstRetryMs: 100, maxRetryMs: 1_000 };
    expect([0, 1, 2, 3, 4, 50, 5_000].map((attempt) => retryDelay(attempt, timing))).toEqual([
      100, 200, 400, 800, 1_000, 1_000, 1_000,
    ]);
  });
});
