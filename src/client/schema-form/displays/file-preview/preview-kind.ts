/**
 * How a stored file is previewed (admin-area §2 "Document preview"): pictures in the zoom
 * dialog, PDF in a frame, XLSX read in the browser as a table, Word and PowerPoint files in the
 * external viewer when one is configured; anything else (and an old binary XLS, which the
 * browser-side reader cannot parse) is only downloaded.
 */
import { isImageName } from "../../transfer/file-names";

export type PreviewKind = "image" | "pdf" | "sheet" | "viewer" | "download";

const VIEWER_EXTENSIONS: ReadonlySet<string> = new Set(["doc", "docx", "ppt", "pptx", "xls"]);

function extension(name: string): string {
  const path = name.split(/[?#]/)[0] ?? "";
  return path.includes(".") ? path.slice(path.lastIndexOf(".") + 1).toLowerCase() : "";
}

/** `viewerTemplate` is the configured external viewer ("" when off). */
export function previewKind(name: string, viewerTemplate: string): PreviewKind {
  if (isImageName(name)) return "image";
  const ext = extension(name);
  if (ext === "pdf") return "pdf";
  if (ext === "xlsx") return "sheet";
  if (viewerTemplate !== "" && VIEWER_EXTENSIONS.has(ext)) return "viewer";
  return "download";
}

/**
 * The external viewer's address for a file: the template's `{url}` replaced by the file's
 * absolute signed address, encoded as one query value.
 */
export function viewerAddress(template: string, fileUrl: string, origin: string): string {
  return template.replaceAll("{url}", encodeURIComponent(new URL(fileUrl, origin).href));
}
