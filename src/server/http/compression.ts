/**
 * On-the-fly compression of the API's answers (`@fastify/compress`), registered in the `/api`
 * scope only: the web app's files are compressed once at build time and sent as they are
 * (client/routes.ts). Brotli when the caller accepts it, else gzip, else the answer as it is.
 */
import fastifyCompress, { type FastifyCompressOptions } from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** The xls export is SpreadsheetML, XML text that mime-db does not know to be compressible. */
const SPREADSHEET_ML = /^application\/vnd\.ms-excel(?:;|$)/;

const options: FastifyCompressOptions = {
  // br before gzip at equal weight; zstd (Node 22.15+ only) left out so every Node Mandor
  // supports answers alike.
  encodings: ["br", "gzip"],
  // Smaller answers fit in a packet or two either way: not worth the CPU.
  threshold: 1024,
  // SpreadsheetML besides mime-db's compressible types, in place of the plugin's default pattern
  // (which also takes octet-stream: stored files). Server-Sent Events are not among them, and
  // the event stream writes to the socket past Fastify anyway, so it keeps flushing.
  customTypes: SPREADSHEET_ML,
  // A compressed request body could unpack past the body limit: callers send plain bodies.
  globalDecompression: false,
};

/** Compresses the answers of the routes `api` registers after this call. */
export async function compressAnswers(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, options);
}
