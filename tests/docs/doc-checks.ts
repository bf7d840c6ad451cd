/**
 * The documentation checks' reading of Markdown and of the configuration's source, as pure
 * functions: docs.test.ts runs them over the repository, doc-checks.test.ts over small
 * fixtures, so a checker that stops finding anything fails there rather than passing here.
 *
 * Markdown is read as GitHub renders it, as far as these pages use it: ATX headings, fenced
 * code blocks, inline links and images, reference definitions and HTML anchors.
 */
import { dirname, join } from "node:path";

export interface ProseLine {
  /** 1-based, for messages that point at the line. */
  line: number;
  text: string;
}

/**
 * The lines outside fenced code blocks: a heading or link shown as an example inside a fence is
 * not one. A fence closes only with its own character, at least as many times (CommonMark).
 */
export function proseLines(markdown: string): ProseLine[] {
  const prose: ProseLine[] = [];
  let fence: string | undefined;
  markdown.split(/\r?\n/).forEach((text, index) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence === undefined) {
      if (marker) fence = marker;
      else prose.push({ line: index + 1, text });
    } else if (
      marker &&
      marker[0] === fence[0] &&
      marker.length >= fence.length &&
      /^ {0,3}[`~]+\s*$/.test(text)
    ) {
      fence = undefined;
    }
  });
  return prose;
}

export interface Heading {
  level: number;
  /** As written, closing #s and surrounding spaces removed: "`text`", "Input types". */
  text: string;
  line: number;
}

export function headings(markdown: string): Heading[] {
  return proseLines(markdown).flatMap(({ line, text }) => {
    const match = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(text);
    return match?.[1] && match[2] ? [{ level: match[1].length, text: match[2], line }] : [];
  });
}

/**
 * GitHub's anchor for a heading's text (github-slugger): lower case, every character but
 * letters, digits, spaces, '-' and '_' dropped, each space a '-'. A link or image in the
 * heading counts by its text, as rendered; the backticks of code go with the punctuation.
 */
export function slug(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/**
 * Every anchor a page offers: its headings' slugs, a repeated one numbered -1, -2… in order as
 * GitHub does, and the ids and names of HTML elements written into the page.
 */
export function anchors(markdown: string): Set<string> {
  const counts = new Map<string, number>();
  const found = new Set<string>();
  for (const heading of headings(markdown)) {
    const base = slug(heading.text);
    let result = base;
    while (counts.has(result)) {
      const count = (counts.get(base) ?? 0) + 1;
      counts.set(base, count);
      result = `${base}-${count}`;
    }
    counts.set(result, 0);
    found.add(result);
  }
  for (const { text } of proseLines(markdown)) {
    for (const match of text.matchAll(/<[a-z][^>]*?\s(?:id|name)="([^"]+)"/gi)) {
      if (match[1]) found.add(match[1]);
    }
  }
  return found;
}

export interface Link {
  line: number;
  /** As written: "../docs/x.md#anchor", "#same-page". */
  target: string;
}

/** A scheme ("https:", "mailto:") or a protocol-relative "//host": not a file of this repository. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The repository-relative links of a page: inline links and images, reference definitions and
 * HTML href/src attributes, outside fenced code and inline code (where `[a](b)` is an example).
 * A link's text may wrap onto the line before: what is matched is the "](" and its target.
 */
export function links(markdown: string): Link[] {
  const found: Link[] = [];
  for (const { line, text } of proseLines(markdown)) {
    const prose = text.replace(/(`+)[^`].*?\1/g, "");
    const targets = [
      ...prose.matchAll(/\]\(\s*(?:<([^>]*)>|([^\s)]+))/g),
      ...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*(?:<([^>]*)>|(\S+))/g),
      ...prose.matchAll(/<[a-z][^>]*?\s(?:href|src)="()([^"]*)"/gi),
    ].map((match) => match[1] || match[2] || "");
    for (const target of targets) {
      if (target && !ABSOLUTE.test(target)) found.push({ line, target });
    }
  }
  return found;
}

/** What the link check needs of the file system, so the tests can give it a made-up one. */
export interface Files {
  kind(path: string): "file" | "folder" | undefined;
  read(path: string): string;
}

/**
 * Why a link of the page at `file` (a repository-relative path) leads nowhere, or undefined
 * when it resolves. The path is relative to the page ("/…" to the repository, as on GitHub);
 * the anchor must be a heading of the Markdown page it names. Anchors into other files (a
 * source file's "#L10") are GitHub's, not the page's, and go unchecked.
 */
export function brokenLink(
  file: string,
  target: string,
  files: Files,
  anchorsOf: (markdownFile: string) => Set<string> = (path) => anchors(files.read(path)),
): string | undefined {
  const hash = target.indexOf("#");
  const pathPart = (hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, "");
  const anchor = hash < 0 ? "" : decoded(target.slice(hash + 1));
  const path = decoded(pathPart);
  const base = path.startsWith("/") ? "." : dirname(file);
  const resolved = path === "" ? file : join(base, path).replace(/\/+$/, "");
  const kind = files.kind(resolved);
  if (!kind) return `no such file or folder ${resolved}`;
  if (anchor === "" || kind !== "file" || !resolved.endsWith(".md")) return undefined;
  return anchorsOf(resolved).has(anchor) ? undefined : `no heading #${anchor} in ${resolved}`;
}

/** "%20" as a space; a stray "%" as written, so the link is reported rather than the check crashing. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const ENV_NAME = "[A-Z][A-Z0-9_]{2,}";

/**
 * The environment variables a source file reads: the names it passes as string literals
 * (config.ts hands each to a reader: `integer(env, problems, "PORT", …)`) and those it reads
 * as properties (`env.NODE_ENV`). A literal that is not a whole name ("HH:MM", a message
 * naming one) does not match.
 */
export function envNamesInSource(source: string): Set<string> {
  const literal = new RegExp(`(["'\`])(${ENV_NAME})\\1`, "g");
  const property = new RegExp(`\\benv\\??\\.(${ENV_NAME})\\b`, "g");
  return new Set([
    ...[...source.matchAll(literal)].map((match) => match[2] ?? ""),
    ...[...source.matchAll(property)].map((match) => match[1] ?? ""),
  ]);
}

/**
 * The variables a page's tables name: the backticked names in the first cell of each row
 * ("`SESSION_IDLE_MINUTES`, `SESSION_MAX_HOURS`"). A name quoted elsewhere in the row, such as
 * `UPLOAD_MAX_MB` in another's description, is a mention, not an entry.
 */
export function envNamesInTables(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const { text } of proseLines(markdown)) {
    const row = /^\s*\|([^|]*)\|/.exec(text);
    for (const match of row?.[1]?.matchAll(new RegExp(`\`(${ENV_NAME})\``, "g")) ?? []) {
      if (match[1]) names.add(match[1]);
    }
  }
  return names;
}

/**
 * Each level-2 section's level-3 headings, as written, by the level-2 heading's text:
 * "Input types" → ["`text`", "`email`", …]. A level-3 heading before any level-2 is in none.
 */
export function subsections(markdown: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const heading of headings(markdown)) {
    if (heading.level <= 2) {
      current = heading.level === 2 ? [] : undefined;
      if (current) sections.set(heading.text, current);
    } else if (heading.level === 3) {
      current?.push(heading.text);
    }
  }
  return sections;
}
