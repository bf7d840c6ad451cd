/**
 * What a route's declaration cannot say and a reader of the document needs: a one-line summary
 * and a group (tag) per route, bodies that are not JSON (multipart uploads), answers that are
 * not JSON (files, CSV, scripts, event streams), the device key of the presence intake, and
 * query parameters read without a declared schema. Keyed like `GET /api/health`; a test checks
 * that every key names a registered route, so a renamed route cannot leave a stale note.
 */

import { FILTER_KEYS } from "../../schema/dashboards/dashboard-types";
import { EXPORT_FORMATS } from "../crud/export/export-formats";
import { MAPPINGS } from "../mappings/mapping-definitions";
import { TABLE_INPUTS } from "../table-input/table-input-definitions";
import type { Parameter, SecurityRequirement } from "./openapi-types";

/** The export's media types, one per file type (CSV's two flavours share one). */
const EXPORT_MEDIA_TYPES = [
  ...new Set(Object.values(EXPORT_FORMATS).map((writer) => writer.contentType.split(";")[0] ?? "")),
];

export interface RouteNote {
  summary: string;
  tag: string;
  /** The body is `multipart/form-data` with one file in the field `file`. */
  upload?: true;
  /** Content types of a successful answer other than JSON. */
  produces?: readonly string[];
  security?: SecurityRequirement[];
  /** Query parameters the handler reads although the route declares no schema for them. */
  query?: Parameter[];
  /** Path parameters whose values are fixed in code. */
  pathChoices?: Record<string, readonly string[]>;
}

export const DEVICE_KEY_SCHEME = "deviceKey";

/** The tag of the generic screen routes when no screen is expanded (a caller without a session). */
export const SCREENS_TAG = "Screens (generic)";

const DATE = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$", format: "date" };

const dashboardQuery: Parameter[] = [
  ...FILTER_KEYS.filter((key) => key !== "period").map(
    (name): Parameter => ({
      name,
      in: "query",
      required: false,
      description: "Only figures of this record; ignored by a dashboard without this filter.",
      schema: { type: "string", pattern: "^[1-9]\\d{0,14}$" },
    }),
  ),
  ...["period_from", "period_to"].map(
    (name): Parameter => ({
      name,
      in: "query",
      required: false,
      description: "First or last day of the period (at most 731 days).",
      schema: DATE,
    }),
  ),
  {
    name: "widget",
    in: "query",
    required: false,
    description: "Only this widget's figures (a widget id of the dashboard).",
    schema: { type: "string", maxLength: 100 },
  },
];

const FILE_KINDS_ANSWER = ["application/octet-stream"];

export const ROUTE_NOTES: Readonly<Record<string, RouteNote>> = {
  "GET /api/health": {
    summary: "Whether this instance takes requests: its database answers and it is not stopping",
    tag: "Server",
  },
  "GET /api/health/live": { summary: "Whether the process answers at all", tag: "Server" },
  "GET /api/app-config": { summary: "The app's configuration and map settings", tag: "Server" },
  "GET /api/app-config/pages/:page": {
    summary: "The terms or privacy page in the caller's language",
    tag: "Server",
  },
  "GET /api/openapi.json": {
    summary: "This document, for the caller (screens only with a session)",
    tag: "Reference",
  },
  "GET /api/docs": {
    summary: "This document as a readable page",
    tag: "Reference",
    produces: ["text/html"],
  },
  "GET /api/docs/reference.js": {
    summary: "The page's script: shows a signed-in browser its own screens",
    tag: "Reference",
    produces: ["text/javascript"],
  },
  "POST /api/login": { summary: "Sign in with username or e-mail and password", tag: "Sign-in" },
  "POST /api/oauth/verify-oauth-sso-token": {
    summary: "Sign in with the identity provider's token",
    tag: "Sign-in",
  },
  "POST /api/logout": { summary: "Sign out (ends this session)", tag: "Sign-in" },
  "GET /api/me": { summary: "The signed-in user's profile and permissions", tag: "Sign-in" },
  "GET /api/change-locale": { summary: "Switch the language of messages", tag: "Sign-in" },
  "POST /api/request-forgot-password": {
    summary: "E-mail a password reset code",
    tag: "Password reset",
  },
  "POST /api/change-password": {
    summary: "Set a new password with the e-mailed code",
    tag: "Password reset",
  },
  "GET /api/no-auth/role-register": {
    summary: "Roles open to self-registration",
    tag: "Self-registration",
  },
  "GET /api/no-auth/departments": {
    summary: "Departments to register in",
    tag: "Self-registration",
  },
  "GET /api/no-auth/projects": {
    summary: "Projects of a department to register in",
    tag: "Self-registration",
  },
  "GET /api/no-auth/find-user-by-username-email": {
    summary: "Whether a username or e-mail is taken",
    tag: "Self-registration",
  },
  "POST /api/register": { summary: "Register an account", tag: "Self-registration" },
  "POST /api/user-register-role": {
    summary: "Choose the role of a registered account",
    tag: "Self-registration",
  },
  "POST /api/verify-email": { summary: "Verify an e-mail address", tag: "Self-registration" },
  "POST /api/resend-email-verification": {
    summary: "Send the verification e-mail again",
    tag: "Self-registration",
  },
  "GET /api/user-approval/list": {
    summary: "Accounts waiting for approval",
    tag: "Account approval",
  },
  "PUT /api/user-approval/approve": { summary: "Approve an account", tag: "Account approval" },
  "PUT /api/user-approval/reject": { summary: "Reject an account", tag: "Account approval" },
  "GET /api/modules": {
    summary: "The modules and routes the caller may read",
    tag: "Screens as data",
  },
  "GET /api/schema": {
    summary: "Every overlay with its problems (schema preview)",
    tag: "Screens as data",
  },
  "GET /api/schema-problems": {
    summary: "Every problem of every overlay (schema preview)",
    tag: "Screens as data",
  },
  "GET /api/schema/:id": { summary: "A screen's merged definition", tag: "Screens as data" },
  "GET /api/schema/:id/source": {
    summary: "An overlay's source, model and problems (schema preview)",
    tag: "Screens as data",
  },
  "GET /api/schema/:id/validator/:view.js": {
    summary: "A form's compiled validator as an ES module",
    tag: "Screens as data",
    produces: ["text/javascript"],
  },
  "GET /api/gen-model/:model": {
    summary: "A table's metadata (schema preview)",
    tag: "Screens as data",
  },
  "GET /api/mobile/banners": { summary: "Banners showing today", tag: "Mobile app" },
  "GET /api/mobile/presence-radius": {
    summary: "A project's check-in centre and radius (a project outside the caller's scope: 404)",
    tag: "Mobile app",
  },
  "GET /api/mobile/user-agreement": {
    summary: "The user agreement in force and whether the caller accepted it",
    tag: "Mobile app",
  },
  "POST /api/mobile/user-agreement/accept": {
    summary: "Accept the user agreement in force",
    tag: "Mobile app",
  },
  "POST /api/mobile/presences": {
    summary: "Send scanned presences from the mobile app",
    tag: "Presence intake",
  },
  "POST /api/presences/device": {
    summary: "Send scanned presences from an attendance device",
    tag: "Presence intake",
    security: [{ [DEVICE_KEY_SCHEME]: [] }],
  },
  "POST /api/presences/raw/reprocess": {
    summary: "Process failed raw presences again",
    tag: "Presence intake",
  },
  "GET /api/mapping/:name/:id/list": {
    summary: "A switch list of a record (e.g. a role's permissions)",
    tag: "Detail panels",
    pathChoices: { name: Object.keys(MAPPINGS) },
  },
  "PUT /api/mapping/:name/update": {
    summary: "Switch one pair of a switch list on or off",
    tag: "Detail panels",
    pathChoices: { name: Object.keys(MAPPINGS) },
  },
  "GET /api/table-input/:name/:id/list": {
    summary: "The rows of a table input (e.g. a project's manpower plan)",
    tag: "Detail panels",
    pathChoices: { name: Object.keys(TABLE_INPUTS) },
  },
  "PUT /api/table-input/:name/:id/update": {
    summary: "Save edited rows of a table input",
    tag: "Detail panels",
    pathChoices: { name: Object.keys(TABLE_INPUTS) },
  },
  "GET /api/change-diff/:endpoint/:id/list": {
    summary: "A change request's fields beside the worker's current values",
    tag: SCREENS_TAG,
  },
  "POST /api/cetak-qr/cards": { summary: "QR cards to print", tag: "QR cards" },
  "GET /api/dashboards": {
    summary: "Every dashboard file with its problems (schema preview)",
    tag: "Dashboards",
  },
  "GET /api/dashboard-events": {
    summary: "Live presence events (Server-Sent Events)",
    tag: "Dashboards",
    produces: ["text/event-stream"],
  },
  "GET /api/dashboards/:id": {
    summary: "A dashboard's definition with the caller's filter choices",
    tag: "Dashboards",
  },
  "GET /api/dashboards/:id/data": {
    summary: "A dashboard's figures",
    tag: "Dashboards",
    query: dashboardQuery,
  },
  "GET /api/files/*": {
    summary: "A stored file behind a signed URL (from a record's `$files`)",
    tag: "Files",
    produces: FILE_KINDS_ANSWER,
  },
  "GET /api/:endpoint/list": { summary: "List records", tag: SCREENS_TAG },
  "GET /api/:endpoint/export": {
    summary: "Export the list as a file",
    tag: SCREENS_TAG,
    produces: EXPORT_MEDIA_TYPES,
  },
  "GET /api/:endpoint/dataset": { summary: "Choices for a select or lookup", tag: SCREENS_TAG },
  "GET /api/:endpoint/:id/show": { summary: "Read one record", tag: SCREENS_TAG },
  "GET /api/:endpoint/:id/audit": { summary: "A record's history", tag: SCREENS_TAG },
  "POST /api/:endpoint/create": { summary: "Create a record", tag: SCREENS_TAG },
  "PUT /api/:endpoint/update": { summary: "Update a record", tag: SCREENS_TAG },
  "DELETE /api/:endpoint/delete": { summary: "Delete a record", tag: SCREENS_TAG },
  "POST /api/:endpoint/upload": {
    summary: "Upload a file for a file field",
    tag: SCREENS_TAG,
    upload: true,
  },
  "POST /api/:endpoint/import": {
    summary: "Upload a spreadsheet to import",
    tag: SCREENS_TAG,
    upload: true,
  },
  "GET /api/:endpoint/import/sessions/:importId": {
    summary: "An import's progress",
    tag: SCREENS_TAG,
  },
  "POST /api/:endpoint/import/sessions/:importId/preview": {
    summary: "Check every row of an import, writing nothing",
    tag: SCREENS_TAG,
  },
  "POST /api/:endpoint/import/sessions/:importId/commit": {
    summary: "Write an import's valid rows",
    tag: SCREENS_TAG,
  },
  "GET /api/:endpoint/import/sessions/:importId/errors.csv": {
    summary: "An import's error report",
    tag: SCREENS_TAG,
    produces: ["text/csv"],
  },
  "GET /api/:endpoint/rating": { summary: "A record's ratings", tag: SCREENS_TAG },
  "POST /api/:endpoint/rating": { summary: "Rate a record", tag: SCREENS_TAG },
  "POST /api/:endpoint/secret": {
    summary: "Make a record's new device key (shown once)",
    tag: SCREENS_TAG,
  },
  "GET /api/:endpoint/:id/transitions": { summary: "A record's state steps", tag: SCREENS_TAG },
  "POST /api/:endpoint/:id/transitions/:name": {
    summary: "Take a state step",
    tag: SCREENS_TAG,
  },
};
