/** The report of a stop that overran: what it waited for, the open requests, the rest. */
import { describe, expect, it } from "vitest";
import { type ShutdownState, shutdownReport } from "../../../src/server/shutdown/shutdown-report";

const base: ShutdownState = {
  deadlineMs: 10_000,
  step: undefined,
  requests: [],
  resources: [],
  droppedLogLines: 0,
  now: 100_000,
};

describe("shutdownReport", () => {
  it.each<[string, Partial<ShutdownState>, string]>([
    ["nothing known", {}, "Mandor did not stop within 10 s; exiting with code 1.\n"],
    [
      "requests in flight",
      {
        step: "app",
        requests: [
          { method: "POST", path: "/api/m-skills/create", startedAt: 88_000 },
          { method: "GET", path: "/api/dashboard-events", startedAt: 40_200 },
        ],
        resources: ["TCPServerWrap", "TCPSocketWrap", "Timeout", "TCPSocketWrap"],
      },
      [
        "Mandor did not stop within 10 s while waiting for the HTTP server to close (requests in flight, then its close hooks such as queued mail); exiting with code 1.",
        "Requests still open: POST /api/m-skills/create (open 12 s), GET /api/dashboard-events (open 60 s)",
        "Still open in the process: TCPServerWrap, 2 TCPSocketWrap, Timeout",
        "",
      ].join("\n"),
    ],
    [
      "the database with log lines lost",
      { step: "database", resources: ["FSReqCallback"], droppedLogLines: 3 },
      [
        "Mandor did not stop within 10 s while waiting for the database to close; exiting with code 1.",
        "Still open in the process: FSReqCallback",
        "3 log lines were dropped because standard output was not being read.",
        "",
      ].join("\n"),
    ],
  ])("%s", (_, state, expected) => {
    expect(shutdownReport({ ...base, ...state }, 1)).toBe(expected);
  });
});
