/** Names of files: the server's download name, a stored file's shown name, and pictures. */

const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set([
  "jpg",
  "jpeg",
  "png",
  "gif",
  "webp",
  "svg",
  "bmp",
  "avif",
]);

/** The name in a `Content-Disposition` header; the RFC 5987 `filename*` wins over `filename`. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name below still serves.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  const name = plain?.[2]?.replace(/\\(.)/g, "$1") ?? plain?.[1]?.trim();
  return name || undefined;
}

/** Whether a stored file name (or a URL's path) names a picture the browser can show. */
export function isImageName(name: string): boolean {
  const path = name.split(/[?#]/)[0] ?? "";
  const extension = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  return path.includes(".") && IMAGE_EXTENSIONS.has(extension);
}

/**
 * What a stored file is called on screen: the name it was uploaded with when the record
 * carries one, else its stored path's last segment (`2026/11/f0357b….pdf` → `f0357b….pdf`).
 */
export function shownFileName(stored: string, original: unknown): string {
  if (typeof original === "string" && original !== "") return original;
  return stored.split("/").pop() ?? stored;
}
