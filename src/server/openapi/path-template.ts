/**
 * Fastify's route addresses as OpenAPI path templates: `:id` becomes `{id}`, and the wildcard
 * of `/api/files/*` becomes `{path}` (a stored file's name holds slashes).
 */

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;
export const WILDCARD_PARAM = "path";

export function toPathTemplate(url: string): string {
  return url.replace(PARAM, "{$1}").replace(/\*$/, `{${WILDCARD_PARAM}}`);
}

/** The path parameters of a route address, in order. */
export function pathParamNames(url: string): string[] {
  const names = [...url.matchAll(PARAM)].map((match) => match[1] ?? "");
  return url.endsWith("*") ? [...names, WILDCARD_PARAM] : names;
}

/** The address with some of its parameters given (`{endpoint}` → `m-skills`). */
export function fillPath(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name] ?? "") : whole,
  );
}
