/**
 * The user-approval screen's endpoint, shaped like the generic ones:
 * `GET /user-approval/list?page&limit&search` → `{ data, total, totalPage }`, and
 * `PUT /user-approval/approve` / `/reject` with the account's id, which take the approval
 * screen's transitions (user-approval.ts). Registered beside the generic screens, whose
 * overlays it needs.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { hasPermission } from "../../schema/permissions";
import { requirePermission } from "../access/plugin";
import type { SessionUser } from "../access/session-user";
import type { AuthContext } from "../auth/auth-context";
import { notice } from "../auth/notices";
import { listPending, SEARCHED_COLUMNS } from "../auth/pending-accounts";
import {
  accountProperties,
  messageAnswer,
  nullableString,
  placementProperties,
} from "../auth/route-schemas";
import type { CrudContext } from "../crud/crud-context";
import { pickLocale } from "../http/locale";
import { RECORD_ID } from "../http/record-id";
import { APPROVAL_ENDPOINT, type Decision, decideAccount } from "./user-approval";

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

/** The names the list carries beside a key, hidden with it. */
const NAMED_BY: Readonly<Record<string, string>> = {
  role_name: "role_id",
  department_name: "department_id",
  project_name: "project_id",
};

/**
 * The list's columns the approval screen's field permissions hide from `user`: this list is
 * the screen's, so what its overlay keeps from a caller is neither sent nor searched.
 */
function hiddenColumns(crud: CrudContext, user: SessionUser): Set<string> {
  const fields = crud.overlays.byEndpoint(APPROVAL_ENDPOINT)?.screen.fields ?? [];
  const hidden = new Set(
    fields
      .filter((field) => !hasPermission(user, field.views.list.permission))
      .map((field) => field.id),
  );
  for (const [name, key] of Object.entries(NAMED_BY)) if (hidden.has(key)) hidden.add(name);
  return hidden;
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
      const approver = approverOf(request);
      const hidden = hiddenColumns(crud, approver);
      const query = {
        ...request.query,
        search: request.query.search.trim(),
        searched: SEARCHED_COLUMNS.filter((column) => !hidden.has(column)),
      };
      const { rows, total } = await listPending(ctx.db, approver, query);
      const data = rows.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([key]) => !hidden.has(key))),
      );
      return { data, total, totalPage: Math.ceil(total / query.limit) };
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
