/** Reads a dotted path (`territory.territory_name`) from a record; missing steps give undefined. */
export function readPath(record: unknown, path: string): unknown {
  // Exports read millions of cells: a plain column is one lookup, a path is split once.
  if (!path.includes(".")) {
    return record !== null && typeof record === "object"
      ? (record as Record<string, unknown>)[path]
      : undefined;
  }
  let value: unknown = record;
  for (const step of stepsOf(path)) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

const splitPaths = new Map<string, string[]>();

function stepsOf(path: string): string[] {
  let steps = splitPaths.get(path);
  if (!steps) {
    if (splitPaths.size > 1000) splitPaths.clear();
    steps = path.split(".");
    splitPaths.set(path, steps);
  }
  return steps;
}
