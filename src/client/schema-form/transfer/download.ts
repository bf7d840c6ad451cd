/**
 * Files the server generates (exports, import error reports) fetched with the session's
 * bearer token, which a plain link could not send, then handed to the browser's download.
 */
import { http } from "../../api/http";
import { fileNameFromDisposition } from "./file-names";

/** Saves `blob` as `fileName` through a temporary `<a download>`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cut a download short in some browsers; FileSaver.js waits 40 s too.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

/**
 * GETs `path` (under /api) and saves the answer under the server's file name, else
 * `fallbackName`. Big exports take long: no timeout, and no retry that would build one twice.
 */
export async function downloadFile(
  path: string,
  searchParams: URLSearchParams | undefined,
  fallbackName: string,
): Promise<string> {
  const response = await http.get(path, { searchParams, timeout: false, retry: 0 });
  const fileName =
    fileNameFromDisposition(response.headers.get("Content-Disposition")) ?? fallbackName;
  saveBlob(await response.blob(), fileName);
  return fileName;
}
