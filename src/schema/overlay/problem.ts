/**
 * Something wrong with an overlay, located precisely enough for a steward to fix it: the file,
 * a JSON pointer into it, and the reason. Errors keep the last good version serving; warnings
 * are served and shown in the schema preview.
 */
export interface Problem {
  /** The overlay file, relative to the schemas folder, e.g. "m-skills.json". */
  file: string;
  /** RFC 6901 pointer into the file, "" for the whole document. */
  pointer: string;
  reason: string;
  severity: "error" | "warning";
}

/** Escapes one step of a JSON pointer (`~` → `~0`, `/` → `~1`). */
export function pointerStep(step: string | number): string {
  return String(step).replaceAll("~", "~0").replaceAll("/", "~1");
}

export function pointerOf(...steps: Array<string | number>): string {
  return steps.map((step) => `/${pointerStep(step)}`).join("");
}
