/**
 * Signing in and out: `POST /login` (username or e-mail), `POST /oauth/verify-oauth-sso-token`,
 * `POST /logout`, `GET /me` and `GET /change-locale`.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { bearerToken } from "../access/plugin";
import { AppError, errorMessage } from "../http/errors";
import { LOCALES, pickLocale } from "../http/locale";
import { accountCounter } from "./account-counter";
import type { AuthContext, AuthRouteOptions } from "./auth-context";
import { checkCredentials } from "./check-credentials";
import { notice } from "./notices";
import { loadProfile } from "./profile";
import { failureLimit, rateLimit } from "./rate-limit";
import { beforeLoginAnswer, loginAnswer, messageAnswer, profileAnswer } from "./route-schemas";
import { type SignInOutcome, signIn } from "./sign-in";
import { claimSsoToken } from "./sso-token-uses";
import { findUserByLogin, setLocale } from "./users-repository";

interface LoginBody {
  username: string;
  password: string;
  app_code?: string;
}

interface SsoBody {
  token: string;
  app_code?: string;
}

const signInAnswers = { 200: loginAnswer, 403: beforeLoginAnswer };

function clientOf(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers["user-agent"] ?? "" };
}

/** When the SSO option is on, sign-ins must come from this product (its app code). */
function checkAppCode(ctx: AuthContext, appCode: string | undefined) {
  const config = ctx.appConfig.current();
  if (config.options.sso && appCode !== config.appCode) throw new AppError("APP_CODE_MISMATCH");
}

function sendOutcome(reply: FastifyReply, request: FastifyRequest, outcome: SignInOutcome) {
  if (outcome.signedIn) return outcome.answer;
  return reply.status(403).send({
    code: outcome.code,
    message: errorMessage(outcome.code, pickLocale(request.headers)),
    data_user_before_login: outcome.before,
  });
}

export const loginRoutes: FastifyPluginAsync<AuthRouteOptions> = async (
  app,
  { ctx, limits, store },
) => {
  const loginLimit = failureLimit(store, "login", limits.login, (request) =>
    accountCounter(ctx.db, (request.body as LoginBody).username),
  );
  app.post<{ Body: LoginBody }>(
    "/login",
    {
      config: { public: true },
      schema: {
        body: {
          type: "object",
          properties: {
            username: { type: "string", maxLength: 254 },
            password: { type: "string", maxLength: 1024 },
            app_code: { type: "string", maxLength: 50 },
          },
          required: ["username", "password"],
        },
        response: signInAnswers,
      },
      preHandler: loginLimit.preHandler,
    },
    async (request, reply) => {
      checkAppCode(ctx, request.body.app_code);
      const user = await checkCredentials(ctx.db, request.body.username, request.body.password);
      if (!user) throw new AppError("INVALID_CREDENTIALS");
      await loginLimit.succeeded(request);
      return sendOutcome(reply, request, await signIn(ctx, user, clientOf(request)));
    },
  );

  app.post<{ Body: SsoBody }>(
    "/oauth/verify-oauth-sso-token",
    {
      config: { public: true },
      schema: {
        body: {
          type: "object",
          properties: {
            token: { type: "string", minLength: 1, maxLength: 8192 },
            app_code: { type: "string", maxLength: 50 },
          },
          required: ["token"],
        },
        response: signInAnswers,
      },
      preHandler: rateLimit(store, "sso", limits.sso),
    },
    async (request, reply) => {
      if (!ctx.sso) throw new AppError("SSO_NOT_CONFIGURED");
      checkAppCode(ctx, request.body.app_code);
      const identity = await ctx.sso(request.body.token);
      if (!(await claimSsoToken(ctx.db, identity.useKey, identity.expiresAt))) {
        request.log.info("SSO token refused: already used");
        throw new AppError("SSO_TOKEN_INVALID");
      }
      const user =
        (identity.email && (await findUserByLogin(ctx.db, identity.email))) ||
        (identity.username && (await findUserByLogin(ctx.db, identity.username))) ||
        null;
      if (!user) throw new AppError("SSO_USER_UNKNOWN");
      return sendOutcome(reply, request, await signIn(ctx, user, clientOf(request)));
    },
  );

  app.post("/logout", { schema: { response: { 200: messageAnswer } } }, async (request) => {
    const token = bearerToken(request);
    if (token) await ctx.sessions.revoke(token);
    return notice("signed_out", pickLocale(request.headers));
  });

  app.get(
    "/me",
    {
      schema: {
        response: {
          200: { type: "object", properties: { data: profileAnswer }, required: ["data"] },
        },
      },
    },
    async (request) => ({ data: await loadProfile(ctx.db, request.user?.id as number) }),
  );

  app.get<{ Querystring: { lang: (typeof LOCALES)[number] } }>(
    "/change-locale",
    {
      config: { public: true },
      schema: {
        querystring: {
          type: "object",
          properties: { lang: { type: "string", enum: [...LOCALES] } },
          required: ["lang"],
        },
      },
    },
    async (request) => {
      // Signed in: later e-mails (approval, reset) follow the user's new choice.
      if (request.user) await setLocale(ctx.db, request.user.id, request.query.lang);
      return { data: { locale: request.query.lang } };
    },
  );
};
