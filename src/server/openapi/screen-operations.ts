/**
 * The generic screen routes (those with `:endpoint`), one entry each: which operations a caller
 * is offered on a screen — by permission, by what the overlay switches on or off, by what the
 * screen has (files, a rating, state steps) — and what each operation takes and answers there.
 * The document builder expands every route of this table per screen; a route with `:endpoint`
 * missing here would stay a bare template, which a test forbids.
 */
import { toForm } from "../../schema/adapter/to-form";
import type { SchemaLocale } from "../../schema/local-text";
import type { ActionName } from "../../schema/overlay/overlay-types";
import { hasPermission, type PermissionHolder } from "../../schema/permissions";
import { REASON_MAX_LENGTH, transitionPermission } from "../../schema/transitions/transition-types";
import { fileFields } from "../files/file-links";
import { RECORD_ID } from "../http/record-id";
import type { ModelCatalog } from "../models/model-catalog";
import { resolveRating } from "../schemas/rating-tables";
import type { LoadedScreen } from "../schemas/served-screens";
import { type BodyContext, createBody, deleteBody, updateBody } from "./form-body";
import { listParameters } from "./list-parameters";
import type { JsonSchema, Operation, Parameter, RequestBody, Response } from "./openapi-types";
import { errorRef } from "./route-operation";
import {
  type AnswerContext,
  jsonAnswer,
  listAnswer,
  messageAnswer,
  recordSchema,
  savedAnswer,
  uploadAnswer,
} from "./screen-answers";

export interface ScreenCall {
  loaded: LoadedScreen;
  user: PermissionHolder;
  locale: SchemaLocale;
  catalog: ModelCatalog;
  /** The endpoint serving `/api/<name>/…`, if any screen does. */
  endpointOf: (name: string) => string | undefined;
}

/** One way a caller may use a route on a screen. */
export interface Offer {
  /** Any one of these sets of permissions, each held whole, lets the caller in. */
  permissions: string[][];
  /** Values of the route's other path parameters (a state step's name). */
  path?: Record<string, string>;
  /** What the operation is about, when more precise than the route's summary. */
  summary?: string;
}

export interface ScreenRoute {
  offers(call: ScreenCall): Offer[];
  /** What the operation takes and answers on this screen, over the route's own declaration. */
  shape(call: ScreenCall, base: Operation, offer: Offer): Partial<Operation>;
}

type Verb = "read" | "create" | "update" | "delete";

const may = (call: ScreenCall, verb: Verb) =>
  hasPermission(call.user, `${verb}-${call.loaded.screen.resource}`);
/** A verb the caller holds and the overlay does not hide (the server serves no hidden one). */
const offered = (call: ScreenCall, verb: Verb) =>
  may(call, verb) && (verb === "read" || !hidden(call, verb));
const permission = (call: ScreenCall, verb: Verb) => `${verb}-${call.loaded.screen.resource}`;
const hidden = (call: ScreenCall, action: ActionName) =>
  call.loaded.screen.hiddenActions.includes(action);
const records = (call: ScreenCall) => !call.loaded.screen.rollup;
const answerContext = (call: ScreenCall): AnswerContext => ({
  screen: call.loaded.screen,
  model: call.loaded.model,
  user: call.user,
  locale: call.locale,
  related: (table) => call.catalog.get(table),
});
const bodyContext = (call: ScreenCall, view: "create" | "update"): BodyContext => ({
  screen: call.loaded.screen,
  endpointOf: call.endpointOf,
  clearable: (field) =>
    view === "create" ||
    (call.loaded.model.fieldValidation[field.id] ?? ["nullable"]).includes("nullable"),
});
const versioned = (call: ScreenCall) => call.loaded.model.fieldView.includes("updated_at");

/** Offered once, to callers holding one of `verbs` on the screen, when `when` holds. */
function offeredTo(verbs: Verb[], when: (call: ScreenCall) => boolean = () => true) {
  return (call: ScreenCall): Offer[] => {
    const open = verbs.filter((verb) => verb === "read" || !hidden(call, verb));
    return when(call) && open.some((verb) => offered(call, verb))
      ? [{ permissions: open.map((verb) => [permission(call, verb)]) }]
      : [];
  };
}

const json = (schema: JsonSchema, required = true): RequestBody => ({
  required,
  content: { "application/json": { schema } },
});

const ok = (response: Response) => ({ "200": response });

const refusals = { "409": errorRef("Conflict"), "422": errorRef("Refused") };

/** Replaces the query parameters the route declared by the screen's own. */
const withQuery = (base: Operation, query: Parameter[]) => [
  ...base.parameters.filter((parameter) => parameter.in !== "query"),
  ...query,
];

function listContext(call: ScreenCall) {
  return {
    screen: call.loaded.screen,
    model: call.loaded.model,
    related: (table: string) => call.catalog.get(table),
    user: call.user,
  };
}

function ratingOf(call: ScreenCall) {
  const { rating } = call.loaded.screen;
  const tables = rating && resolveRating(call.loaded.screen, rating, call.catalog);
  return tables && typeof tables !== "string" ? tables : undefined;
}

const perParameter = (column: string): Parameter => ({
  name: column,
  in: "query",
  required: false,
  description: "The row the rating is given for.",
  schema: { ...RECORD_ID },
});

const importRoute = (shape: ScreenRoute["shape"] = () => ({})): ScreenRoute => ({
  offers: offeredTo(["create"], (call) => records(call) && !hidden(call, "import")),
  shape,
});

export const SCREEN_ROUTES: Readonly<Record<string, ScreenRoute>> = {
  "GET /api/:endpoint/list": {
    offers: offeredTo(["read"]),
    shape: (call, base) => ({
      parameters: withQuery(base, listParameters(listContext(call), { paging: true })),
      responses: { ...base.responses, ...ok(jsonAnswer(listAnswer(answerContext(call)))) },
    }),
  },
  "GET /api/:endpoint/export": {
    offers: offeredTo(["read"], (call) => !hidden(call, "export")),
    shape: (call, base) => ({
      parameters: [...base.parameters, ...listParameters(listContext(call), { paging: false })],
      responses: { ...base.responses, "422": errorRef("Refused") },
    }),
  },
  "GET /api/:endpoint/dataset": {
    offers: offeredTo(["read"], records),
    shape: () => ({
      description:
        "Besides `search`, `page` and `limit`: `<column>=<value>` keeps rows with that value " +
        "in a column the caller may read (other keys are ignored).",
    }),
  },
  "GET /api/:endpoint/:id/show": {
    offers: offeredTo(["read", "update"], records),
    shape: (call, base) => ({
      responses: {
        ...base.responses,
        ...ok(
          jsonAnswer({
            type: "object",
            properties: { data: recordSchema(answerContext(call), "detail") },
            required: ["data"],
          }),
        ),
      },
    }),
  },
  "GET /api/:endpoint/:id/audit": {
    offers: (call) =>
      records(call) && may(call, "read") && hasPermission(call.user, "read-audit-log")
        ? [{ permissions: [[permission(call, "read"), "read-audit-log"]] }]
        : [],
    shape: () => ({}),
  },
  "POST /api/:endpoint/create": {
    offers: offeredTo(["create"], records),
    shape: (call, base) => ({
      requestBody: json(
        createBody(
          toForm(call.loaded.screen, "create", { user: call.user, locale: call.locale }),
          bodyContext(call, "create"),
        ),
      ),
      responses: {
        ...base.responses,
        ...ok(jsonAnswer(savedAnswer(answerContext(call)))),
        "422": errorRef("Refused"),
      },
    }),
  },
  "PUT /api/:endpoint/update": {
    offers: offeredTo(["update"], records),
    shape: (call, base) => ({
      requestBody: json(
        updateBody(
          toForm(call.loaded.screen, "update", { user: call.user, locale: call.locale }),
          bodyContext(call, "update"),
          versioned(call),
        ),
      ),
      responses: {
        ...base.responses,
        ...ok(jsonAnswer(savedAnswer(answerContext(call)))),
        "404": errorRef("NotFound"),
        ...refusals,
      },
    }),
  },
  "DELETE /api/:endpoint/delete": {
    offers: offeredTo(["delete"], records),
    shape: (call, base) => ({
      requestBody: json(deleteBody(versioned(call))),
      responses: {
        ...base.responses,
        ...ok(jsonAnswer(messageAnswer)),
        "404": errorRef("NotFound"),
        ...refusals,
      },
    }),
  },
  "POST /api/:endpoint/upload": {
    offers: offeredTo(
      ["create", "update"],
      (call) => records(call) && fileFields(call.loaded.screen).length > 0,
    ),
    shape: (_call, base) => ({
      responses: { ...base.responses, ...ok(jsonAnswer(uploadAnswer)) },
    }),
  },
  "POST /api/:endpoint/import": importRoute(),
  "GET /api/:endpoint/import/sessions/:importId": importRoute(),
  "POST /api/:endpoint/import/sessions/:importId/preview": importRoute(),
  "POST /api/:endpoint/import/sessions/:importId/commit": importRoute((_call, base) => ({
    responses: { ...base.responses, ...refusals },
  })),
  "GET /api/:endpoint/import/sessions/:importId/errors.csv": importRoute(),
  "GET /api/:endpoint/rating": {
    offers: (call) => {
      const tables = ratingOf(call);
      return tables && may(call, "read") && hasPermission(call.user, tables.view)
        ? [{ permissions: [[permission(call, "read"), tables.view]] }]
        : [];
    },
    shape: (call, base) => {
      const per = ratingOf(call)?.per?.column;
      return { parameters: [...base.parameters, ...(per ? [perParameter(per)] : [])] };
    },
  },
  "POST /api/:endpoint/rating": {
    offers: (call) => {
      const tables = ratingOf(call);
      return tables && may(call, "read") && hasPermission(call.user, tables.rate)
        ? [{ permissions: [[permission(call, "read"), tables.rate]] }]
        : [];
    },
    shape: (call, base) => {
      const per = ratingOf(call)?.per?.column;
      const body = base.requestBody?.content["application/json"]?.schema ?? {};
      if (!per) return {};
      const properties = (body.properties ?? {}) as Record<string, JsonSchema>;
      const required = (body.required ?? []) as string[];
      return {
        requestBody: json({
          ...body,
          properties: { ...properties, [per]: { ...RECORD_ID } },
          required: [...required, per],
        }),
      };
    },
  },
  "POST /api/:endpoint/secret": {
    offers: offeredTo(
      ["update"],
      (call) => records(call) && call.loaded.screen.secret !== undefined,
    ),
    shape: () => ({}),
  },
  "GET /api/:endpoint/:id/transitions": {
    offers: offeredTo(
      ["read"],
      (call) => records(call) && (call.loaded.screen.transitions?.length ?? 0) > 0,
    ),
    shape: () => ({}),
  },
  "POST /api/:endpoint/:id/transitions/:name": {
    offers: (call) =>
      !records(call) || !may(call, "read")
        ? []
        : (call.loaded.screen.transitions ?? []).flatMap((step) => {
            const needed = transitionPermission(step, call.loaded.screen.resource);
            return hasPermission(call.user, needed)
              ? [
                  {
                    permissions: [[permission(call, "read"), needed]],
                    path: { name: step.name },
                    summary: step.label[call.locale],
                  },
                ]
              : [];
          }),
    shape: (call, base, offer) => {
      const step = call.loaded.screen.transitions?.find(
        (candidate) => candidate.name === offer.path?.name,
      );
      const mode = step?.reason ?? "none";
      const reason = { type: "string", maxLength: REASON_MAX_LENGTH };
      return {
        requestBody:
          mode === "required"
            ? json({
                type: "object",
                properties: { reason: { ...reason, minLength: 1, pattern: "\\S" } },
                required: ["reason"],
              })
            : json(
                {
                  type: ["object", "null"],
                  properties: mode === "optional" ? { reason } : {},
                },
                false,
              ),
        responses: { ...base.responses, ...refusals },
      };
    },
  },
  "GET /api/change-diff/:endpoint/:id/list": {
    offers: offeredTo(["read"], (call) =>
      (call.loaded.screen.panels ?? []).some((panel) => panel.type === "change-diff"),
    ),
    shape: () => ({}),
  },
};
