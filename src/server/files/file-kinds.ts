/**
 * Which uploads Mandor keeps, judged by their bytes, never by the name or the type the browser
 * claims: pictures, PDF, Office documents and plain text. Anything a browser could run (HTML,
 * SVG, XML, scripts) is refused whatever it is called, so a stored file can never become a page
 * of Mandor's origin. The stored extension is always the detected one.
 */
import { fileTypeFromBuffer } from "file-type";

export interface FileKind {
  ext: string;
  mime: string;
  /** Shown in the browser (pictures, PDF) rather than downloaded. */
  inline: boolean;
}

const kind = (ext: string, mime: string, inline = false): FileKind => ({ ext, mime, inline });

export const FILE_KINDS: Readonly<Record<string, FileKind>> = {
  jpg: kind("jpg", "image/jpeg", true),
  png: kind("png", "image/png", true),
  webp: kind("webp", "image/webp", true),
  gif: kind("gif", "image/gif", true),
  pdf: kind("pdf", "application/pdf", true),
  xlsx: kind("xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
  docx: kind("docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
  pptx: kind("pptx", "application/vnd.openxmlformats-officedocument.presentationml.presentation"),
  xls: kind("xls", "application/vnd.ms-excel"),
  doc: kind("doc", "application/msword"),
  csv: kind("csv", "text/csv; charset=utf-8"),
  txt: kind("txt", "text/plain; charset=utf-8"),
};

/** Old Office files share one container (CFB) with installers and mail; only these names pass. */
const CFB_EXTENSIONS = new Set(["xls", "doc"]);
/** Text has no magic bytes: only these names, and only when the bytes are really text. */
const TEXT_EXTENSIONS = new Set(["csv", "txt"]);

const utf8 = new TextDecoder("utf-8", { fatal: true });

export function extensionOf(name: string): string {
  const match = /\.([a-z0-9]{1,10})$/i.exec(name.trim());
  return match?.[1]?.toLowerCase() ?? "";
}

/** The kind of an upload, or undefined when Mandor does not keep files like it. */
export async function detectKind(
  bytes: Uint8Array,
  clientName: string,
): Promise<FileKind | undefined> {
  // The whole file, not a prefix: an Office file is told from a plain zip by an entry that
  // need not come first.
  const detected = await fileTypeFromBuffer(bytes);
  const extension = extensionOf(clientName);
  if (detected?.ext === "cfb") {
    return CFB_EXTENSIONS.has(extension) ? FILE_KINDS[extension] : undefined;
  }
  if (detected) return FILE_KINDS[detected.ext];
  return TEXT_EXTENSIONS.has(extension) && isPlainText(bytes) ? FILE_KINDS[extension] : undefined;
}

/**
 * Valid UTF-8 without NUL that does not open like markup: a CSV or a note never starts with
 * "<", an HTML or SVG file renamed .txt always does.
 */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  return !text.includes("\u0000") && !text.trimStart().startsWith("<");
}
