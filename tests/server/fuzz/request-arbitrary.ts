/**
 * Concrete requests drawn from the request model: a route (each as often as the others,
 * whatever the number of screens behind it), then a caller, path parameters (known values, schema values or
 * hostile text), a variant of the path (case, slashes, dot segments, escapes), a query string
 * (the schema's with mutations, unknown sort and filter columns, prototype keys, malformed
 * escapes) and a body (the schema's with mutations, or broken JSON, or another content type).
 * A request is plain data, so a failing one prints as a line to keep in regressions.ts.
 */
import fc from "fast-check";
import {
  asText,
  HOSTILE_KEYS,
  hostileText,
  hostileValue,
  Nested,
  objectWith,
  Repeated,
  toJson,
} from "./hostile-values";
import { fuzzedValue, type JsonSchema, validValue } from "./json-schema-arbitrary";
import { type Operation, pathParams } from "./operation";
import type { ParamPool } from "./param-pool";

export const CALLERS = ["super-admin", "restricted", "anonymous", "forged"] as const;
export type CallerName = (typeof CALLERS)[number];

export interface FuzzRequest {
  caller: CallerName;
  method: string;
  /** Path and query, escaped as sent. */
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const CALLER_WEIGHTS: Record<CallerName, number> = {
  "super-admin": 5,
  restricted: 4,
  anonymous: 1,
  forged: 1,
};
const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/**
 * Routes that hash a password on every call (scrypt, a second or more by design, even for a
 * refusal) are drawn a quarter as often as the others, to keep the run short.
 */
const PASSWORD_HASHING = new Set([
  "POST /api/login",
  "POST /api/register",
  "POST /api/user-register-role",
  "POST /api/change-password",
]);
/** Escaped text as it may arrive in a URL: broken escapes, encoded separators, long segments. */
const RAW_URL_PARTS = [
  "%00",
  "%ZZ",
  "%",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%AF",
  "..",
  "%2e%2e",
  "%2F",
  "a%2Fb",
  ";x=1",
  "%20",
  "+",
  "x".repeat(101),
  "9".repeat(30),
];
const BROKEN_JSON = [
  '{"a":',
  "{'a':1}",
  "[1,]",
  "NaN",
  "\u0000",
  '{"a":1}garbage',
  '{"id":1,"id":{"$gt":0}}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  "null",
  "[]",
  '"x"',
  "1",
];
/** A multipart upload of one part, as a browser sends a file. */
function multipart(
  field: string,
  filename: string,
  type: string,
  content: string,
): [string, string] {
  const part = `--fuzz\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--fuzz--\r\n`;
  return ["multipart/form-data; boundary=fuzz", part];
}
const FILE_BODIES: [string, string][] = [
  multipart("file", "../../etc/passwd", "application/pdf", "%PDF-1.4\n%%EOF"),
  multipart("file", "a\u0000.pdf", "application/pdf", "%PDF-1.4\n%%EOF"),
  multipart("file", `${"n".repeat(300)}.csv`, "text/csv", "code,name\nX,'; DROP TABLE users; --"),
  multipart("file", 'a".png', "image/png", "<script>alert(1)</script>"),
  multipart(
    "file",
    "ü😀.xlsx",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "PK\u0003\u0004",
  ),
  multipart("file", "empty.csv", "text/csv", ""),
  multipart("__proto__", "x.csv", "text/csv", "a\n1"),
];
/** What a forged or mangled Authorization header holds. */
const FORGED_TOKENS = [
  "Bearer ' OR '1'='1",
  "Bearer ",
  "Bearer",
  "Basic YWRtaW46YWRtaW4=",
  `Bearer ${"a".repeat(5_000)}`,
  "bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.",
  "Bearer \\x00",
];
const OTHER_BODIES: [string, string][] = [
  ["text/plain", '{"a":1}'],
  ["application/x-www-form-urlencoded", "a=1&__proto__[admin]=1"],
  [
    "multipart/form-data; boundary=x",
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  ],
  ["multipart/form-data", "garbage"],
  ["application/xml", "<a/>"],
  ["application/json; charset=utf-16", '{"a":1}'],
  ["", '{"a":1}'],
];

/** Escapes text for a URL; an unpaired surrogate, which has no UTF-8, as its raw bytes would. */
export function escapeText(text: string): string {
  return [...text]
    .map((char) => (char.isWellFormed() ? encodeURIComponent(char) : "%ED%A0%80"))
    .join("");
}

function pick<T>(values: readonly T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return values.length > 0 ? fc.constantFrom(...values) : fallback;
}

/** One path parameter: the operation's own value, a known one, a schema value or hostile text. */
function paramText(
  name: string,
  schema: JsonSchema,
  operation: Operation,
  pool: ParamPool,
): fc.Arbitrary<string> {
  const known = pool
    .values(name, operation.bound)
    .filter((value) => (schema.type === "integer" ? typeof value === "number" : true));
  const fitting = operation.bound[name]
    ? fc.constant(operation.bound[name] as string)
    : pick(known.map(String), validValue(schema).map(asText));
  return fc.oneof(
    { weight: 12, arbitrary: fitting.map(escapeText) },
    { weight: 1, arbitrary: validValue(schema).map((value) => escapeText(asText(value))) },
    { weight: 1, arbitrary: hostileText.map(escapeText) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
  );
}

const PATH_VARIANTS: ((path: string) => string)[] = [
  (path) => path.toUpperCase(),
  (path) => path.replace(/\/([a-z])/g, (_, letter: string) => `/${letter.toUpperCase()}`),
  (path) => `${path}/`,
  (path) => path.replaceAll("/", "//"),
  (path) => path.replace(/^\/api\//, "/api/./"),
  (path) => path.replace(/^\/api\//, "/api/zz/../"),
  (path) =>
    path.replace(/^\/api\/(.)/, (_, first: string) => `/api/%${first.charCodeAt(0).toString(16)}`),
  (path) => `${path};jsessionid=1`,
  (path) => path.replace(/^\/api/, ""),
];

function pathArbitrary(operation: Operation, pool: ParamPool): fc.Arbitrary<string> {
  const names = pathParams(operation.path);
  const values = names.map((name) =>
    paramText(name, operation.params[name] ?? { type: "string" }, operation, pool),
  );
  const variant = fc.oneof(
    { weight: 12, arbitrary: fc.constant((path: string) => path) },
    { weight: 3, arbitrary: fc.constantFrom(...PATH_VARIANTS) },
  );
  return fc.tuple(fc.tuple(...values), variant).map(([texts, vary]) => {
    const filled = names.reduce(
      (path, name, index) =>
        name === "*"
          ? path.replace(/\*$/, texts[index] ?? "")
          : path.replace(`:${name}`, texts[index] ?? ""),
      operation.path,
    );
    return vary(filled);
  });
}

/** A query value as `key=value` pairs: a list repeats its key. */
function queryPairs(value: unknown): [string, string][] {
  if (value === undefined) return [];
  if (!value || typeof value !== "object" || value instanceof Nested || value instanceof Repeated) {
    return [[asText(value), ""]];
  }
  if (Array.isArray(value)) return [[toJson(value), ""]];
  return Object.entries(value).flatMap(([key, item]) =>
    Array.isArray(item)
      ? item.map((element): [string, string] => [key, asText(element)])
      : [[key, asText(item)]],
  );
}

function extraQuery(columns: string[]): fc.Arbitrary<string> {
  const column = fc.constantFrom(...columns, ...HOSTILE_KEYS).map(escapeText);
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant("") },
    { weight: 2, arbitrary: column.map((name) => `sort_by=${name}`) },
    {
      weight: 4,
      arbitrary: fc.tuple(column, hostileText).map(([name, text]) => `${name}=${escapeText(text)}`),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "__proto__=x",
        "__proto__[admin]=1",
        "constructor[prototype][admin]=1",
        "a[]=1&a[]=2",
        "%ZZ=1",
        "x=%ED%A0%80",
        "x=%00",
        "page=0",
        "page=1&page=2",
        "limit=1000000",
        "sort=sideways",
        `search=${"x".repeat(5_000)}`,
        "format=pdf",
        "&&=&",
      ),
    },
  );
}

function queryArbitrary(operation: Operation, pool: ParamPool): fc.Arbitrary<string> {
  const schema = operation.query;
  const fromSchema = schema
    ? fc.oneof(
        { weight: 6, arbitrary: fuzzedValue(schema) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.constant(undefined);
  return fc
    .tuple(fromSchema, extraQuery(pool.columns(operation.bound.endpoint)))
    .map(([value, extra]) => {
      const pairs = queryPairs(value).map(
        ([key, text]) => `${escapeText(key)}${text === "" ? "" : `=${escapeText(text)}`}`,
      );
      const parts = [...pairs, ...(extra ? [extra] : [])];
      return parts.length > 0 ? `?${parts.join("&")}` : "";
    });
}

/**
 * The body's value, with real keys often put in: an update's or delete's record and version,
 * ids of rows that exist in key columns (`project_id`), so that calls get past "not found".
 */
function bodyValue(operation: Operation, pool: ParamPool): fc.Arbitrary<unknown> {
  const value = operation.body ? fuzzedValue(operation.body) : hostileValue;
  const records = pool.records(operation.bound.endpoint);
  const record =
    records.length > 0 ? fc.option(fc.constantFrom(...records), { freq: 2 }) : fc.constant(null);
  const picks = fc.array(fc.nat(), { minLength: 8, maxLength: 8 });
  return fc.tuple(value, record, picks).map(([body, known, pick]) => {
    if (!body || typeof body !== "object" || Array.isArray(body)) return body;
    const entries = Object.entries(body).map(([key, item], index): [string, unknown] => {
      const ids = key.endsWith("_id") ? pool.keys(key) : [];
      const chosen = pick[index % pick.length] ?? 1;
      return ids.length > 0 && chosen % 2 === 0 ? [key, ids[chosen % ids.length]] : [key, item];
    });
    return objectWith([...entries, ...(known && "id" in body ? Object.entries(known) : [])]);
  });
}

interface Body {
  headers: Record<string, string>;
  payload?: string;
}

function bodyArbitrary(operation: Operation, pool: ParamPool): fc.Arbitrary<Body> {
  const json = { "content-type": "application/json" };
  const asJson = (payload: string): Body => ({ headers: json, payload });
  const other = ([type, payload]: [string, string]): Body => ({
    headers: type ? { "content-type": type } : {},
    payload,
  });
  return fc.oneof(
    { weight: 12, arbitrary: bodyValue(operation, pool).map((value) => asJson(toJson(value))) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON).map(asJson) },
    { weight: 1, arbitrary: fc.constant(asJson("")) },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER_BODIES).map(other) },
    { weight: 1, arbitrary: fc.constantFrom(...FILE_BODIES).map(other) },
  );
}

function operationRequest(operation: Operation, pool: ParamPool): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    { weight: 15, arbitrary: fc.constant(operation.method) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"),
    },
  );
  const caller = fc.oneof(
    ...CALLERS.map((name) => ({ weight: CALLER_WEIGHTS[name], arbitrary: fc.constant(name) })),
  );
  return fc
    .tuple(
      caller,
      method,
      pathArbitrary(operation, pool),
      queryArbitrary(operation, pool),
      bodyArbitrary(operation, pool),
      fc.constantFrom("id", "en"),
      fc.constantFrom(...FORGED_TOKENS),
    )
    .map(([who, verb, path, query, body, locale, forged]) => ({
      caller: who,
      method: verb,
      url: `${path}${query}`,
      headers: {
        "content-language": locale,
        ...(who === "forged" ? { authorization: forged } : {}),
        ...(METHODS_WITH_BODY.has(verb) ? body.headers : {}),
      },
      ...(METHODS_WITH_BODY.has(verb) && body.payload !== undefined
        ? { payload: body.payload }
        : {}),
    }));
}

/** Requests over every route of the model, each route drawn as often as the others. */
export function requestArbitrary(
  operations: readonly Operation[],
  pool: ParamPool,
): fc.Arbitrary<FuzzRequest> {
  // A document may spell a screen's route out per screen: it is still one route.
  const endpoints = new Set(pool.values("endpoint", {}).map(String));
  const routeOf = (path: string) =>
    path.replace(/^\/api\/([^/]+)\//, (whole, first: string) =>
      endpoints.has(first) ? "/api/:endpoint/" : whole,
    );
  const built = new Map<Operation, fc.Arbitrary<FuzzRequest>>();
  const routes = new Map<string, Operation[]>();
  for (const operation of operations) {
    const key = `${operation.method} ${routeOf(operation.path)}`;
    routes.set(key, [...(routes.get(key) ?? []), operation]);
  }
  return fc
    .oneof(
      ...[...routes].map(([key, route]) => ({
        weight: PASSWORD_HASHING.has(key) ? 1 : 4,
        arbitrary: fc.constantFrom(...route),
      })),
    )
    .chain((operation) => {
      // Building an operation's arbitraries costs more than drawing from them: once each.
      const known = built.get(operation) ?? operationRequest(operation, pool);
      built.set(operation, known);
      return known;
    });
}
