/**
 * The presence intake's calls (issue #16):
 *
 * - `POST /presences/device` — an attendance device, by its key in `X-Device-Key` (no
 *   session), posts `{ records: [...] }`;
 * - `POST /mobile/presences` — the mobile app, with the session of a user holding
 *   `create-presence`, posts `{ project_id, records: [...] }` for a project of the user's scope;
 * - `POST /presences/raw/reprocess` — an admin with `update-presensi-raw` reprocesses raw
 *   records (`{ ids }`) that failed, e.g. once the card is registered.
 *
 * Each record: `{ qr_card_number, scanned_at, presence_type?, lat?, lng?, photo? }`. The
 * answer counts the accepted, duplicate and rejected records and gives each one's outcome.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { requirePermission } from "../access/plugin";
import type { CrudContext } from "../crud/crud-context";
import { scopeOf } from "../crud/row-scope";
import { sendError } from "../http/error-handler";
import { pickLocale } from "../http/locale";
import { RECORD_ID } from "../http/record-id";
import type { AppMetrics } from "../metrics/app-metrics";
import { PRESENCE_INTAKE_PERMISSION } from "../permissions/derived-permissions";
import { intakeBatch, MAX_BATCH, reprocess } from "./presence-intake";
import { deviceByKey, projectAccess, rawIdsInScope } from "./presence-senders";
import type { Sender } from "./store-raw-presences";

/** The raw recap's resource: who may update it may reprocess. */
export const REPROCESS_PERMISSION = "update-presensi-raw";
const MAX_REPROCESS = 1_000;

const RECORDS = {
  type: "array",
  minItems: 1,
  maxItems: MAX_BATCH,
  // Each record's fields are read one by one, so one bad record is rejected on its own.
  items: { type: "object" },
} as const;

interface Batch {
  records: unknown[];
}

export const presenceRoutes: FastifyPluginAsync<{
  ctx: CrudContext;
  workStart: string;
  metrics: Pick<AppMetrics, "intakeRecords">;
}> = async (app, { ctx, workStart, metrics }) => {
  const options = (request: FastifyRequest) => ({
    workStart,
    now: ctx.clock(),
    locale: pickLocale(request.headers),
  });

  const intake = async (request: FastifyRequest<{ Body: Batch }>, sender: Sender) => {
    const answer = await intakeBatch(ctx.db, sender, request.body.records, options(request));
    metrics.intakeRecords(sender.source, answer.records);
    return { data: answer };
  };

  app.post<{ Body: Batch }>(
    "/presences/device",
    {
      config: { public: true },
      schema: {
        body: {
          type: "object",
          properties: { records: RECORDS },
          required: ["records"],
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers["x-device-key"];
      const device =
        typeof key === "string" && key !== ""
          ? await deviceByKey(ctx.db, key, ctx.clock())
          : undefined;
      if (!device) return sendError(reply, request, "DEVICE_KEY_INVALID");
      const sender = {
        source: "device" as const,
        senderId: device.id,
        deviceId: device.id,
        userId: null,
        projectId: device.project_id,
      };
      return intake(request, sender);
    },
  );

  app.post<{ Body: Batch & { project_id: number } }>(
    "/mobile/presences",
    {
      preHandler: requirePermission(PRESENCE_INTAKE_PERMISSION),
      schema: {
        body: {
          type: "object",
          properties: { project_id: RECORD_ID, records: RECORDS },
          required: ["project_id", "records"],
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) return sendError(reply, request, "UNAUTHENTICATED");
      const projectId = request.body.project_id;
      const access = await projectAccess(ctx.db, ctx.scoper, projectId, scopeOf(user));
      if (access === "missing")
        return sendError(reply, request, "MOBILE_PROJECT_NOT_FOUND", { id: projectId });
      if (access === "outside") {
        return sendError(reply, request, "PRESENCE_PROJECT_OUT_OF_SCOPE", { id: projectId });
      }
      const sender = {
        source: "mobile" as const,
        senderId: user.id,
        deviceId: null,
        userId: user.id,
        projectId,
      };
      return intake(request, sender);
    },
  );

  app.post<{ Body: { ids: number[] } }>(
    "/presences/raw/reprocess",
    {
      preHandler: requirePermission(REPROCESS_PERMISSION),
      schema: {
        body: {
          type: "object",
          properties: {
            ids: { type: "array", minItems: 1, maxItems: MAX_REPROCESS, items: RECORD_ID },
          },
          required: ["ids"],
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const user = request.user;
      const ids = user
        ? await rawIdsInScope(ctx.db, ctx.scoper, request.body.ids, scopeOf(user))
        : [];
      const answer = await reprocess(ctx.db, ids, options(request));
      metrics.intakeRecords("reprocess", answer.records);
      // Unknown ids, ids outside the caller's scope, and records that already are a presence.
      const skipped = new Set(request.body.ids).size - answer.records.length;
      return { data: { ...answer, skipped } };
    },
  );
};
