/**
 * Streams an export from a database cursor to the socket, one batch at a time at the client's
 * pace. Headers go out with the first batch, so a query without rows sends nothing and the
 * route can still answer 422. A failure once the download has started cuts the connection,
 * so a partial file can never pass for a whole one.
 */
import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { exportFileName } from "../../../schema/api/export-file-name";
import type { Db } from "../../db/connect";
import { contentDisposition } from "../../files/content-disposition";
import { eachBatch, type Row } from "../list-query";
import type { ExportColumn } from "./export-columns";
import type { SheetWriter } from "./sheet-writer";
import { ClientGone, writeOut } from "./write-out";

const BATCH = 2000;

export interface ExportJob {
  query: Parameters<typeof eachBatch>[1];
  writer: SheetWriter;
  title: string;
  columns: ExportColumn[];
  /** When the export was asked for: its file name carries that day. */
  at: Date;
}

/** Whether any row was sent; when none was, the reply is untouched. */
export async function streamExport(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  { query, writer, title, columns, at }: ExportJob,
): Promise<boolean> {
  const out = reply.raw;
  let started = false;
  const cells = (rows: Row[]) => rows.map((row) => columns.map((column) => column.cell(row)));
  try {
    await eachBatch(db, query, BATCH, async (rows) => {
      if (!started) {
        started = true;
        reply
          .header("content-type", writer.contentType)
          .header(
            "content-disposition",
            contentDisposition("attachment", exportFileName(title, writer.extension, at)),
          )
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "no-store")
          .hijack();
        out.writeHead(200, headersOf(reply));
        await writeOut(
          out,
          writer.head(
            title,
            columns.map((column) => column.label),
          ),
        );
      }
      await writeOut(out, writer.rows(cells(rows)));
    });
    if (!started) return false;
    await writeOut(out, writer.foot());
    out.end();
  } catch (error) {
    if (!started) throw error;
    request.log[error instanceof ClientGone ? "info" : "error"]({ err: error }, "export cut short");
    out.destroy();
  }
  return true;
}

/** What hooks and the route set on the reply, for a response written past Fastify. */
function headersOf(reply: FastifyReply): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined),
  ) as OutgoingHttpHeaders;
}
