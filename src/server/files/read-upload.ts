/**
 * Reads the one file of a multipart request (field `file`, admin-area §7 "Upload") into
 * memory, within the upload limit, and says plainly what was wrong with a request that does
 * not carry exactly that. The multipart parser is registered by each plugin that takes files,
 * so no other route accepts multipart bodies.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";

export type UploadRefusal = "FILE_MISSING" | "FILE_TOO_LARGE" | "TOO_MANY_FILES";

/** What multipart's own errors mean to the caller. */
const REFUSALS: Record<string, UploadRefusal> = {
  FST_REQ_FILE_TOO_LARGE: "FILE_TOO_LARGE",
  FST_FILES_LIMIT: "TOO_MANY_FILES",
  FST_PARTS_LIMIT: "TOO_MANY_FILES",
  FST_FIELDS_LIMIT: "TOO_MANY_FILES",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "FILE_MISSING",
  FST_PROTO_VIOLATION: "FILE_MISSING",
};

export async function registerMultipart(app: FastifyInstance, maxBytes: number) {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
}

export async function readUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; fileName: string } | { refused: UploadRefusal }> {
  let file: { bytes: Buffer; fileName: string; field: string } | undefined;
  try {
    // Read to the end, so that a second file is seen (and refused) rather than ignored.
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      file = { bytes: await part.toBuffer(), fileName: part.filename, field: part.fieldname };
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    const refused = REFUSALS[code ?? ""];
    if (refused) return { refused };
    // The parser's own complaints (no boundary, a body cut short) carry no code or status:
    // the caller sent no readable form, which is theirs to fix, not a server fault.
    if (statusCode === undefined || statusCode < 500) return { refused: "FILE_MISSING" };
    throw error;
  }
  return file?.field === "file" && file.bytes.length > 0
    ? { bytes: file.bytes, fileName: file.fileName }
    : { refused: "FILE_MISSING" };
}
