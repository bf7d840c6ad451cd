/**
 * The documentation against the repository: its links lead somewhere, the configuration page
 * lists exactly the variables the server reads, and the field-types page has a section for
 * every input and display type. Each check names every problem at once, so one run is enough
 * to fix a page. Paths are relative to the project's root, where vitest runs.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DISPLAY_TYPES, INPUT_TYPES } from "../../src/schema/overlay/field-types";
import {
  anchors,
  brokenLink,
  envNamesInSource,
  envNamesInTables,
  type Files,
  links,
  subsections,
} from "./doc-checks";

const read = (path: string) => readFileSync(path, "utf8");

/** Every Markdown file under `folder`, as repository-relative paths. */
function markdownUnder(folder: string): string[] {
  return (readdirSync(folder, { recursive: true }) as string[])
    .filter((name) => name.endsWith(".md"))
    .map((name) => join(folder, name))
    .sort();
}

/** The pages readers follow links from: the README, the guides and the READMEs beside the data and the code. */
const PAGES = [
  "README.md",
  ...markdownUnder("docs"),
  ...markdownUnder("schemas"),
  "config/README.md",
  ...markdownUnder("src"),
];

const files: Files = {
  kind(path) {
    const stat = statSync(path, { throwIfNoEntry: false });
    return stat?.isDirectory() ? "folder" : stat ? "file" : undefined;
  },
  read,
};

/** Many pages link to the same few: each target's headings are read once. */
const anchorCache = new Map<string, Set<string>>();
const anchorsOf = (path: string) => {
  const found = anchorCache.get(path) ?? anchors(read(path));
  anchorCache.set(path, found);
  return found;
};

/** The front door stays one a newcomer reads in minutes; the rest belongs in docs/. */
const README_MAX_LINES = 300;

describe("documentation", () => {
  it(`keeps the README within ${README_MAX_LINES} lines`, () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("links only to files, folders and headings that exist", () => {
    const broken = PAGES.flatMap((page) =>
      links(read(page)).flatMap(({ line, target }) => {
        const problem = brokenLink(page, target, files, anchorsOf);
        return problem ? [`${page}:${line} -> ${target} (${problem})`] : [];
      }),
    );
    expect(broken, `broken links:\n${broken.join("\n")}`).toEqual([]);
  });

  it("lists in docs/operators/configuration.md exactly the variables config.ts reads", () => {
    const inSource = envNamesInSource(read("src/server/config.ts"));
    const listed = envNamesInTables(read("docs/operators/configuration.md"));
    const missing = [...inSource].filter((name) => !listed.has(name)).sort();
    const extra = [...listed].filter((name) => !inSource.has(name)).sort();
    expect(
      { missing, extra },
      `configuration.md's tables miss [${missing.join(", ")}] and list what config.ts does not read [${extra.join(", ")}]`,
    ).toEqual({ missing: [], extra: [] });
  });

  it("describes every field type in docs/stewards/field-types.md, in its section", () => {
    const sections = subsections(read("docs/stewards/field-types.md"));
    const missing = [
      ...INPUT_TYPES.map((name) => ["Input types", name] as const),
      ...DISPLAY_TYPES.map((name) => ["Display types", name] as const),
    ]
      .filter(([section, name]) => !sections.get(section)?.includes(`\`${name}\``))
      .map(([section, name]) => `### \`${name}\` under ## ${section}`);
    expect(missing, `field-types.md lacks:\n${missing.join("\n")}`).toEqual([]);
  });
});
