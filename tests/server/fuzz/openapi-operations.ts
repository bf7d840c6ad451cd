/**
 * Operations from an OpenAPI 3.x document (GET /api/openapi.json): every path and method, its
 * path and query parameters and its JSON request body, with local `$ref`s resolved.
 */
import type { JsonSchema } from "./json-schema-arbitrary";
import type { Operation } from "./operation";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
/** A `$ref` cycle is cut here: the fuzzer does not need the schema's far end. */
const MAX_REF_DEPTH = 8;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The value with every `{ "$ref": "#/…" }` replaced by what it points at. */
function dereferenced(document: Node, value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => dereferenced(document, item, depth));
  if (!isNode(value)) return value;
  if (typeof value.$ref === "string") {
    if (depth >= MAX_REF_DEPTH || !value.$ref.startsWith("#/")) return {};
    const target = value.$ref
      .slice(2)
      .split("/")
      .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
      .reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), document);
    return dereferenced(document, target ?? {}, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, dereferenced(document, item, depth)]),
  );
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

export function openApiOperations(document: Node): Operation[] {
  const operations: Operation[] = [];
  const paths = isNode(document.paths) ? document.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = dereferenced(document, rawItem) as Node;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isNode(operation)) continue;
      const parameters = [
        ...((item.parameters as Parameter[] | undefined) ?? []),
        ...((operation.parameters as Parameter[] | undefined) ?? []),
      ];
      const params: Record<string, JsonSchema> = {};
      const query: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const parameter of parameters) {
        const schema = parameter.schema ?? { type: "string" };
        if (parameter.in === "path") params[parameter.name] = schema;
        if (parameter.in === "query") {
          query[parameter.name] = schema;
          if (parameter.required) required.push(parameter.name);
        }
      }
      const content = (operation.requestBody as Node | undefined)?.content as Node | undefined;
      const json = content?.["application/json"] as Node | undefined;
      operations.push({
        method: method.toUpperCase(),
        path: path.replace(/\{([^}]+)\}/g, ":$1"),
        params,
        ...(Object.keys(query).length > 0
          ? { query: { type: "object", properties: query, required } }
          : {}),
        ...(isNode(json?.schema) ? { body: json.schema } : {}),
        bound: {},
      });
    }
  }
  return operations;
}
