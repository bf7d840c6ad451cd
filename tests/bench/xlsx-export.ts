/**
 * The xlsx export's cost on a million rows: time, size and resident memory along the way, from
 * a process that does nothing else (xlsx-export-run.ts), so a rising memory would show.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

export interface XlsxExportFigures {
  rows: number;
  seconds: number;
  megabytes: number;
  /** Resident memory after each tenth of the rows: flat when nothing is held. */
  rssMbEachTenth: number[];
  peakRssMb: number;
}

export async function benchXlsxExport(rows: number): Promise<XlsxExportFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "tests/bench/xlsx-export-run.ts", String(rows)],
    { timeout: 30 * 60_000 },
  );
  return JSON.parse(stdout) as XlsxExportFigures;
}
