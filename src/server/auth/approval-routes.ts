/**
 * The user-approval screen's endpoint, shaped like the generic ones:
 * `GET /user-approval/list?page&limit&search` → `{ data, total, totalPage }`, and
 * `PUT /user-approval/approve` / `/reject` with the account's id, which take the approval
 * screen's transitions (user-approval.ts). Registered beside the generic screens, whose
 * overlays it needs.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { requirePermission } from "../access/plugin";
import type { SessionUser } from "../access/session-user";
import type { CrudContext } from "../crud/crud-context";
import { pickLocale } from "../http/locale";
import { RECORD_ID } from "../http/record-id";
import type { AuthContext } from "./auth-context";
import { notice } from "./notices";
import { listPending } from "./pending-accounts";
import {
  accountProperties,
  messageAnswer,
  nullableString,
  placementProperties,
} from "./route-schemas";
import { type Decision, decideAccount } from "./user-approval";

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

function approverOf(request: FastifyRequest): SessionUser {
  const user = request.user;
  if (!user) throw new Error("the access gate lets no anonymous caller reach approvals");
  return user;
}

/** The answer's notice for each decision. */
const NOTICES = { approve: "approved", reject: "rejected" } as const;

export const approvalRoutes: FastifyPluginAsync<{ ctx: AuthContext; crud: CrudContext }> = async (
  app,
  { ctx, crud },
) => {
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

  for (const step of ["approve", "reject"] as const satisfies readonly Decision[]) {
    app.put<{ Body: { id: number; reason?: string } }>(
      `/user-approval/${step}`,
      { preHandler: requirePermission("update-user-approval"), schema: decision },
      async (request) => {
        const { id, reason } = request.body;
        const account = await decideAccount(crud, ctx, approverOf(request), { step, id, reason });
        return notice(NOTICES[step], pickLocale(request.headers), {
          name: String(account.fullname),
        });
      },
    );
  }
};
