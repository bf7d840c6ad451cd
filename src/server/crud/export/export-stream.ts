/**
 * Streams an export from a database cursor to the socket, one batch at a time at the client's
 * pace. Headers go out with the first batch, so a query without rows sends nothing and the
 * route can still answer 422. The file is Fastify's reply body, so the API's compression
 * (http/compression.ts) applies to it as it streams. A failure once the download has started
 * cuts the connection, so a partial file can never pass for a whole one.
 */
import { PassThrough } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { exportFileName } from "../../../schema/api/export-file-name";
import type { Db } from "../../db/connect";
import type { Row } from "../../db/row";
import { contentDisposition } from "../../files/content-disposition";
import { eachBatch } from "../list-query";
import type { ExportColumn } from "./export-columns";
import type { ExportFile, ExportWriter } from "./export-writer";
import { ClientGone } from "./write-out";

const BATCH = 2000;

export interface ExportJob {
  query: Parameters<typeof eachBatch>[1];
  writer: ExportWriter;
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
  const out = new PassThrough();
  let started = false;
  let file: ExportFile | undefined;
  const cells = (rows: Row[]) => rows.map((row) => columns.map((column) => column.cell(row)));
  try {
    await eachBatch(db, query, BATCH, async (rows) => {
      if (!file) {
        started = true;
        reply
          .header("content-type", writer.contentType)
          .header(
            "content-disposition",
            contentDisposition("attachment", exportFileName(title, writer.extension, at)),
          )
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "no-store")
          .send(out);
        file = await writer.open(
          out,
          title,
          columns.map((column) => column.label),
        );
      }
      await file.rows(cells(rows));
    });
    if (!file) return false;
    await file.end();
  } catch (error) {
    if (!started) throw error;
    request.log[error instanceof ClientGone ? "info" : "error"]({ err: error }, "export cut short");
    // The socket, not the body: Fastify then ends the body too, and no error page can take the
    // file's place even while the compressor still holds the first bytes.
    reply.raw.destroy();
  }
  return true;
}
