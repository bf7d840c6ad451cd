/**
 * What the mobile apps read of their configuration (admin-area §2 "Mobile Apps"), under
 * `/api/mobile`. Every call needs a signed-in user's bearer token, like every other call of
 * the spec (§7): nothing in the spec opens them to anonymous callers. No permission beyond
 * signing in is asked: these are what every app user must see to use the app.
 *
 * - `GET /mobile/banners`: the banners showing today in Jakarta, in their order, each picture
 *   as a short-lived signed URL;
 * - `GET /mobile/presence-radius?project_id=`: a project's radius and check-in centre, for a
 *   project in the caller's row scope (another is not found, like an unknown one);
 * - `GET /mobile/user-agreement`: the version in force and whether the caller accepted it;
 * - `POST /mobile/user-agreement/accept` `{ agreement_id }`: accepts that version, refused
 *   (409) when it is no longer the one in force, so nobody accepts a text they were not shown.
 */
import type { FastifyPluginAsync } from "fastify";
import { fillTemplate, pickText } from "../../schema/local-text";
import { businessToday } from "../../schema/validation/periods";
import type { CrudContext } from "../crud/crud-context";
import { sanitizeRichText } from "../crud/rich-text";
import { scopeOf } from "../crud/row-scope";
import { heldFiles } from "../files/held-files";
import { sendError } from "../http/error-handler";
import { pickLocale } from "../http/locale";
import { RECORD_ID } from "../http/record-id";
import {
  acceptAgreement,
  bannersShowing,
  type CurrentAgreement,
  currentAgreement,
  presenceRadius,
} from "./mobile-store";

const ACCEPTED = {
  id: "Persetujuan pengguna versi {version} telah disetujui",
  en: "User agreement version {version} accepted",
} as const;

const agreementAnswer = (agreement: CurrentAgreement) => ({
  ...agreement,
  content: sanitizeRichText(agreement.content),
});

export const mobileRoutes: FastifyPluginAsync<{ ctx: CrudContext }> = async (app, { ctx }) => {
  app.get("/mobile/banners", async () => {
    const banners = await bannersShowing(ctx.db, businessToday(ctx.clock()));
    // Only a picture the banner holds (uploaded through its screen) is signed, as in its list.
    const held = await heldFiles(ctx.db, "config_banners", ["image"], banners);
    return {
      data: banners.map((banner) => ({
        ...banner,
        image_url: held.holds(banner.id, "image", banner.image)
          ? ctx.links.sign(banner.image)
          : null,
      })),
    };
  });

  app.get<{ Querystring: { project_id: number } }>(
    "/mobile/presence-radius",
    {
      schema: {
        querystring: {
          type: "object",
          properties: { project_id: RECORD_ID },
          required: ["project_id"],
        },
      },
    },
    async (request, reply) => {
      const scope = request.user ? scopeOf(request.user) : null;
      const found = await presenceRadius(
        ctx.db,
        request.query.project_id,
        ctx.scoper.condition("projects", "p", scope),
      );
      if (!found) {
        return sendError(reply, request, "MOBILE_PROJECT_NOT_FOUND", {
          id: request.query.project_id,
        });
      }
      return { data: found };
    },
  );

  app.get("/mobile/user-agreement", async (request, reply) => {
    const user = request.user;
    const agreement = user && (await currentAgreement(ctx.db, user.id, ctx.clock()));
    if (!agreement) return sendError(reply, request, "AGREEMENT_NOT_PUBLISHED");
    return { data: agreementAnswer(agreement) };
  });

  app.post<{ Body: { agreement_id: number } }>(
    "/mobile/user-agreement/accept",
    {
      schema: {
        body: {
          type: "object",
          properties: { agreement_id: RECORD_ID },
          required: ["agreement_id"],
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) return sendError(reply, request, "UNAUTHENTICATED");
      const now = ctx.clock();
      const current = await currentAgreement(ctx.db, user.id, now);
      if (!current) return sendError(reply, request, "AGREEMENT_NOT_PUBLISHED");
      if (current.id !== request.body.agreement_id) {
        return sendError(reply, request, "AGREEMENT_NOT_CURRENT", {
          id: request.body.agreement_id,
        });
      }
      await acceptAgreement(ctx.db, user.id, current.id, now);
      const accepted = await currentAgreement(ctx.db, user.id, now);
      return {
        data: accepted && agreementAnswer(accepted),
        message: fillTemplate(pickText(ACCEPTED, pickLocale(request.headers)), {
          version: current.version,
        }),
      };
    },
  );
};
