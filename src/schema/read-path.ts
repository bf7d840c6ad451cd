/** Reads a dotted path (`territory.territory_name`) from a record; missing steps give undefined. */
export function readPath(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const step of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}
