/**
 * Import into a screen (create permission): `POST /api/<endpoint>/import` reads an .xlsx, XLS
 * (SpreadsheetML) or CSV file within the import limits and keeps its rows for 30 minutes
 * (import-store.ts: in the database), answering its columns, the create form's fields and a
 * guessed mapping; `…/import/sessions/<id>/preview` validates every row with a mapping and
 * writes nothing; `…/import/sessions/<id>/commit` writes the valid rows in one transaction;
 * `GET …/import/sessions/<id>` is the progress of either; `GET …/import/sessions/<id>/errors.csv`
 * the full error report. Sessions sit under the literal `sessions` so that no session's address
 * has the shape of a record's (`/api/<endpoint>/<id>/audit`): one address, one route.
 * An import belongs to the user and the screen it was uploaded to: anyone else gets a 404.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { toForm } from "../../../schema/adapter/to-form";
import { visibleFields } from "../../../schema/adapter/visible-fields";
import type { ImportProgressAnswer } from "../../../schema/api/crud";
import { exportFileName } from "../../../schema/api/export-file-name";
import type {
  ImportCommitAnswer,
  ImportPreviewAnswer,
  ImportRequest,
  ImportUploadAnswer,
} from "../../../schema/api/import";
import { fillTemplate, pickText } from "../../../schema/local-text";
import { contentDisposition } from "../../files/content-disposition";
import { readUpload, registerMultipart } from "../../files/read-upload";
import { sendError } from "../../http/error-handler";
import { pickLocale } from "../../http/locale";
import type { AppMetrics } from "../../metrics/app-metrics";
import type { CrudContext } from "../crud-context";
import { endpointParams } from "../endpoint-params";
import { csvWriter } from "../export/csv-writer";
import { screenFor } from "../screen-access";
import type { ImportAccess, ImportPlan } from "./import-access";
import { readImportFile } from "./import-file";
import { keyFields } from "./import-keys";
import { guessMapping, importFields, planColumns } from "./import-mapping";
import { commitImport, committedMessage, previewImport } from "./import-service";
import { createImportStore, IMPORT_ID, type ImportSession, type ImportStore } from "./import-store";
import type { ImportLimits } from "./import-table";

const importParams = {
  type: "object",
  properties: {
    ...endpointParams.properties,
    importId: { type: "string", pattern: IMPORT_ID.source },
  },
  required: ["endpoint", "importId"],
} as const;

const mappingBody = {
  type: "object",
  properties: {
    mapping: {
      type: "object",
      maxProperties: 1000,
      additionalProperties: { type: "string", maxLength: 200 },
    },
    key: { type: "string", maxLength: 200 },
  },
  required: ["mapping"],
} as const;

const REPORT = {
  id: { name: "Kesalahan Impor {title}", headers: ["Baris", "Isian", "Pesan"] },
  en: { name: "{title} Import Errors", headers: ["Row", "Field", "Message"] },
} as const;

type Params = { endpoint: string; importId: string };

export const importRoutes: FastifyPluginAsync<{
  ctx: CrudContext;
  maxUploadBytes: number;
  limits: ImportLimits;
  metrics: Pick<AppMetrics, "importRows">;
  store?: ImportStore;
}> = async (app, { ctx, maxUploadBytes, limits, metrics, store: given }) => {
  await registerMultipart(app, maxUploadBytes);
  const store =
    given ??
    createImportStore({
      db: ctx.db,
      log: (error) => app.log.warn({ err: error }, "import progress not written"),
    });

  /** The caller's create access to the screen, with its create form, or answered. */
  function accessFor(
    request: FastifyRequest<{ Params: { endpoint: string } }>,
    reply: FastifyReply,
  ): ImportAccess | undefined {
    const found = screenFor(ctx, request, reply, ["create"]);
    if (!found) return undefined;
    // An overlay that hides the import switches it off; the server does not serve it either.
    if (found.loaded.screen.hiddenActions.includes("import")) {
      void sendError(reply, request, "NOT_FOUND", { path: request.url.split("?")[0] ?? "" });
      return undefined;
    }
    const locale = pickLocale(request.headers);
    return {
      ...found,
      locale,
      form: toForm(found.loaded.screen, "create", { user: found.user, locale }),
      title: pickText(found.loaded.screen.title, locale),
    };
  }

  /** The import named in the path, if it is this caller's on this screen; else answered. */
  async function sessionFor(
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
    access: ImportAccess,
  ): Promise<ImportSession | undefined> {
    const session = await store.get(request.params.importId, access.user.id);
    if (session?.screenId === access.loaded.id) return session;
    void sendError(reply, request, "IMPORT_NOT_FOUND");
    return undefined;
  }

  /** The mapping's column plan (and key) for an idle session, or answered. */
  function planFor(
    request: FastifyRequest<{ Params: Params; Body: ImportRequest }>,
    reply: FastifyReply,
    access: ImportAccess,
    session: ImportSession,
  ) {
    if (session.stage === "validating" || session.stage === "committing") {
      void sendError(reply, request, "IMPORT_BUSY");
      return undefined;
    }
    if (session.stage === "committed") {
      void sendError(reply, request, "IMPORT_DONE");
      return undefined;
    }
    const columns = planColumns(request.body.mapping, session.columns, createFields(access));
    const plan = "problem" in columns ? columns : keyPlan(access, columns, request.body.key);
    if (!("problem" in plan)) return plan;
    void sendError(reply, request, "BAD_REQUEST", { detail: plan.problem });
    return undefined;
  }

  app.post<{ Params: { endpoint: string } }>(
    "/:endpoint/import",
    { schema: { params: endpointParams } },
    async (request, reply): Promise<ImportUploadAnswer | FastifyReply> => {
      const access = accessFor(request, reply);
      if (!access) return reply;
      const upload = await readUpload(request);
      if ("refused" in upload) return sendError(reply, request, upload.refused);
      const pending = await store.begin({ userId: access.user.id, screenId: access.loaded.id });
      const table = await readImportFile(
        upload.bytes,
        upload.fileName,
        limits,
        pending.write,
        (error) => request.log.info({ err: error }, "import file unreadable"),
      ).catch(async (error: unknown) => {
        await pending.discard();
        throw error;
      });
      if ("refused" in table) {
        await pending.discard();
        const { refused, ...params } = table;
        return sendError(reply, request, refused, params);
      }
      const session = await pending.open(table);
      if (!session) return sendError(reply, request, "IMPORT_NOT_FOUND");
      return {
        data: {
          importId: session.id,
          columns: table.columns,
          fields: importFields(access.form),
          mapping: guessMapping(table.columns, createFields(access)),
          keys: keyFields(access.form, access.loaded, access.user),
          rowCount: table.rowCount,
        },
      };
    },
  );

  app.post<{ Params: Params; Body: ImportRequest }>(
    "/:endpoint/import/sessions/:importId/preview",
    { schema: { params: importParams, body: mappingBody } },
    async (request, reply): Promise<ImportPreviewAnswer | FastifyReply> => {
      const access = accessFor(request, reply);
      const session = access && (await sessionFor(request, reply, access));
      const plan = access && session && planFor(request, reply, access, session);
      if (!access || !session || !plan) return reply;
      const outcome = await store.run(session, "validating", (run) =>
        previewImport(ctx, access, run, plan),
      );
      if ("refused" in outcome) return sendError(reply, request, outcome.refused);
      return { data: outcome.value };
    },
  );

  app.post<{ Params: Params; Body: ImportRequest }>(
    "/:endpoint/import/sessions/:importId/commit",
    { schema: { params: importParams, body: mappingBody } },
    async (request, reply): Promise<ImportCommitAnswer | FastifyReply> => {
      const access = accessFor(request, reply);
      const session = access && (await sessionFor(request, reply, access));
      const plan = access && session && planFor(request, reply, access, session);
      if (!access || !session || !plan) return reply;
      const outcome = await store.run(session, "committing", (run) =>
        commitImport(ctx, access, run, plan),
      );
      if ("refused" in outcome) return sendError(reply, request, outcome.refused);
      const result = outcome.value;
      if ("refused" in result) {
        const { row, errors, reason } = result.refused;
        return sendError(reply, request, "IMPORT_ROW_REFUSED", { row, reason }, errors, {
          row,
        });
      }
      // Before the check below: a commit with no valid row still counts its failed ones.
      metrics.importRows(request.params.endpoint, result);
      if (result.create + result.update + result.unchanged === 0) {
        return sendError(reply, request, "IMPORT_NOTHING_VALID", { count: result.skipped });
      }
      return { message: committedMessage(access, result), data: result };
    },
  );

  app.get<{ Params: Params }>(
    "/:endpoint/import/sessions/:importId",
    { schema: { params: importParams } },
    async (request, reply): Promise<ImportProgressAnswer | FastifyReply> => {
      const access = accessFor(request, reply);
      const session = access && (await sessionFor(request, reply, access));
      if (!session) return reply;
      const { stage, processed } = session;
      return { data: { stage, processed, total: session.rowCount } };
    },
  );

  app.get<{ Params: Params }>(
    "/:endpoint/import/sessions/:importId/errors.csv",
    { schema: { params: importParams } },
    async (request, reply) => {
      const access = accessFor(request, reply);
      const session = access && (await sessionFor(request, reply, access));
      if (!access || !session) return reply;
      const report = REPORT[access.locale];
      const labels = new Map(access.form.fields.map((field) => [field.id, field.label]));
      const lines = (await store.errors(session.id)).flatMap(({ row, errors }) =>
        Object.entries(errors).flatMap(([field, messages]) =>
          messages.map((message) =>
            [String(row), labels.get(field) ?? (field === "_" ? "" : field), message].map(
              (text) => ({ text }),
            ),
          ),
        ),
      );
      const name = fillTemplate(report.name, { title: access.title });
      return reply
        .header("content-type", csvWriter.contentType)
        .header(
          "content-disposition",
          contentDisposition("attachment", exportFileName(name, "csv", ctx.clock())),
        )
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "no-store")
        .send(csvWriter.head(name, [...report.headers]) + csvWriter.rows(lines) + csvWriter.foot());
    },
  );
};

/** The mapping's plan with its key: a field of the caller's keys that a column fills. */
function keyPlan(
  access: ImportAccess,
  columns: ImportPlan["columns"],
  key: string | undefined,
): ImportPlan | { problem: string } {
  if (key === undefined || key === "") return { columns };
  if (!keyFields(access.form, access.loaded, access.user).includes(key)) {
    return { problem: `key: "${key}" cannot serve as the key` };
  }
  const mapped = columns.find(({ field }) => field.id === key);
  if (!mapped) return { problem: `key: no column is mapped onto "${key}"` };
  return { columns, key: mapped.field };
}

/** The create form's fields as the screen defines them (labels in both languages, choices). */
function createFields(access: ImportAccess) {
  return visibleFields(access.loaded.screen, "create", access.user);
}
