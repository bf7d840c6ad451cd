/** JSON.parse with a steward-readable reason: line and column instead of a byte position. */
export type ParsedJson = { ok: true; value: unknown } | { ok: false; reason: string };

export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = (error as Error).message;
    // "Unexpected end of JSON input" names no position: the end of the text is where it is.
    const position =
      /position (\d+)/.exec(message)?.[1] ?? (/end of JSON/.test(message) ? text.length : null);
    if (position === null) return { ok: false, reason: `not valid JSON: ${message}` };
    const before = text.slice(0, Number(position));
    const line = before.split("\n").length;
    const column = before.length - before.lastIndexOf("\n");
    const detail = message.replace(/ in JSON at position \d+.*$/, "").replace(/\s*\(line.*$/, "");
    return { ok: false, reason: `not valid JSON at line ${line}, column ${column}: ${detail}` };
  }
}
