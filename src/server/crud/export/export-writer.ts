/**
 * An export file as the route streams it: opened on the download with the column labels, fed
 * rows batch by batch, ended. Text formats (SheetWriter) write strings; a zipped workbook
 * (xlsx-writer.ts) writes through its own library; the route needs to know neither.
 */
import type { Writable } from "node:stream";
import type { ExportCell, SheetWriter } from "./sheet-writer";
import { writeOut } from "./write-out";

/** One file being written; each call returns once the download has room for more. */
export interface ExportFile {
  rows(rows: ExportCell[][]): Promise<void>;
  end(): Promise<void>;
}

export interface ExportWriter {
  extension: string;
  contentType: string;
  /** `title` is the screen's, in the caller's language. */
  open(out: Writable, title: string, headers: string[]): Promise<ExportFile>;
}

/** A text format written to the download as it is produced. */
export function textExport(writer: SheetWriter): ExportWriter {
  return {
    extension: writer.extension,
    contentType: writer.contentType,
    async open(out, title, headers) {
      await writeOut(out, writer.head(title, headers));
      return {
        rows: (rows) => writeOut(out, writer.rows(rows)),
        end: async () => {
          await writeOut(out, writer.foot());
          out.end();
        },
      };
    },
  };
}
