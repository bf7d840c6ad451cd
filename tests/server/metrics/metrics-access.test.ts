/** Who may read `GET /metrics`: the token when one is set, else this machine, not via a proxy. */
import { describe, expect, it } from "vitest";
import { isLoopback, metricsRefusal } from "../../../src/server/metrics/metrics-access";

const TOKEN = "0123456789abcdef-metrics";

const caller = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ headers, socket: { remoteAddress } }) as unknown as Parameters<typeof metricsRefusal>[1];

describe("isLoopback", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.255.0.9", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["128.0.0.1", false],
    ["10.0.0.1", false],
    ["::ffff:10.0.0.1", false],
    ["::2", false],
    ["fe80::1", false],
    [undefined, false],
  ])("%s: %s", (address, loopback) => {
    expect(isLoopback(address)).toBe(loopback);
  });
});

describe("metricsRefusal", () => {
  it.each([
    ["a local caller, no token set", undefined, caller("127.0.0.1"), undefined],
    ["a remote caller, no token set", undefined, caller("192.0.2.1"), "METRICS_LOCAL_ONLY"],
    [
      "a local proxy's caller, no token set",
      undefined,
      caller("127.0.0.1", { "x-real-ip": "192.0.2.1" }),
      "METRICS_LOCAL_ONLY",
    ],
    ["the token", TOKEN, caller("192.0.2.1", { authorization: `Bearer ${TOKEN}` }), undefined],
    [
      "the token, any case",
      TOKEN,
      caller("192.0.2.1", { authorization: `bearer ${TOKEN}` }),
      undefined,
    ],
    ["no token, locally", TOKEN, caller("127.0.0.1"), "METRICS_TOKEN_REQUIRED"],
    [
      "a prefix of the token",
      TOKEN,
      caller("127.0.0.1", { authorization: "Bearer 0123" }),
      "METRICS_TOKEN_REQUIRED",
    ],
    [
      "the bare token",
      TOKEN,
      caller("127.0.0.1", { authorization: TOKEN }),
      "METRICS_TOKEN_REQUIRED",
    ],
    [
      "another scheme",
      TOKEN,
      caller("127.0.0.1", { authorization: `Basic ${TOKEN}` }),
      "METRICS_TOKEN_REQUIRED",
    ],
  ])("%s", (_case, token, request, refusal) => {
    expect(metricsRefusal(token, request)).toBe(refusal);
  });
});
