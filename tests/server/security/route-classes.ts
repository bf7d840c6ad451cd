/**
 * What every `/api` route of the app is, for the authorisation matrix: open to anyone, open to
 * any signed-in caller, gated by one fixed permission, or one of the routes every screen has
 * (expanded per overlay, so a new screen needs no line here), a panel of an overlay, a
 * dashboard of the router file. A route the app registers that is missing here fails the
 * suite by name: whoever adds a route decides, in this table, who may call it.
 */

/** The routes each screen of `schemas/` has; `sub-list` is the list of a detail's tab. */
export const SCREEN_ACTIONS = [
  "list",
  "show",
  "export",
  "dataset",
  "create",
  "update",
  "delete",
  "audit",
  "upload",
  "import",
  "import-session",
  "rating-read",
  "rating-write",
  "secret",
  "transitions-read",
  "transition",
  "change-diff",
  "definition",
] as const;
export type ScreenAction = (typeof SCREEN_ACTIONS)[number];

/** A request the suite can send as is. */
export interface Sample {
  method: "GET" | "HEAD" | "POST" | "PUT" | "DELETE";
  url: string;
  payload?: Record<string, unknown>;
}

export type RouteClass =
  /** No session needed (sign-in, registration, signed file links, device intake…). */
  | { kind: "public" }
  /** Any signed-in caller; without `sample` only the refusal of anonymous callers is checked. */
  | { kind: "session"; sample?: Sample }
  | { kind: "permission"; permission: string; sample: Sample }
  | { kind: "screen"; action: ScreenAction }
  /** A mapping or table-input panel of an overlay: `read-`/`update-` of its definition. */
  | { kind: "panel"; verb: "read" | "update" }
  /** A dashboard of the router file: `read-` of its route's resource. */
  | { kind: "dashboard" }
  /**
   * A server-sent event stream: only refusals can be asked for (anonymous, and a caller
   * without any of its permissions); a stream that opens never ends by itself.
   */
  | { kind: "stream" };

const PUBLIC: RouteClass = { kind: "public" };
const screen = (action: ScreenAction): RouteClass => ({ kind: "screen", action });
const MISSING_ID = 2_147_480_000;

export const ROUTE_CLASSES: Readonly<Record<string, RouteClass>> = {
  "GET /api/health": PUBLIC,
  "GET /api/health/live": PUBLIC,
  "GET /api/app-config": PUBLIC,
  "GET /api/app-config/pages/:page": PUBLIC,
  "POST /api/login": PUBLIC,
  "POST /api/oauth/verify-oauth-sso-token": PUBLIC,
  "GET /api/change-locale": PUBLIC,
  "GET /api/no-auth/role-register": PUBLIC,
  "GET /api/no-auth/departments": PUBLIC,
  "GET /api/no-auth/projects": PUBLIC,
  "GET /api/no-auth/find-user-by-username-email": PUBLIC,
  "POST /api/register": PUBLIC,
  "POST /api/user-register-role": PUBLIC,
  "POST /api/verify-email": PUBLIC,
  "POST /api/resend-email-verification": PUBLIC,
  "POST /api/request-forgot-password": PUBLIC,
  // Sets a forgotten password with the mailed code: the code is the permission.
  "POST /api/change-password": PUBLIC,
  // The form validator of a version the caller already holds the screen of.
  "GET /api/schema/:id/validator/:view.js": PUBLIC,
  // An attendance device, by its key.
  "POST /api/presences/device": PUBLIC,
  // The signature is the permission.
  "GET /api/files/*": PUBLIC,
  // The API's description, read before anyone holds a token.
  "GET /api/openapi.json": PUBLIC,
  "GET /api/docs": PUBLIC,
  "GET /api/docs/reference.js": PUBLIC,

  // Signing out ends the caller's own session: not sent with the suite's shared callers.
  "POST /api/logout": { kind: "session" },
  "GET /api/me": { kind: "session", sample: { method: "GET", url: "/api/me" } },
  "GET /api/modules": { kind: "session", sample: { method: "GET", url: "/api/modules" } },
  "GET /api/mobile/banners": {
    kind: "session",
    sample: { method: "GET", url: "/api/mobile/banners" },
  },
  "GET /api/mobile/presence-radius": {
    kind: "session",
    sample: { method: "GET", url: `/api/mobile/presence-radius?project_id=${MISSING_ID}` },
  },
  "GET /api/mobile/user-agreement": {
    kind: "session",
    sample: { method: "GET", url: "/api/mobile/user-agreement" },
  },
  "POST /api/mobile/user-agreement/accept": {
    kind: "session",
    sample: {
      method: "POST",
      url: "/api/mobile/user-agreement/accept",
      payload: { agreement_id: MISSING_ID },
    },
  },
  "POST /api/mobile/presences": {
    kind: "permission",
    permission: "create-presence",
    sample: {
      method: "POST",
      url: "/api/mobile/presences",
      payload: { project_id: MISSING_ID, records: [{}] },
    },
  },

  "GET /api/gen-model/:model": {
    kind: "permission",
    permission: "read-schema-preview",
    sample: { method: "GET", url: "/api/gen-model/users" },
  },
  "GET /api/schema": {
    kind: "permission",
    permission: "read-schema-preview",
    sample: { method: "GET", url: "/api/schema" },
  },
  "GET /api/schema-problems": {
    kind: "permission",
    permission: "read-schema-preview",
    sample: { method: "GET", url: "/api/schema-problems" },
  },
  "GET /api/schema/:id/source": {
    kind: "permission",
    permission: "read-schema-preview",
    sample: { method: "GET", url: "/api/schema/users/source" },
  },
  "GET /api/dashboards": {
    kind: "permission",
    permission: "read-schema-preview",
    sample: { method: "GET", url: "/api/dashboards" },
  },
  "POST /api/presences/raw/reprocess": {
    kind: "permission",
    permission: "update-presensi-raw",
    sample: { method: "POST", url: "/api/presences/raw/reprocess", payload: { ids: [MISSING_ID] } },
  },
  "POST /api/cetak-qr/cards": {
    kind: "permission",
    permission: "read-cetak-qr",
    sample: { method: "POST", url: "/api/cetak-qr/cards", payload: { subject: "visitors" } },
  },
  "GET /api/user-approval/list": {
    kind: "permission",
    permission: "read-user-approval",
    sample: { method: "GET", url: "/api/user-approval/list" },
  },
  "PUT /api/user-approval/approve": {
    kind: "permission",
    permission: "update-user-approval",
    sample: { method: "PUT", url: "/api/user-approval/approve", payload: { id: MISSING_ID } },
  },
  "PUT /api/user-approval/reject": {
    kind: "permission",
    permission: "update-user-approval",
    sample: {
      method: "PUT",
      url: "/api/user-approval/reject",
      payload: { id: MISSING_ID, reason: "matrix" },
    },
  },
  "GET /api/schema/:id": screen("definition"),

  "GET /api/:endpoint/list": screen("list"),
  "GET /api/:endpoint/export": screen("export"),
  "GET /api/:endpoint/dataset": screen("dataset"),
  "GET /api/:endpoint/:id/show": screen("show"),
  "GET /api/:endpoint/:id/audit": screen("audit"),
  "POST /api/:endpoint/create": screen("create"),
  "PUT /api/:endpoint/update": screen("update"),
  "DELETE /api/:endpoint/delete": screen("delete"),
  "POST /api/:endpoint/upload": screen("upload"),
  "POST /api/:endpoint/import": screen("import"),
  "GET /api/:endpoint/import/sessions/:importId": screen("import-session"),
  "POST /api/:endpoint/import/sessions/:importId/preview": screen("import-session"),
  "POST /api/:endpoint/import/sessions/:importId/commit": screen("import-session"),
  "GET /api/:endpoint/import/sessions/:importId/errors.csv": screen("import-session"),
  "GET /api/:endpoint/rating": screen("rating-read"),
  "POST /api/:endpoint/rating": screen("rating-write"),
  "POST /api/:endpoint/secret": screen("secret"),
  "GET /api/:endpoint/:id/transitions": screen("transitions-read"),
  "POST /api/:endpoint/:id/transitions/:name": screen("transition"),
  "GET /api/change-diff/:endpoint/:id/list": screen("change-diff"),

  "GET /api/mapping/:name/:id/list": { kind: "panel", verb: "read" },
  "PUT /api/mapping/:name/update": { kind: "panel", verb: "update" },
  "GET /api/table-input/:name/:id/list": { kind: "panel", verb: "read" },
  "PUT /api/table-input/:name/:id/update": { kind: "panel", verb: "update" },

  "GET /api/dashboards/:id": { kind: "dashboard" },
  "GET /api/dashboards/:id/data": { kind: "dashboard" },
  "GET /api/dashboard-events": { kind: "stream" },
};

/** The table's key of a recorded route; HEAD is answered by its GET's handler and gate. */
export function routeKey(route: { method: string; url: string }): string {
  return `${route.method === "HEAD" ? "GET" : route.method} ${route.url}`;
}
