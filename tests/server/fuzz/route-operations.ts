/**
 * Operations from what the app itself holds, for as long as it serves no OpenAPI document: the
 * Fastify route schemas, and for every route of a screen (`/api/:endpoint/…`) one operation per
 * screen whose body and query are that screen's, as the shared adapter builds them — the
 * create and update forms' JSON Schemas, the filter form's with paging and sorting for a list.
 */
import { toForm } from "../../../src/schema/adapter/to-form";
import { visibleFields } from "../../../src/schema/adapter/visible-fields";
import { LIST_MAX_LIMIT, RANGE_FROM, RANGE_TO } from "../../../src/schema/api/crud";
import type { FormView } from "../../../src/schema/overlay/overlay-types";
import type { ScreenDefinition } from "../../../src/schema/overlay/screen-types";
import { SUPER_ADMIN_ROLE_ID } from "../../../src/schema/permissions";
import type { JsonSchema } from "./json-schema-arbitrary";
import { isFuzzed, type Operation, pathParams } from "./operation";
import type { RegisteredRoute } from "./route-collector";

const EVERYONE = { user: { roleId: SUPER_ADMIN_ROLE_ID, permissions: [] }, locale: "en" } as const;
const ALWAYS_SORTABLE = ["id", "created_at", "updated_at"];

type RouteKind =
  | "create"
  | "update"
  | "list"
  | "dataset"
  | "records"
  | "rating"
  | "secret"
  | "steps";

/** Which screens a route of a screen applies to, and how its body or query is built. */
function kindOf(route: RegisteredRoute): RouteKind {
  const tail = route.url.replace(/^\/api\/:endpoint/, "");
  if (tail === "/create") return "create";
  if (tail === "/update") return "update";
  if (tail === "/list" || tail === "/export") return "list";
  if (tail === "/dataset") return "dataset";
  if (tail === "/rating") return "rating";
  if (tail === "/secret") return "secret";
  if (tail.startsWith("/:id/transitions/")) return "steps";
  return "records";
}

function formSchema(screen: ScreenDefinition, view: FormView): JsonSchema {
  const { $id: _id, ...schema } = toForm(screen, view, EVERYONE).schema;
  return schema;
}

/** A list's query: paging, sorting, search, and each filter of the filter form or the list. */
function listQuery(screen: ScreenDefinition, extra: JsonSchema = {}): JsonSchema {
  const filter = formSchema(screen, "filter").properties as Record<string, JsonSchema>;
  const listed = visibleFields(screen, "list", EVERYONE.user);
  const properties: Record<string, JsonSchema> = {
    page: { type: "integer", minimum: 1, maximum: 10_000_000 },
    limit: { type: "integer", minimum: 1, maximum: LIST_MAX_LIMIT },
    sort_by: { enum: [...listed.map((field) => field.id), ...ALWAYS_SORTABLE] },
    sort: { enum: ["ASC", "DESC"] },
    search: { type: "string", maxLength: 200 },
    ...((extra.properties as Record<string, JsonSchema> | undefined) ?? {}),
  };
  for (const field of listed)
    properties[field.id] = { type: field.kind === "any" ? "string" : field.kind };
  for (const [id, property] of Object.entries(filter)) {
    const range = property.properties as Record<string, JsonSchema> | undefined;
    if (property.type === "object" && range?.from) {
      properties[`${id}${RANGE_FROM}`] = range.from;
      properties[`${id}${RANGE_TO}`] = range.from;
    } else {
      properties[id] = property;
    }
  }
  return { type: "object", properties };
}

function withRecordKey(form: JsonSchema, route: JsonSchema | undefined): JsonSchema {
  const properties = (form.properties ?? {}) as Record<string, JsonSchema>;
  const key = (route?.properties ?? {}) as Record<string, JsonSchema>;
  return {
    type: "object",
    properties: { ...properties, ...key, updated_at: { type: "string", format: "date-time" } },
    required: [...((route?.required as string[]) ?? []), ...((form.required as string[]) ?? [])],
  };
}

/** The operations of one route of a screen, for every screen it applies to. */
function screenOperations(
  route: RegisteredRoute,
  base: Omit<Operation, "bound">,
  screens: readonly ScreenDefinition[],
): Operation[] {
  const kind = kindOf(route);
  const operations: Operation[] = [];
  for (const screen of screens) {
    const bound = { endpoint: screen.endpoint };
    if (kind === "list") {
      operations.push({ ...base, query: listQuery(screen, route.schema.querystring), bound });
      continue;
    }
    if (screen.rollup) continue;
    if (kind === "create") {
      operations.push({ ...base, body: formSchema(screen, "create"), bound });
    } else if (kind === "update") {
      operations.push({
        ...base,
        body: withRecordKey(formSchema(screen, "update"), route.schema.body),
        bound,
      });
    } else if (kind === "dataset") {
      operations.push({ ...base, query: listQuery(screen, route.schema.querystring), bound });
    } else if (kind === "rating") {
      if (screen.rating) operations.push({ ...base, bound });
    } else if (kind === "secret") {
      if (screen.secret) operations.push({ ...base, bound });
    } else if (kind === "steps") {
      for (const step of screen.transitions ?? []) {
        operations.push({ ...base, bound: { ...bound, name: step.name } });
      }
    } else {
      operations.push({ ...base, bound });
    }
  }
  return operations;
}

/** The panels' own routes (`mapping/<name>/…`, `table-input/<name>/…`) name their panel. */
function panelNames(screens: readonly ScreenDefinition[], prefix: string): string[] {
  const names = screens.flatMap((screen) =>
    (screen.panels ?? []).flatMap((panel) =>
      [panel.getter, panel.setter].filter((path) => path?.startsWith(`${prefix}/`)),
    ),
  );
  return [...new Set(names.map((path) => path.split("/")[1] ?? ""))];
}

export function routeOperations(
  routes: readonly RegisteredRoute[],
  screens: readonly ScreenDefinition[],
): Operation[] {
  const operations: Operation[] = [];
  for (const route of routes) {
    if (!isFuzzed({ method: route.method, path: route.url })) continue;
    const declared = (route.schema.params?.properties ?? {}) as Record<string, JsonSchema>;
    const params = Object.fromEntries(
      pathParams(route.url).map((name) => [name, declared[name] ?? { type: "string" }]),
    );
    const base: Omit<Operation, "bound"> = {
      method: route.method,
      path: route.url,
      params,
      ...(route.schema.querystring ? { query: route.schema.querystring } : {}),
      ...(route.schema.body ? { body: route.schema.body } : {}),
    };
    if (route.url.startsWith("/api/:endpoint/")) {
      operations.push(...screenOperations(route, base, screens));
      continue;
    }
    const panel = /^\/api\/(mapping|table-input)\/:name\//.exec(route.url)?.[1];
    if (panel) {
      for (const name of panelNames(screens, panel)) operations.push({ ...base, bound: { name } });
      continue;
    }
    operations.push({ ...base, bound: {} });
  }
  return operations;
}
