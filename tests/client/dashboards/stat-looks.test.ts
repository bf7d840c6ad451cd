/**
 * Every icon and background a dashboard or a list's statistics names draws something: an
 * icon name the registry lacks, or a `bgClass` no stylesheet styles, is silently nothing on
 * screen, so the files are walked here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { statIcon } from "../../../src/client/dashboards/icons";

const FILES = [
  ...readdirSync("schemas/dashboards").map((name) => `schemas/dashboards/${name}`),
  ...readdirSync("schemas")
    .filter((name) => name.endsWith(".json"))
    .map((name) => `schemas/${name}`),
];

/** Every value of `key` anywhere in the JSON files. */
function valuesOf(key: string): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      for (const [name, value] of Object.entries(node)) {
        if (name === key && typeof value === "string") found.add(value);
        else walk(value);
      }
    }
  };
  for (const file of FILES) walk(JSON.parse(readFileSync(file, "utf8")));
  return [...found].sort();
}

const STYLES = readFileSync("src/client/dashboards/dashboards.css", "utf8");

describe("the statistics' looks", () => {
  it.each(valuesOf("icon"))("icon %s draws", (name) => {
    expect(statIcon(name)).toBeDefined();
  });

  it.each(valuesOf("bgClass"))("background %s is styled", (name) => {
    expect(STYLES).toMatch(new RegExp(`\\.${name}\\b[^{]*\\{[^}]*background`));
  });
});
