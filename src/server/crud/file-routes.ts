/**
 * Uploads and the files behind signed URLs. `POST /api/<endpoint>/upload` (create- or
 * update-permission on the screen) keeps one file of an accepted kind, records it as the
 * uploader's (files/file-claims.ts) with the name it had on their device, and answers its stored
 * name — what a record's field holds — with a signed URL to show it at once and that name.
 * `GET /api/files/<name>?exp=…&sig=…` is public: the signature is the permission. It answers
 * the bytes with their own type, never sniffed, never scripted, cached privately no longer
 * than the URL lives, under the name it was uploaded with.
 */
import type { FastifyPluginAsync } from "fastify";
import type { UploadAnswer } from "../../schema/api/crud";
import type { Config } from "../config";
import { contentDisposition } from "../files/content-disposition";
import { recordUpload } from "../files/file-claims";
import { detectKind, extensionOf, FILE_KINDS } from "../files/file-kinds";
import type { FileLinks } from "../files/file-links";
import { createDiskFileStore, type FileStore, STORED_NAME } from "../files/file-store";
import { baseName, originalName, storedOriginalName } from "../files/original-name";
import { readUpload, registerMultipart } from "../files/read-upload";
import { sendError } from "../http/error-handler";
import type { CrudContext } from "./crud-context";
import { endpointParams } from "./endpoint-params";
import { screenFor } from "./screen-access";

export const fileRoutes: FastifyPluginAsync<{
  ctx: CrudContext;
  files: Config["files"];
  links: FileLinks;
  /** Defaults to the disk under `files.uploadsDir`. */
  store?: FileStore;
}> = async (app, { ctx, files, links, store = createDiskFileStore(files.uploadsDir) }) => {
  await registerMultipart(app, files.maxUploadBytes);

  app.post<{ Params: { endpoint: string } }>(
    "/:endpoint/upload",
    { schema: { params: endpointParams } },
    async (request, reply): Promise<UploadAnswer | typeof reply> => {
      const access = screenFor(ctx, request, reply, ["create", "update"]);
      if (!access) return reply;
      const upload = await readUpload(request);
      if ("refused" in upload) return sendError(reply, request, upload.refused);
      const kind = await detectKind(upload.bytes, upload.fileName);
      if (!kind) return sendError(reply, request, "FILE_TYPE_REFUSED");
      const filename = await store.save(upload.bytes, kind.ext);
      const name = originalName(upload.fileName);
      await recordUpload(ctx.db, filename, access.user.id, name);
      return { data: { url: links.sign(filename), filename, name: name ?? baseName(filename) } };
    },
  );

  app.get<{ Params: { "*": string }; Querystring: { exp?: string; sig?: string } }>(
    "/files/*",
    { config: { public: true } },
    async (request, reply) => {
      const name = request.params["*"];
      if (!STORED_NAME.test(name)) return sendError(reply, request, "FILE_NOT_FOUND");
      const check = links.check(name, request.query.exp, request.query.sig);
      if (!check.valid) return sendError(reply, request, "FILE_LINK_INVALID");
      // Read before the file is opened, so a failed lookup leaves no file handle behind.
      const original = await storedOriginalName(ctx.db, name);
      const found = await store.open(name);
      const kind = FILE_KINDS[extensionOf(name)];
      if (!found || !kind) return sendError(reply, request, "FILE_NOT_FOUND");
      return (
        reply
          .header("content-type", kind.mime)
          .header("content-length", found.size)
          .header("x-content-type-options", "nosniff")
          // Nothing in a file may load or run anything; only Mandor's own pages may frame it
          // (the PDF preview), never another site.
          .header("content-security-policy", "default-src 'none'; frame-ancestors 'self'")
          .header("cache-control", `private, max-age=${check.seconds}`)
          .header(
            "content-disposition",
            contentDisposition(kind.inline ? "inline" : "attachment", original ?? baseName(name)),
          )
          .send(found.stream)
      );
    },
  );
};
