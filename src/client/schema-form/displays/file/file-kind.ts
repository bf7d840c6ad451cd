/**
 * The badge a stored file shows beside its name: the file types admin-area §9 gives a fallback
 * icon (spreadsheets, documents, web files, video, archives, pictures) by their extension, any
 * other type as a plain "file".
 */
const KNOWN = new Set([
  "jpg",
  "jpeg",
  "png",
  "svg",
  "xlsx",
  "xls",
  "csv",
  "doc",
  "pdf",
  "html",
  "css",
  "js",
  "xml",
  "mp4",
  "zip",
]);

/** "laporan/Kontrak.PDF?x=1" → "pdf"; an unlisted or missing extension → "file". */
export function fileKind(name: string): string {
  const path = name.split(/[?#]/)[0] ?? "";
  const base = path.slice(path.lastIndexOf("/") + 1);
  const extension = base.includes(".") ? base.slice(base.lastIndexOf(".") + 1).toLowerCase() : "";
  return KNOWN.has(extension) ? extension : "file";
}
