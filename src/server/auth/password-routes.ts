/**
 * Forgot password: `POST /request-forgot-password` (the same answer for any e-mail) and
 * `POST /change-password` with the e-mailed code. Refused while the steward has the
 * forgot-password option switched off.
 */
import type { FastifyPluginAsync } from "fastify";
import { AppError } from "../http/errors";
import { pickLocale } from "../http/locale";
import { accountCounter } from "./account-counter";
import type { AuthRouteOptions } from "./auth-context";
import { notice } from "./notices";
import { changePassword, requestPasswordReset } from "./password-reset";
import { rateLimit } from "./rate-limit";
import { codeString, messageAnswer } from "./route-schemas";

const open = { public: true } as const;

export const passwordRoutes: FastifyPluginAsync<AuthRouteOptions> = async (
  app,
  { ctx, limits, store },
) => {
  app.addHook("preHandler", async () => {
    if (!ctx.appConfig.current().options.forgetPassword) {
      throw new AppError("PASSWORD_RESET_DISABLED");
    }
  });

  app.post<{ Body: { email: string } }>(
    "/request-forgot-password",
    {
      config: open,
      schema: {
        body: {
          type: "object",
          properties: { email: { type: "string", minLength: 1, maxLength: 254 } },
          required: ["email"],
        },
        response: { 200: messageAnswer },
      },
      preHandler: rateLimit(store, "forgot", limits.forgotPassword, (request) =>
        accountCounter(ctx.db, (request.body as { email: string }).email),
      ),
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return notice("reset_sent", pickLocale(request.headers));
    },
  );

  app.post<{ Body: { code: string; password: string } }>(
    "/change-password",
    {
      config: open,
      schema: {
        body: {
          type: "object",
          properties: { code: codeString, password: { type: "string", maxLength: 1024 } },
          required: ["code", "password"],
        },
        response: { 200: messageAnswer },
      },
      preHandler: rateLimit(store, "change-password", limits.changePassword),
    },
    async (request) => {
      const locale = pickLocale(request.headers);
      await changePassword(ctx, request.body.code, request.body.password, locale);
      return notice("password_changed", locale);
    },
  );
};
