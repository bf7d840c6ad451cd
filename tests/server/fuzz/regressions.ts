/**
 * Requests the fuzzer once found answered wrongly, kept as they were sent and replayed on every
 * run (api-fuzz.db.test.ts) with the same invariants. Add a failing request here as fast-check
 * prints it (its counterexample), with what it found.
 */
import type { FuzzRequest } from "./request-arbitrary";

export interface Regression {
  /** What the request found (the case's name). */
  found: string;
  request: FuzzRequest;
}

/** JSON nested `depth` levels: arrays, or objects. */
const deepArray = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** Presences the demo's field staff posts from the app for their project (id 1). */
const presences = (record: string): FuzzRequest => ({
  caller: "restricted",
  method: "POST",
  url: "/api/mobile/presences",
  headers: { "content-language": "en", "content-type": "application/json" },
  payload: `{"project_id":1,"records":[${record}]}`,
});

/** A form the multipart parser cannot read, posted by the super-admin. */
const brokenForm = (url: string, type: string, payload: string): FuzzRequest => ({
  caller: "super-admin",
  method: "POST",
  url,
  headers: { "content-language": "en", "content-type": type },
  payload,
});
const CUT_SHORT = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc';

const asRoot = (url: string): FuzzRequest => ({
  caller: "super-admin",
  method: "GET",
  url,
  headers: { "content-language": "en" },
});

export const REGRESSIONS: readonly Regression[] = [
  {
    found: "a list range bound past its smallint column was a 500 (PostgreSQL 22003)",
    request: asRoot(
      "/api/m-skills/list?page=1&limit=1&sort_by=code&sort=ASC&active_from=-32769&active_to=0",
    ),
  },
  {
    found: "a query key named toString failing its schema made the error handler throw: a bare 500",
    request: asRoot("/api/mapping/user-departments/495/list?toString=x"),
  },
  {
    found:
      "a query key named __proto__ failing its schema made the error handler throw: a bare 500",
    request: asRoot("/api/mapping/user-departments/495/list?__proto__=x"),
  },
  {
    found: "a dataset filter on a timestamp with a value that is no time was a 500 (22007)",
    request: asRoot("/api/m-blood-types/dataset?search=%3Aid&limit=736&updated_at=-1e%2B308"),
  },
  {
    found: "a dataset filter past its smallint column was a 500 (22003)",
    request: asRoot("/api/m-skills/dataset?active=99999"),
  },
  {
    found: "a dataset filter on a date with a day that does not exist was a 500 (22008)",
    request: asRoot("/api/employee/dataset?birth_date=2024-02-30"),
  },
  {
    found: "a presence record nested 100,000 arrays deep overflowed the stack when stored: a 500",
    request: presences(`{"qr_card_number":"X","a":${deepArray(100_000)}}`),
  },
  {
    found: "a presence record nested 20,000 objects deep overflowed the stack when stored: a 500",
    request: presences(deepObject(20_000)),
  },
  {
    found: "an upload marked multipart without a boundary was a 500 (the parser's plain Error)",
    request: brokenForm(
      "/api/employee-certification-documents/upload",
      "multipart/form-data",
      "garbage",
    ),
  },
  {
    found: "an import whose multipart body ends inside its file part was a 500",
    request: brokenForm("/api/m-skills/import", "multipart/form-data; boundary=x", CUT_SHORT),
  },
  {
    found: "an upload with an empty multipart boundary was a 500",
    request: brokenForm(
      "/api/employee-certification-documents/upload",
      "multipart/form-data; boundary=",
      "--\r\n",
    ),
  },
];
