/**
 * The user-approval screen's endpoint, shaped like the generic ones:
 * `GET /user-approval/list?page&limit&search` → `{ data, total, totalPage }`, and
 * `PUT /user-approval/approve` / `/reject` with the account's id.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { requirePermission } from "../access/plugin";
import { pickLocale } from "../http/locale";
import { RECORD_ID } from "../http/record-id";
import type { AuthContext } from "./auth-context";
import { notice } from "./notices";
import { type Approver, listPending } from "./pending-accounts";
import {
  accountProperties,
  messageAnswer,
  nullableString,
  placementProperties,
} from "./route-schemas";
import { approveAccount, rejectAccount } from "./user-approval";

const decision = {
  body: {
    type: "object",
    properties: {
      id: RECORD_ID,
      reason: { type: "string", maxLength: 500 },
    },
    required: ["id"],
  },
  response: { 200: messageAnswer },
} as const;

function approverOf(request: FastifyRequest): Approver {
  const user = request.user;
  if (!user) throw new Error("the access gate lets no anonymous caller reach approvals");
  return { id: user.id, roleId: user.roleId };
}

export const approvalRoutes: FastifyPluginAsync<{ ctx: AuthContext }> = async (app, { ctx }) => {
  app.get<{ Querystring: { page: number; limit: number; search: string } }>(
    "/user-approval/list",
    {
      preHandler: requirePermission("read-user-approval"),
      schema: {
        querystring: {
          type: "object",
          properties: {
            page: { type: "integer", minimum: 1, maximum: 100_000, default: 1 },
            limit: { type: "integer", minimum: 1, maximum: 100, default: 10 },
            search: { type: "string", maxLength: 100, default: "" },
          },
        },
        response: {
          200: {
            type: "object",
            properties: {
              data: {
                type: "array",
                items: {
                  type: "object",
                  properties: {
                    ...accountProperties,
                    job_position: nullableString,
                    ...placementProperties,
                    email_verified_at: nullableString,
                    created_at: { type: "string" },
                  },
                },
              },
              total: { type: "integer" },
              totalPage: { type: "integer" },
            },
          },
        },
      },
    },
    async (request) => {
      const query = { ...request.query, search: request.query.search.trim() };
      const { rows, total } = await listPending(ctx.db, approverOf(request), query);
      return { data: rows, total, totalPage: Math.ceil(total / query.limit) };
    },
  );

  app.put<{ Body: { id: number } }>(
    "/user-approval/approve",
    { preHandler: requirePermission("update-user-approval"), schema: decision },
    async (request) => {
      const account = await approveAccount(ctx, approverOf(request), request.body.id);
      return notice("approved", pickLocale(request.headers), { name: account.fullname });
    },
  );

  app.put<{ Body: { id: number; reason?: string } }>(
    "/user-approval/reject",
    { preHandler: requirePermission("update-user-approval"), schema: decision },
    async (request) => {
      const reason = request.body.reason?.trim() || null;
      const account = await rejectAccount(ctx, approverOf(request), request.body.id, reason);
      return notice("rejected", pickLocale(request.headers), { name: account.fullname });
    },
  );
};
