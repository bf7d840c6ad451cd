/**
 * `Content-Disposition` with a file name any browser reads: a plain ASCII `filename` for old
 * clients and the exact name as RFC 5987 `filename*` (Indonesian titles need no more than
 * ASCII, but a steward may write any title).
 */
export function contentDisposition(type: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
