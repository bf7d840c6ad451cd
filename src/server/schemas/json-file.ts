/**
 * A JSON file a steward edits while the server runs: read again whenever its modification
 * time or size changes, so an edit shows on the next request without a restart. A file that
 * cannot be read or parsed keeps the last good content serving and reports the problem.
 */
import { readFileSync, statSync } from "node:fs";

export interface LiveJson<T> {
  /** The newest good content. Throws only if no good version was ever read. */
  current(): T;
  /** What went wrong with the newest version on disk, if anything. */
  problem(): string | null;
}

/** `parse` reads the text (default JSON.parse); what it throws is the problem reported. */
export function liveJsonFile<T>(
  path: string,
  check: (value: unknown) => T,
  parse: (text: string) => unknown = JSON.parse,
): LiveJson<T> {
  let stamp = "";
  let good: T | undefined;
  let problem: string | null = null;

  function refresh() {
    let next: string;
    try {
      const stat = statSync(path);
      next = `${stat.mtimeMs}:${stat.size}`;
    } catch (error) {
      problem = `${path}: ${(error as Error).message}`;
      return;
    }
    if (next === stamp) return;
    stamp = next;
    try {
      good = check(parse(readFileSync(path, "utf8")));
      problem = null;
    } catch (error) {
      problem = `${path}: ${(error as Error).message}`;
    }
  }

  return {
    current() {
      refresh();
      if (good === undefined) throw new Error(problem ?? `${path} has not been read`);
      return good;
    },
    problem() {
      refresh();
      return problem;
    },
  };
}
