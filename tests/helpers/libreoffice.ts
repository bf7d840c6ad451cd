/**
 * LibreOffice Calc, headless (Debian's `libreoffice-calc-nogui`), to open an export as a
 * person's spreadsheet would and read back what it shows. Where it is missing the tests using
 * it are skipped with a loud warning; under CI (`CI=true`) a missing LibreOffice is an error.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { skipLoudly } from "./loud-skip";

const executable = process.env.SOFFICE_PATH ?? "/usr/bin/soffice";

export const libreOfficeAvailable: boolean = existsSync(executable);

if (!libreOfficeAvailable) {
  const advice =
    `LibreOffice is not installed at ${executable}: install it with ` +
    "`apt-get install -y libreoffice-calc-nogui` (or point SOFFICE_PATH at soffice).";
  skipLoudly("Spreadsheet tests", advice);
}

/**
 * Opens `content` (saved as `fileName`) in Calc and returns the first sheet as CSV text (UTF-8,
 * every cell as shown). HTML is opened as a sheet, as a spreadsheet user's double-click does.
 */
export async function openInCalc(fileName: string, content: string | Uint8Array): Promise<string> {
  // Text CSV: comma, double quote, UTF-8 (76), every cell quoted as shown.
  const csv = await convertInCalc(
    fileName,
    content,
    "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,true,true",
  );
  return csv.toString("utf8");
}

/**
 * Opens `content` (saved as `fileName`) in Calc with the import filter a double-click picks
 * and saves it as `convertTo` (soffice's --convert-to, e.g. "xlsx"); returns the file's bytes.
 */
export async function convertInCalc(
  fileName: string,
  content: string | Uint8Array,
  convertTo: string,
): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), "mandor-calc-"));
  try {
    const input = join(dir, fileName);
    writeFileSync(input, content);
    const html = fileName.endsWith(".html");
    await promisify(execFile)(
      executable,
      [
        "--headless",
        `-env:UserInstallation=file://${join(dir, "profile")}`,
        ...(html ? ["--infilter=calc_HTML_WebQuery"] : []),
        "--convert-to",
        convertTo,
        "--outdir",
        join(dir, "out"),
        input,
      ],
      { timeout: 120_000 },
    );
    const extension = convertTo.split(":")[0];
    return readFileSync(join(dir, "out", fileName.replace(/\.[^.]+$/, `.${extension}`)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
