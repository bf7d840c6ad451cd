/**
 * The rating getter and setter of a screen whose overlay has `rating` (admin-area §7 "Rating"):
 * `GET /api/<endpoint>/rating?id=…&<per>=…` answers data_main and data_rating (and data_per,
 * the rows the caller may rate for); `POST /api/<endpoint>/rating` with `{ id, <per>,
 * data_rating }` saves the caller's ratings in one transaction with their audit rows. Reading
 * needs `read-<resource>` and `view-<permission>`, rating `do-rating-<permission>` (§6); both
 * keep to the caller's row scope.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { fillTemplate, pickText } from "../../schema/local-text";
import { hasPermission } from "../../schema/permissions";
import type { RatingAnswer } from "../../schema/rating/rating-api";
import type { SessionUser } from "../access/session-user";
import type { CrudContext } from "../crud/crud-context";
import { endpointParams } from "../crud/endpoint-params";
import { scopeOf } from "../crud/row-scope";
import { rowScope, screenFor } from "../crud/screen-access";
import { sendError } from "../http/error-handler";
import { pickLocale } from "../http/locale";
import { RECORD_ID } from "../http/record-id";
import { type RatingTables, resolveRating } from "../schemas/rating-tables";
import type { LoadedScreen } from "../schemas/served-screens";
import { ratedName, ratingChoices, ratingTypeIds, readRating, saveRatings } from "./rating-store";

const SAVED = { id: "Penilaian {title} berhasil disimpan", en: "{title} rating saved" };

const ratingBody = {
  type: "object",
  properties: {
    id: RECORD_ID,
    data_rating: {
      type: "array",
      minItems: 1,
      maxItems: 100,
      items: {
        type: "object",
        properties: {
          rating_type_id: RECORD_ID,
          rating_value: { type: "integer", minimum: 1, maximum: 5 },
        },
        required: ["rating_type_id", "rating_value"],
        additionalProperties: false,
      },
    },
  },
  required: ["id", "data_rating"],
} as const;

interface Found {
  loaded: LoadedScreen;
  user: SessionUser;
  tables: RatingTables;
  title: string;
}

export const ratingRoutes: FastifyPluginAsync<{ ctx: CrudContext }> = async (app, { ctx }) => {
  /** The screen's rating if the caller holds `permission` of it; else answered. */
  function ratingFor(
    request: FastifyRequest<{ Params: { endpoint: string } }>,
    reply: FastifyReply,
    permission: "view" | "rate",
  ): Found | undefined {
    const access = screenFor(ctx, request, reply, ["read"]);
    if (!access) return undefined;
    const { rating } = access.loaded.screen;
    const tables = rating && resolveRating(access.loaded.screen, rating, ctx.catalog);
    if (!tables || typeof tables === "string") {
      void sendError(reply, request, "NOT_FOUND", { path: request.url.split("?")[0] ?? "" });
      return undefined;
    }
    if (!hasPermission(access.user, tables[permission])) {
      void sendError(reply, request, "FORBIDDEN", { permission: tables[permission] });
      return undefined;
    }
    const title = pickText(access.loaded.screen.title, pickLocale(request.headers));
    return { ...access, tables, title };
  }

  /** The `per` row a call names: absent, or an id; anything else is answered as a 400. */
  function perOf(
    request: FastifyRequest,
    reply: FastifyReply,
    tables: RatingTables,
    source: Record<string, unknown>,
  ): { per: number | undefined } | undefined {
    const column = tables.per?.column;
    const raw = column ? source[column] : undefined;
    if (raw === undefined || raw === "") return { per: undefined };
    const per = Number(raw);
    if (Number.isSafeInteger(per) && per > 0) return { per };
    void sendError(reply, request, "BAD_REQUEST", { detail: `${column}=${String(raw)}` });
    return undefined;
  }

  const scopes = (found: Found) => {
    const scope = scopeOf(found.user);
    return {
      userId: found.user.id,
      ratingScope: ctx.scoper.condition(found.tables.ratings, "r", scope),
      perScope: found.tables.per
        ? ctx.scoper.condition(found.tables.per.table, "p", scope)
        : undefined,
      record: rowScope(ctx, found.loaded, found.user, "x"),
    };
  };

  /** The rated record's name, or the 404/403 a missing or foreign record answers. */
  async function recordName(
    request: FastifyRequest,
    reply: FastifyReply,
    found: Found,
    id: number,
  ) {
    const { model } = found.loaded.screen;
    const name = await ratedName(ctx.db, model, found.tables, id, scopes(found).record);
    if (name !== undefined) return name;
    const exists = await ratedName(ctx.db, model, found.tables, id, undefined);
    void sendError(
      reply,
      request,
      exists === undefined ? "RECORD_NOT_FOUND" : "RECORD_OUT_OF_SCOPE",
      { title: found.title, id: String(id) },
    );
    return undefined;
  }

  app.get<{ Params: { endpoint: string }; Querystring: Record<string, string> }>(
    "/:endpoint/rating",
    {
      schema: {
        params: endpointParams,
        querystring: { type: "object", properties: { id: RECORD_ID }, required: ["id"] },
      },
    },
    async (request, reply): Promise<RatingAnswer | FastifyReply> => {
      const found = ratingFor(request, reply, "view");
      if (!found) return reply;
      const per = perOf(request, reply, found.tables, request.query);
      if (!per) return reply;
      const id = Number(request.query.id);
      const name = await recordName(request, reply, found, id);
      if (name === undefined) return reply;
      const { overall, ...rest } = await readRating(ctx.db, found.tables, id, per.per, {
        ...scopes(found),
        canRate: hasPermission(found.user, found.tables.rate),
      });
      return { data_main: { name, overall_rating_value: overall }, ...rest };
    },
  );

  app.post<{
    Params: { endpoint: string };
    Body: { id: number; data_rating: { rating_type_id: number; rating_value: number }[] };
  }>(
    "/:endpoint/rating",
    { schema: { params: endpointParams, body: ratingBody } },
    async (request, reply) => {
      const found = ratingFor(request, reply, "rate");
      if (!found) return reply;
      const { tables } = found;
      const per = perOf(request, reply, tables, request.body);
      if (!per) return reply;
      if (tables.per && per.per === undefined) {
        return sendError(reply, request, "BAD_REQUEST", { detail: `${tables.per.column} ?` });
      }
      const { id, data_rating: values } = request.body;
      const typeIds = values.map((value) => value.rating_type_id);
      if (new Set(typeIds).size !== typeIds.length) {
        return sendError(reply, request, "BAD_REQUEST", { detail: "data_rating: rating_type_id" });
      }
      if ((await recordName(request, reply, found, id)) === undefined) return reply;
      const scope = scopes(found);
      if (
        per.per !== undefined &&
        (await ratingChoices(ctx.db, tables, id, scope.perScope, per.per)).length === 0
      ) {
        return sendError(reply, request, "RECORD_OUT_OF_SCOPE", { title: found.title });
      }
      const knownIds = await ratingTypeIds(ctx.db, tables);
      const unknown = typeIds.find((typeId) => !knownIds.has(typeId));
      if (unknown !== undefined) {
        return sendError(reply, request, "BAD_REQUEST", { detail: `rating_type_id=${unknown}` });
      }
      await ctx.db
        .transaction()
        .execute((trx) =>
          saveRatings(trx, tables, { id, per: per.per, userId: found.user.id }, values),
        );
      return {
        message: fillTemplate(SAVED[pickLocale(request.headers)], { title: found.title }),
      };
    },
  );
};
