/**
 * Text inside XML or HTML markup: escaped, and without the characters XML 1.0 cannot carry at
 * all (a strict reader such as Excel refuses the whole file for one of them).
 */

/** Characters XML 1.0 cannot carry at all, even escaped. */
export const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
  "\n": "&#10;",
  "\r": "&#13;",
  "\t": "&#9;",
};

export function xmlText(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"'\n\r\t]/g, (char) => XML_ESCAPES[char] ?? "");
}
