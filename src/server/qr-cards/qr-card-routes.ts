/**
 * `POST /api/cetak-qr/cards` `{ subject, project_id?, foreman_id?, manpower_type_id?, ids? }`:
 * the cards of the `/cetak-qr` page (issue #16). Needs `read-cetak-qr` (the route's only
 * permission); answers only records in the caller's row scope, at most `MAX_CARDS`, and gives
 * the ones without a card number theirs (see card-store.ts). POST, not GET: it may write.
 */
import type { FastifyPluginAsync } from "fastify";
import {
  CARD_FILTERS,
  CARD_SUBJECTS,
  type CardSelection,
  MAX_CARDS,
} from "../../schema/cards/qr-cards";
import { hasPermission } from "../../schema/permissions";
import type { CrudContext } from "../crud/crud-context";
import { scopeOf } from "../crud/row-scope";
import { sendError } from "../http/error-handler";
import { RECORD_ID } from "../http/record-id";
import { CARD_SOURCES } from "./card-sources";
import { cardsOf } from "./card-store";

const PERMISSION = "read-cetak-qr";
const FILTER_NAMES = [...new Set(Object.values(CARD_FILTERS).flat())];

export const qrCardRoutes: FastifyPluginAsync<{ ctx: CrudContext }> = async (app, { ctx }) => {
  app.post<{ Body: CardSelection }>(
    "/cetak-qr/cards",
    {
      schema: {
        body: {
          type: "object",
          additionalProperties: false,
          properties: {
            subject: { type: "string", enum: [...CARD_SUBJECTS] },
            ...Object.fromEntries(FILTER_NAMES.map((name) => [name, RECORD_ID])),
            ids: { type: "array", items: RECORD_ID, maxItems: MAX_CARDS },
          },
          required: ["subject"],
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) return sendError(reply, request, "UNAUTHENTICATED");
      if (!hasPermission(user, PERMISSION)) {
        return sendError(reply, request, "FORBIDDEN", { permission: PERMISSION });
      }
      const selection = request.body;
      const filters: readonly string[] = CARD_FILTERS[selection.subject];
      const stray = FILTER_NAMES.find((name) => name in selection && !filters.includes(name));
      if (stray) return sendError(reply, request, "BAD_REQUEST", { detail: stray });
      if (!filters.some((name) => name in selection) && !selection.ids?.length) {
        return sendError(reply, request, "QR_CARDS_NO_SELECTION");
      }
      const source = CARD_SOURCES[selection.subject];
      try {
        const result = await cardsOf(ctx.db, selection, {
          userId: user.id,
          scope: ctx.scoper.condition(source.table, "r", scopeOf(user)),
        });
        if (result.kind === "too-many") {
          return sendError(reply, request, "QR_CARDS_TOO_MANY", { max: MAX_CARDS });
        }
        return { data: result.answer };
      } catch (error) {
        if ((error as { code?: string }).code === "23505") {
          return sendError(reply, request, "QR_CARD_NUMBER_TAKEN");
        }
        throw error;
      }
    },
  );
};
