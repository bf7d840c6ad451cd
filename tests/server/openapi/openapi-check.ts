/**
 * A structural check of an OpenAPI 3.1 document (no validator package is installed): the
 * required objects and fields, operation ids unique, path templates and path parameters in
 * agreement, responses well formed, every `$ref` resolving, security naming declared schemes,
 * and every schema valid against the JSON Schema 2020-12 meta-schema, with patterns that are
 * regular expressions (ajv's `u` flag).
 * Answers the problems found, each with where it is.
 */
import Ajv2020 from "ajv/dist/2020";

type Node = Record<string, unknown>;

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const PATH_ITEM_KEYS = new Set([...METHODS, "parameters", "summary", "description", "servers"]);
const PLACES = new Set(["query", "header", "path", "cookie"]);
const STATUS = /^([1-5](\d\d|XX)|default)$/;
const SCHEME_TYPES = new Set(["apiKey", "http", "mutualTLS", "oauth2", "openIdConnect"]);

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function openApiProblems(document: Node): string[] {
  const problems: string[] = [];
  const problem = (where: string, what: string) => problems.push(`${where}: ${what}`);
  const ajv = new Ajv2020({ strict: false, allErrors: true });

  const resolve = (ref: string, where: string): unknown => {
    if (!ref.startsWith("#/")) return problem(where, `$ref ${ref} is not local`);
    const target = ref
      .slice(2)
      .split("/")
      .reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), document);
    if (target === undefined) problem(where, `$ref ${ref} resolves to nothing`);
    return target;
  };
  const deref = (value: unknown, where: string): unknown =>
    isNode(value) && typeof value.$ref === "string" ? resolve(value.$ref, where) : value;

  const checkSchema = (schema: unknown, where: string) => {
    if (!isNode(schema)) return problem(where, "a schema must be an object");
    if (!ajv.validateSchema(schema)) {
      return problem(where, `not JSON Schema 2020-12: ${ajv.errorsText(ajv.errors)}`);
    }
    for (const pattern of patternsIn(schema)) {
      try {
        new RegExp(pattern, "u");
      } catch {
        problem(where, `pattern ${pattern} is not a regular expression`);
      }
    }
  };

  for (const ref of refsIn(document)) resolve(ref, "$ref");

  if (typeof document.openapi !== "string" || !/^3\.1\.\d+$/.test(document.openapi)) {
    problem("openapi", "must be 3.1.x");
  }
  const info = document.info;
  if (!isNode(info) || typeof info.title !== "string" || typeof info.version !== "string") {
    problem("info", "needs a title and a version");
  }
  const license = isNode(info) ? info.license : undefined;
  if (
    !isNode(license) ||
    typeof license.name !== "string" ||
    "identifier" in license === "url" in license
  ) {
    problem("info.license", "needs a name and either an SPDX identifier or a url");
  }
  const components = isNode(document.components) ? document.components : {};
  const schemes = isNode(components.securitySchemes) ? components.securitySchemes : {};
  for (const [name, scheme] of Object.entries(schemes)) {
    if (!isNode(scheme) || !SCHEME_TYPES.has(String(scheme.type))) {
      problem(`securitySchemes.${name}`, "unknown type");
    } else if (scheme.type === "http" && typeof scheme.scheme !== "string") {
      problem(`securitySchemes.${name}`, "an http scheme names its scheme");
    } else if (
      scheme.type === "apiKey" &&
      (!scheme.name || !["query", "header", "cookie"].includes(String(scheme.in)))
    ) {
      problem(`securitySchemes.${name}`, "an apiKey scheme names its header, query or cookie");
    }
  }
  for (const [name, schema] of Object.entries(
    isNode(components.schemas) ? components.schemas : {},
  )) {
    checkSchema(schema, `components.schemas.${name}`);
  }
  const checkSecurity = (security: unknown, where: string) => {
    if (security === undefined) return;
    if (!Array.isArray(security)) return problem(where, "security must be an array");
    for (const requirement of security) {
      if (!isNode(requirement)) {
        problem(where, "a security requirement must be an object");
        continue;
      }
      for (const name of Object.keys(requirement)) {
        if (!(name in schemes)) problem(where, `security scheme ${name} is not declared`);
      }
    }
  };
  checkSecurity(document.security, "security");

  const operationIds = new Set<string>();
  if (!isNode(document.paths)) problem("paths", "must be an object");
  for (const [path, item] of Object.entries(isNode(document.paths) ? document.paths : {})) {
    if (!path.startsWith("/")) problem(path, "a path starts with /");
    if (!isNode(item)) {
      problem(path, "a path item must be an object");
      continue;
    }
    for (const key of Object.keys(item)) {
      if (!PATH_ITEM_KEYS.has(key) && !key.startsWith("x-")) problem(path, `unknown key ${key}`);
    }
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const method of METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!isNode(operation)) {
        problem(where, "an operation must be an object");
        continue;
      }
      if (typeof operation.operationId === "string") {
        if (operationIds.has(operation.operationId)) problem(where, "operationId is not unique");
        operationIds.add(operation.operationId);
      }
      const parameters = (operation.parameters ?? []) as unknown[];
      const seen = new Set<string>();
      for (const raw of parameters) {
        const parameter = deref(raw, where);
        if (!isNode(parameter) || typeof parameter.name !== "string") {
          problem(where, "a parameter needs a name");
          continue;
        }
        const id = `${parameter.in} ${parameter.name}`;
        if (!PLACES.has(String(parameter.in))) problem(where, `parameter ${id}: unknown place`);
        if (seen.has(id)) problem(where, `parameter ${id} appears twice`);
        seen.add(id);
        if (parameter.in === "path" && parameter.required !== true) {
          problem(where, `path parameter ${parameter.name} must be required`);
        }
        if (parameter.in === "path" && !templated.includes(parameter.name)) {
          problem(where, `path parameter ${parameter.name} is not in the path`);
        }
        if (!("schema" in parameter) && !("content" in parameter)) {
          problem(where, `parameter ${id} needs a schema`);
        } else if ("schema" in parameter) {
          checkSchema(parameter.schema, `${where} parameter ${id}`);
        }
      }
      for (const name of templated) {
        if (!seen.has(`path ${name}`)) problem(where, `{${name}} has no path parameter`);
      }
      const body = deref(operation.requestBody, where);
      if (body !== undefined) {
        const content = isNode(body) ? body.content : undefined;
        if (!isNode(content) || Object.keys(content).length === 0) {
          problem(where, "a request body needs content");
        }
        for (const [type, media] of Object.entries(isNode(content) ? content : {})) {
          if (isNode(media) && media.schema !== undefined) {
            checkSchema(media.schema, `${where} body ${type}`);
          }
        }
      }
      const responses = operation.responses;
      if (!isNode(responses) || Object.keys(responses).length === 0) {
        problem(where, "responses must name at least one answer");
      }
      for (const [status, raw] of Object.entries(isNode(responses) ? responses : {})) {
        if (!STATUS.test(status)) problem(where, `response key ${status} is not a status`);
        const response = deref(raw, `${where} ${status}`);
        if (!isNode(response) || typeof response.description !== "string") {
          problem(`${where} ${status}`, "a response needs a description");
          continue;
        }
        for (const [type, media] of Object.entries(
          isNode(response.content) ? response.content : {},
        )) {
          if (isNode(media) && media.schema !== undefined) {
            checkSchema(media.schema, `${where} ${status} ${type}`);
          }
        }
      }
      checkSecurity(operation.security, where);
    }
  }
  return problems;
}

/** Every `pattern` keyword's value in a schema, at any depth. */
function patternsIn(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(patternsIn);
  if (!isNode(schema)) return [];
  return Object.entries(schema).flatMap(([key, value]) =>
    key === "pattern" && typeof value === "string" ? [value] : patternsIn(value),
  );
}

/** Every `$ref` of the document. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!isNode(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "$ref" && typeof item === "string" ? [item] : refsIn(item),
  );
}
