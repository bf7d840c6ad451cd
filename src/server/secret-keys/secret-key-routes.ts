/**
 * A record's key, for screens whose overlay has `secret` (an attendance device proving itself
 * to the presence intake): `POST /api/<endpoint>/secret { id }` makes a new random key, keeps
 * only its SHA-256 in the overlay's column and answers the key — the one time anyone sees it.
 * A new key replaces the old one at once. Needs `update-<resource>` and the record in scope.
 */
import { randomBytes } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import { pickText } from "../../schema/local-text";
import { writeAudit } from "../crud/audit-log";
import type { CrudContext } from "../crud/crud-context";
import { rowScope, screenFor } from "../crud/screen-access";
import { sendError } from "../http/error-handler";
import { pickLocale } from "../http/locale";
import { hashSecretKey } from "./hash-secret-key";

/** 32 random bytes: guessing one is out of reach, and it fits a QR code or a config file. */
const KEY_BYTES = 32;

export const secretKeyRoutes: FastifyPluginAsync<{ ctx: CrudContext }> = async (app, { ctx }) => {
  app.post<{ Params: { endpoint: string }; Body: { id: number } }>(
    "/:endpoint/secret",
    {
      schema: {
        params: {
          type: "object",
          properties: { endpoint: { type: "string", pattern: "^[a-z0-9][a-z0-9-]*$" } },
          required: ["endpoint"],
        },
        body: {
          type: "object",
          properties: { id: { type: "integer", minimum: 1 } },
          required: ["id"],
        },
      },
    },
    async (request, reply) => {
      const access = screenFor(ctx, request, reply, ["update"]);
      if (!access) return reply;
      const { loaded, user } = access;
      const column = loaded.screen.secret?.column;
      if (!column || !loaded.model.fieldView.includes(column)) {
        return sendError(reply, request, "NOT_FOUND", { path: request.url });
      }
      const key = randomBytes(KEY_BYTES).toString("base64url");
      const scope = rowScope(ctx, loaded, user, "r");
      const updated = await ctx.db.transaction().execute(async (trx) => {
        const result = await sql<{ id: number }>`
          UPDATE ${sql.table(loaded.model.model)} AS r
          SET ${sql.ref(column)} = ${hashSecretKey(key)}, updated_by = ${user.id}
          WHERE r.id = ${request.body.id} ${scope ? sql`AND ${scope}` : sql``}
          RETURNING r.id`.execute(trx);
        if (result.rows.length === 0) return false;
        // The history says a new key was made, never which: the hash stays out of it too.
        await writeAudit(trx, {
          userId: user.id,
          action: "update",
          model: loaded.model.model,
          recordId: request.body.id,
          before: { [column]: "…" },
          after: { [column]: "*" },
        });
        return true;
      });
      if (!updated) {
        return sendError(reply, request, "RECORD_NOT_FOUND", {
          title: pickText(loaded.screen.title, pickLocale(request.headers)),
          id: String(request.body.id),
        });
      }
      return { data: { id: request.body.id, key } };
    },
  );
};
