/**
 * Where a select's choices come from (admin-area §7 "Select options"): the getter
 * "project?department_id={department_id}&active=1" names the endpoint, fixed parameters and
 * parameters filled from other form fields; the option's get_param adds more of the latter.
 * Every field named either way is a dependency: when it changes the list reloads.
 */
import { readPath } from "../../../../schema/read-path";

export const SELECT_FETCH_LIMIT = 1000;

export interface OptionSource {
  endpoint: string;
  /** Query parameter → its text, where "{field}" stands for that form field's value. */
  params: Record<string, string>;
  /** The form fields the list depends on, each once, in the order first named. */
  dependsOn: string[];
}

const PLACEHOLDER = /\{([^{}]+)\}/g;

/** "project?active=1" → the endpoint and its inline parameters, as written. */
export function splitGetter(getter: string): { endpoint: string; params: Record<string, string> } {
  const mark = getter.indexOf("?");
  return {
    endpoint: mark < 0 ? getter : getter.slice(0, mark),
    params: Object.fromEntries(new URLSearchParams(mark < 0 ? "" : getter.slice(mark + 1))),
  };
}

export function parseOptionSource(getter: string, getParam: Record<string, string> = {}) {
  const { endpoint, params: inline } = splitGetter(getter);
  const fromFields = Object.fromEntries(
    Object.entries(getParam).map(([param, field]) => [param, `{${field}}`]),
  );
  const params = { ...inline, ...fromFields };
  const named = Object.values(params).flatMap((text) =>
    [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ""),
  );
  return { endpoint, params, dependsOn: [...new Set(named)] } satisfies OptionSource;
}

/**
 * The query of one fetch: limit 1000 and active 1 unless the getter says otherwise, then the
 * parameters with the fields' current values. A parameter whose field is empty is left out,
 * so an unset parent gives the whole list rather than none.
 */
export function requestParams(
  source: OptionSource,
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const query: Record<string, string> = { limit: String(SELECT_FETCH_LIMIT), active: "1" };
  for (const [param, text] of Object.entries(source.params)) {
    let complete = true;
    const filled = text.replace(PLACEHOLDER, (_, field: string) => {
      const value = values[field];
      if (value === undefined || value === null || value === "") complete = false;
      return String(value ?? "");
    });
    if (complete) query[param] = filled;
  }
  return query;
}

/** The dependencies' values as one comparable key (the form store's key has this shape). */
export function dependencyKey(
  dependsOn: readonly string[],
  values: Readonly<Record<string, unknown>>,
): string {
  return JSON.stringify(dependsOn.map((field) => values[field] ?? null));
}

/**
 * toggle_field: form field → key of the chosen row. Choosing a row sets those fields from it;
 * choosing nothing clears them.
 */
export function toggledValues(
  toggleField: Readonly<Record<string, string>> | undefined,
  row: unknown,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(toggleField ?? {}).map(([field, key]) => [
      field,
      row === undefined ? undefined : readPath(row, key),
    ]),
  );
}
