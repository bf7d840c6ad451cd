/**
 * The documentation checks' readers on small pages: docs.test.ts passes when they find nothing
 * wrong, so these make sure they still find what is there.
 */
import { describe, expect, it } from "vitest";
import {
  anchors,
  brokenLink,
  envNamesInSource,
  envNamesInTables,
  type Files,
  headings,
  links,
  slug,
  subsections,
} from "./doc-checks";

describe("slug", () => {
  it.each([
    ["Backups", "backups"],
    [
      "Lists on a million rows, every request different",
      "lists-on-a-million-rows-every-request-different",
    ],
    ["`SESSION_IDLE_MINUTES` and friends", "session_idle_minutes-and-friends"],
    ["### `date-range`".slice(4), "date-range"],
    ["What's new? (2026)", "whats-new-2026"],
    ["A  B", "a--b"],
    ["See [install.md](install.md) first", "see-installmd-first"],
    ["Tenaga kerja — daftar", "tenaga-kerja--daftar"],
    ["Übersicht", "übersicht"],
  ])("%s → %s", (text, expected) => {
    expect(slug(text)).toBe(expected);
  });
});

describe("anchors", () => {
  it("numbers repeated headings and skips those in fenced code", () => {
    const page = [
      "# Field types",
      "## `text`",
      "```md",
      "## Not a heading",
      "```",
      "## `text`",
      "~~~~",
      "```",
      "## Still code",
      "~~~~",
      "### text ###",
      '<a id="kept-anchor"></a>',
    ].join("\n");
    expect([...anchors(page)]).toEqual(["field-types", "text", "text-1", "text-2", "kept-anchor"]);
  });

  it("does not take #tags or empty headings for headings", () => {
    expect(headings("#hashtag\n#\n    # indented code\n## Real")).toEqual([
      { level: 2, text: "Real", line: 4 },
    ]);
  });
});

describe("links", () => {
  it.each([
    ["[install](docs/operators/install.md#ports)", ["docs/operators/install.md#ports"]],
    ["![list](docs/images/employee-list.png)", ["docs/images/employee-list.png"]],
    ['[a](a.md "title") and [b](<b c.md>)', ["a.md", "b c.md"]],
    ["[same page](#backups)", ["#backups"]],
    ["[x](https://example.com) [y](http://a/b) [m](mailto:a@b.c) [z](//cdn/x)", []],
    ["[s](ftp://host/x) [t](data:text/plain,x)", []],
    ["`[code](not-a-link.md)` but [real](real.md)", ["real.md"]],
    ["``[also code](x.md)``", []],
    ["[ref]: docs/ref.md#part", ["docs/ref.md#part"]],
    ['<img src="docs/images/dashboard.png" width="600">', ["docs/images/dashboard.png"]],
    ["[`config.ts`](src/server/config.ts)", ["src/server/config.ts"]],
  ])("%s", (markdown, expected) => {
    expect(links(markdown).map((link) => link.target)).toEqual(expected);
  });

  it("skips fenced code and gives each link its line", () => {
    const page = ["Intro [a](a.md)", "```", "[b](b.md)", "```", "", "text [c](c.md)"].join("\n");
    expect(links(page)).toEqual([
      { line: 1, target: "a.md" },
      { line: 6, target: "c.md" },
    ]);
  });
});

describe("brokenLink", () => {
  const pages: Record<string, string> = {
    "README.md": "# Mandor\n## Backups\n",
    "docs/operators/install.md": "# Install\n## Ports and hosts\n## Ports and hosts\n",
    "docs/images/x.png": "",
    "src/server/config.ts": "",
  };
  const files: Files = {
    kind: (path) =>
      path in pages
        ? "file"
        : Object.keys(pages).some((file) => file.startsWith(`${path}/`))
          ? "folder"
          : undefined,
    read: (path) => pages[path] ?? "",
  };

  it.each([
    ["README.md", "docs/operators/install.md", undefined],
    ["README.md", "docs/operators/install.md#ports-and-hosts-1", undefined],
    ["README.md", "docs/operators/install.md?plain=1#install", undefined],
    ["README.md", "#backups", undefined],
    ["README.md", "docs/operators/", undefined],
    ["README.md", "/src/server/config.ts#L10", undefined],
    ["docs/operators/install.md", "../../README.md#backups", undefined],
    ["docs/operators/install.md", "../images/x.png", undefined],
    ["docs/operators/install.md", "#ports-and-hosts", undefined],
    ["README.md", "docs/operators/missing.md", "no such file or folder docs/operators/missing.md"],
    ["README.md", "#restores", "no heading #restores in README.md"],
    ["docs/operators/install.md", "../../README.md#Backups", "no heading #Backups in README.md"],
    [
      "docs/operators/install.md",
      "images/x.png",
      "no such file or folder docs/operators/images/x.png",
    ],
  ])("%s → %s", (file, target, expected) => {
    expect(brokenLink(file, target, files)).toBe(expected);
  });
});

describe("envNamesInSource", () => {
  it("finds the names passed as literals and read as properties, nothing else", () => {
    const source = [
      'const port = integer(env, problems, "PORT", 3000);',
      "const dir = optional(env, 'DATA_DIR') ?? \"./data\";",
      'if (env.NODE_ENV === "production") {}',
      "const home = process.env.HOME_DIR;",
      "problems.push(`PORT must be a whole number`);",
      'const time = "HH:MM"; const short = "AB"; const lower = "Port";',
    ].join("\n");
    expect([...envNamesInSource(source)].sort()).toEqual([
      "DATA_DIR",
      "HOME_DIR",
      "NODE_ENV",
      "PORT",
    ]);
  });
});

describe("envNamesInTables", () => {
  it("takes the backticked names of each row's first cell only", () => {
    const page = [
      "| variable | default | meaning |",
      "| --- | --- | --- |",
      "| `PORT` | `3000` | HTTP port, see `HOST` |",
      "| `SESSION_IDLE_MINUTES`, `SESSION_MAX_HOURS` | `120`, `12` | session |",
      "| `SSO_JWKS_URL` or `SSO_SECRET`, `SSO_ISSUER` | — | sign-on |",
      "| `lowercase` and `AB` | — | not names |",
      "Prose naming `DATA_DIR` is no entry.",
      "```",
      "| `IN_A_FENCE` | x | y |",
      "```",
    ].join("\n");
    expect([...envNamesInTables(page)]).toEqual([
      "PORT",
      "SESSION_IDLE_MINUTES",
      "SESSION_MAX_HOURS",
      "SSO_JWKS_URL",
      "SSO_SECRET",
      "SSO_ISSUER",
    ]);
  });
});

describe("subsections", () => {
  it("groups level-3 headings under their level-2 heading", () => {
    const page = [
      "# Field types",
      "### `orphan`",
      "## Input types",
      "### `text`",
      "#### Options",
      "### `money`",
      "```",
      "### `in-a-fence`",
      "```",
      "## Display types",
      "### `text`",
      "# Appendix",
      "### `after-a-title`",
    ].join("\n");
    expect(Object.fromEntries(subsections(page))).toEqual({
      "Input types": ["`text`", "`money`"],
      "Display types": ["`text`"],
    });
  });
});
