/**
 * Self-registration: the choices it offers (`/no-auth/...`), the availability check,
 * `POST /register`, `/user-register-role`, `/verify-email` and `/resend-email-verification`.
 * All of them are refused while the steward has self-registration switched off.
 */
import type { FastifyPluginAsync } from "fastify";
import type { RegistrationPayload } from "../../schema/api/registration";
import { AppError } from "../http/errors";
import { pickLocale } from "../http/locale";
import { RECORD_ID } from "../http/record-id";
import { accountCounter } from "./account-counter";
import type { AuthRouteOptions } from "./auth-context";
import { notice } from "./notices";
import { rateLimit } from "./rate-limit";
import {
  type RoleChoice,
  register,
  registerRole,
  resendVerification,
  verifyEmail,
} from "./registration";
import { departments, projectsOf, registerableRoles } from "./registration-options";
import { codeString, departmentOption, messageAnswer } from "./route-schemas";
import { isTaken } from "./users-repository";

const open = { public: true } as const;
const listOf = (item: object) => ({
  200: { type: "object", properties: { data: { type: "array", items: item } } },
});

export const registrationRoutes: FastifyPluginAsync<AuthRouteOptions> = async (
  app,
  { ctx, limits, store },
) => {
  app.addHook("preHandler", async () => {
    if (!ctx.appConfig.current().options.allowRegister) throw new AppError("REGISTRATION_DISABLED");
  });

  app.get(
    "/no-auth/role-register",
    {
      config: open,
      schema: {
        response: listOf({
          type: "object",
          properties: {
            id: { type: "integer" },
            role_name: { type: "string" },
            description: { type: ["string", "null"] },
          },
        }),
      },
    },
    async () => ({ data: await registerableRoles(ctx.db) }),
  );

  app.get(
    "/no-auth/departments",
    { config: open, schema: { response: listOf(departmentOption) } },
    async () => ({ data: await departments(ctx.db) }),
  );

  app.get<{ Querystring: { department_id: number } }>(
    "/no-auth/projects",
    {
      config: open,
      schema: {
        querystring: {
          type: "object",
          properties: { department_id: RECORD_ID },
          required: ["department_id"],
        },
        response: listOf({
          type: "object",
          properties: { id: { type: "integer" }, project_name: { type: "string" } },
        }),
      },
    },
    async (request) => ({ data: await projectsOf(ctx.db, request.query.department_id) }),
  );

  app.get<{ Querystring: { email?: string; username?: string } }>(
    "/no-auth/find-user-by-username-email",
    {
      config: open,
      schema: {
        querystring: {
          type: "object",
          properties: {
            email: { type: "string", minLength: 1, maxLength: 254 },
            username: { type: "string", minLength: 1, maxLength: 50 },
          },
          oneOf: [{ required: ["email"] }, { required: ["username"] }],
        },
        response: { 200: { type: "object", properties: { data: { type: "boolean" } } } },
      },
      preHandler: rateLimit(store, "availability", limits.availability, (request) => {
        const query = request.query as { email?: string; username?: string };
        return query.email ?? query.username;
      }),
    },
    async (request) => {
      const { email, username } = request.query;
      const taken = email
        ? await isTaken(ctx.db, "email", email.trim(), ctx.rejectedRetentionDays)
        : await isTaken(ctx.db, "username", (username ?? "").trim(), ctx.rejectedRetentionDays);
      return { data: taken };
    },
  );

  app.post<{ Body: RegistrationPayload }>(
    "/register",
    {
      config: open,
      schema: {
        body: {
          type: "object",
          // Anything else (status, approved_by, email_verified_at…) is dropped unread.
          additionalProperties: false,
          properties: {
            fullname: { type: "string", maxLength: 150 },
            username: { type: "string", maxLength: 50 },
            password: { type: "string", maxLength: 1024 },
            email: { type: "string", maxLength: 254 },
            department_id: RECORD_ID,
            project_id: RECORD_ID,
            role_id: { type: "integer", minimum: -(2 ** 53 - 1), maximum: 2 ** 53 - 1 },
            job_position: { type: "string", maxLength: 100 },
          },
          required: [
            "fullname",
            "username",
            "password",
            "email",
            "department_id",
            "project_id",
            "role_id",
            "job_position",
          ],
        },
        response: { 201: messageAnswer },
      },
      preHandler: rateLimit(store, "register", limits.register),
    },
    async (request, reply) => {
      const locale = pickLocale(request.headers);
      await register(ctx, request.body, locale);
      return reply.status(201).send(notice("registered", locale));
    },
  );

  app.post<{ Body: RoleChoice }>(
    "/user-register-role",
    {
      config: open,
      schema: {
        body: {
          type: "object",
          properties: {
            ticket: codeString,
            role_id: { type: "integer", minimum: -(2 ** 53 - 1), maximum: 2 ** 53 - 1 },
            password: { type: "string", maxLength: 1024 },
          },
          required: ["ticket", "role_id", "password"],
        },
        response: {
          200: {
            type: "object",
            properties: {
              message: { type: "string" },
              data: {
                type: "object",
                properties: { id: { type: "integer" }, status_code: { type: "string" } },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const locale = pickLocale(request.headers);
      const userId = await registerRole(ctx, request.body, locale);
      return {
        ...notice("role_chosen", locale),
        data: { id: userId, status_code: "email_verified" },
      };
    },
  );

  app.post<{ Body: { code: string } }>(
    "/verify-email",
    {
      config: open,
      schema: {
        body: { type: "object", properties: { code: codeString }, required: ["code"] },
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await verifyEmail(ctx, request.body.code);
      return notice("email_verified", pickLocale(request.headers));
    },
  );

  app.post<{ Body: { email?: string; username?: string } }>(
    "/resend-email-verification",
    {
      config: open,
      schema: {
        // The temporary user object of the login answer; its e-mail (or username) names it.
        body: {
          type: "object",
          properties: {
            email: { type: "string", minLength: 1, maxLength: 254 },
            username: { type: "string", minLength: 1, maxLength: 50 },
          },
          anyOf: [{ required: ["email"] }, { required: ["username"] }],
        },
        response: { 200: messageAnswer },
      },
      preHandler: rateLimit(store, "resend", limits.resendVerification, (request) => {
        const body = request.body as { email?: string; username?: string };
        const name = body.email ?? body.username;
        return name ? accountCounter(ctx.db, name) : undefined;
      }),
    },
    async (request) => {
      await resendVerification(ctx, request.body.email ?? request.body.username ?? "");
      return notice("verification_resent", pickLocale(request.headers));
    },
  );
};
