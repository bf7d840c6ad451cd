/**
 * The fuzzer's oracle catches what it is for — a 5xx, a refusal that is not JSON, a stack
 * frame, a source path, SQL and PostgreSQL text, a stored secret, a hidden field, a write after
 * a refusal — and does not take the request's own text, quoted back, for a leak.
 */
import { describe, expect, it } from "vitest";
import { type Answer, answerViolations, type Oracle } from "./answer-invariants";
import type { FuzzRequest } from "./request-arbitrary";
import type { LoggedWrite } from "./write-log";

const request: FuzzRequest = {
  caller: "super-admin",
  method: "GET",
  url: "/api/devices/list?sort_by=x",
  headers: {},
};
const oracle: Oracle = { hiddenFields: new Set(["key_hash"]), secretValues: ["a".repeat(64)] };
const json = (status: number, body: unknown): Answer => ({
  status,
  contentType: "application/json; charset=utf-8",
  body: JSON.stringify(body),
});
const refusal = (message: string) => json(400, { code: "BAD_REQUEST", message });

describe("answerViolations", () => {
  it.each<[string, Answer, string]>([
    ["a 5xx", json(500, { code: "INTERNAL", message: "x" }), "status 500"],
    [
      "a refusal that is not JSON",
      { status: 404, contentType: "text/html", body: "<h1>" },
      "not { code",
    ],
    ["a stack frame", refusal("boom\n    at run (/srv/app/lib/x.js:12:5)"), "a stack frame"],
    ["a source path", refusal("failed in /work/main/src/server/app.ts"), "a source path"],
    ["node_modules", refusal("in node_modules/pg/lib/client.js"), "a source path"],
    ["SQL text", refusal('select "id" from "users" where 1'), "SQL text"],
    ["an insert", refusal("INSERT INTO audit_log VALUES"), "SQL text"],
    ["a PostgreSQL message", refusal('column "zz" does not exist'), "a PostgreSQL message"],
    ["a syntax error", refusal('syntax error at or near "\'"'), "a PostgreSQL message"],
    ["a stored secret", json(200, { data: [{ note: "a".repeat(64) }] }), "a stored secret"],
    ["a hidden field in a list", json(200, { data: [{ id: 1, key_hash: null }] }), "hidden fields"],
    ["a hidden field in a record", json(200, { data: { id: 1, key_hash: "x" } }), "hidden fields"],
    [
      "a hidden field in a conflict",
      json(409, { code: "RECORD_CHANGED", message: "x", data: { current: { key_hash: 1 } } }),
      "hidden fields",
    ],
    [
      "a hidden field in a history",
      json(200, { data: [{ id: 1, changes: [{ field: "key_hash" }] }] }),
      "hidden fields",
    ],
  ])("flags %s", (_name, answer, expected) => {
    expect(answerViolations(request, answer, oracle, []).join("; ")).toContain(expected);
  });

  it("flags a row changed by a refused call, not a session's last use or a search copy", () => {
    const written: LoggedWrite = { table: "m_skills", op: "INSERT", columns: null };
    const copied: LoggedWrite = {
      table: "mandor_values_employees_1a",
      op: "INSERT",
      columns: null,
    };
    const touched: LoggedWrite = {
      table: "sessions",
      op: "UPDATE",
      columns: ["last_seen_at", "updated_at"],
    };
    expect(answerViolations(request, refusal("no"), oracle, [written, touched])).toEqual([
      "a refused call changed the database: INSERT m_skills",
    ]);
    expect(answerViolations(request, refusal("no"), oracle, [touched, copied])).toEqual([]);
    expect(answerViolations(request, json(200, { data: [] }), oracle, [written])).toEqual([]);
  });

  it("flags mail queued by a refused call, not the mail sender's work meanwhile", () => {
    const mail = (op: LoggedWrite["op"]): LoggedWrite => ({
      table: "mail_outbox",
      op,
      columns: null,
    });
    expect(
      answerViolations(request, refusal("no"), oracle, [mail("UPDATE"), mail("DELETE")]),
    ).toEqual([]);
    expect(answerViolations(request, refusal("no"), oracle, [mail("INSERT")])).toEqual([
      "a refused call changed the database: INSERT mail_outbox",
    ]);
  });

  it("takes text the request sent, quoted back, for no leak", () => {
    const asked = {
      ...request,
      url: "/api/devices/list?sort_by=1%27%20union%20select%20x%20from%20users",
    };
    const answer = refusal('sort_by "1\' UNION SELECT X FROM USERS": sort by one of id, name');
    expect(answerViolations(asked, answer, oracle, [])).toEqual([]);
  });

  it("passes a clean answer", () => {
    expect(
      answerViolations(request, json(200, { data: [{ id: 1, name: "Juru Las" }] }), oracle, []),
    ).toEqual([]);
  });
});
