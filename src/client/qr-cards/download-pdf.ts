/**
 * "Unduh PDF": builds the PDF of the shown pages with pdf-lib, imported here on demand so not
 * even the card page's chunk carries it, and hands it to the browser as a download.
 */
import type { PdfInput } from "./cards-pdf";

export async function downloadCardsPdf(
  input: Omit<PdfInput, "logo">,
  logoUrl: string | null,
  fileName: string,
): Promise<void> {
  const [{ cardsPdf }, logo] = await Promise.all([import("./cards-pdf"), logoBytes(logoUrl)]);
  const bytes = await cardsPdf({ ...input, logo });
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // The download reads the blob after the click returns: free it a while later, not at once.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function logoBytes(url: string | null): Promise<PdfInput["logo"]> {
  if (!url) return null;
  const response = await fetch(url);
  if (!response.ok) return null;
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    type: response.headers.get("content-type") ?? "",
  };
}
