/**
 * `POST /api/oauth/verify-oauth-sso-token` through the real app, against tokens signed by
 * keys the test made: the provider's published keys (JWKS) or a shared secret; expired,
 * foreign-issuer, foreign-audience and forged tokens are refused.
 */
import { generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestApp, insertUser, startAuthApp } from "./auth-app";
import { SSO_AUDIENCE, SSO_ISSUER, type SsoProvider, startSsoProvider } from "./sso-provider";

let provider: SsoProvider;
let t: AuthTestApp;

beforeAll(async () => {
  provider = await startSsoProvider();
  t = await startAuthApp({
    config: { sso: { jwksUrl: provider.jwksUrl, issuer: SSO_ISSUER, audience: SSO_AUDIENCE } },
  });
  await insertUser(t.db, {
    username: "sso.user",
    status: "active",
    roleId: t.org.staffRole,
    password: null,
  });
  await insertUser(t.db, {
    username: "sso.tunggu",
    status: "pending_approval",
    roleId: t.org.staffRole,
    departmentId: t.org.departmentA,
    password: null,
  });
});

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const verify = (token: string, extra: object = {}) =>
  t.call({
    method: "POST",
    url: "/api/oauth/verify-oauth-sso-token",
    payload: { token, ...extra },
  });

describe("with the provider's keys (JWKS)", () => {
  it("signs in the active user the token names by e-mail, in any case", async () => {
    const { status, body } = await verify(await provider.sign({ email: "SSO.User@mandor.test" }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ token: expect.any(String), user: { username: "sso.user" } });
    expect((await t.call({ url: "/api/me", token: body.token })).status).toBe(200);
  });

  it("does not match preferred_username unless configured: the provider may let users choose it", async () => {
    const { status, body } = await verify(await provider.sign({ preferred_username: "sso.user" }));
    expect(status).toBe(400);
    expect(body.code).toBe("SSO_TOKEN_INVALID");
  });

  it("signs in once per token: a replay is refused", async () => {
    const token = await provider.sign({ email: "sso.user@mandor.test" });
    expect((await verify(token)).status).toBe(200);
    const replay = await verify(token);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe("SSO_TOKEN_INVALID");
    expect(replay.body.token).toBeUndefined();
  });

  it("answers an account that cannot proceed as a login does", async () => {
    const { status, body } = await verify(await provider.sign({ email: "sso.tunggu@mandor.test" }));
    expect(status).toBe(403);
    expect(body.data_user_before_login.status_code).toBe("email_verified");
  });

  it("refuses a token naming nobody it knows", async () => {
    const { status, body } = await verify(await provider.sign({ email: "orang.luar@mandor.test" }));
    expect(status).toBe(403);
    expect(body.code).toBe("SSO_USER_UNKNOWN");
  });

  it.each([
    [
      "an expired token",
      () =>
        provider.sign(
          { email: "sso.user@mandor.test" },
          { expiresIn: Math.floor(Date.now() / 1000) - 120 },
        ),
    ],
    [
      "a token of another issuer",
      () => provider.sign({ email: "sso.user@mandor.test" }, { issuer: "https://evil.test" }),
    ],
    [
      "a token for another audience",
      () => provider.sign({ email: "sso.user@mandor.test" }, { audience: "other-app" }),
    ],
    [
      "a token signed by another key",
      async () => {
        const { privateKey } = await generateKeyPair("RS256");
        return new SignJWT({ email: "sso.user@mandor.test" })
          .setProtectedHeader({ alg: "RS256", kid: "test-key" })
          .setIssuer(SSO_ISSUER)
          .setAudience(SSO_AUDIENCE)
          .setExpirationTime("5m")
          .sign(privateKey);
      },
    ],
    [
      "an unsigned token",
      async () => {
        const [, payload] = (await provider.sign({ email: "sso.user@mandor.test" })).split(".");
        return `${Buffer.from('{"alg":"none"}').toString("base64url")}.${payload}.`;
      },
    ],
    ["a token without identity", () => provider.sign({ sub: "123" })],
    ["garbage", async () => "not.a.jwt"],
  ])("refuses %s", async (_name, make) => {
    const { status, body } = await verify(await make());
    expect(status).toBe(400);
    expect(body.code).toBe("SSO_TOKEN_INVALID");
    expect(body.token).toBeUndefined();
  });

  it("refuses a missing or overlong token", async () => {
    expect(
      (await t.call({ method: "POST", url: "/api/oauth/verify-oauth-sso-token", payload: {} }))
        .status,
    ).toBe(400);
    expect((await verify("x".repeat(8193))).status).toBe(400);
  });

  it("checks the app code while the SSO option is on", async () => {
    t.setOption("sso", true);
    try {
      const token = await provider.sign({ email: "sso.user@mandor.test" });
      expect((await verify(token)).body.code).toBe("APP_CODE_MISMATCH");
      expect((await verify(token, { app_code: "MANDOR-WEB" })).status).toBe(200);
    } finally {
      t.setOption("sso", false);
    }
  });
});

describe("with a shared secret", () => {
  let secretApp: AuthTestApp;
  const secret = "a-shared-secret-of-at-least-32-bytes!!";

  beforeAll(async () => {
    secretApp = await startAuthApp({
      config: { sso: { secret, issuer: SSO_ISSUER, audience: SSO_AUDIENCE } },
    });
    await insertUser(secretApp.db, {
      username: "sso.user",
      status: "active",
      roleId: secretApp.org.staffRole,
    });
  });

  afterAll(async () => {
    await secretApp?.close();
  });

  const sign = (key: string) =>
    new SignJWT({ email: "sso.user@mandor.test" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(SSO_ISSUER)
      .setAudience(SSO_AUDIENCE)
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode(key));

  it("accepts a token signed with the secret and refuses any other", async () => {
    const call = async (token: string) =>
      secretApp.call({
        method: "POST",
        url: "/api/oauth/verify-oauth-sso-token",
        payload: { token },
      });
    expect((await call(await sign(secret))).status).toBe(200);
    expect((await call(await sign(`${secret}x`))).body.code).toBe("SSO_TOKEN_INVALID");
  });

  it("refuses the replay of a token without jti, which is remembered by its hash", async () => {
    const token = await new SignJWT({ email: "sso.user@mandor.test", nonce: "sekali" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(SSO_ISSUER)
      .setAudience(SSO_AUDIENCE)
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode(secret));
    const call = () =>
      secretApp.call({
        method: "POST",
        url: "/api/oauth/verify-oauth-sso-token",
        payload: { token },
      });
    expect((await call()).status).toBe(200);
    expect((await call()).body.code).toBe("SSO_TOKEN_INVALID");
  });
});

describe("with SSO_MATCH_USERNAME=true", () => {
  it("signs in by preferred_username when the token has no e-mail", async () => {
    const trusting = await startAuthApp({
      config: {
        sso: {
          jwksUrl: provider.jwksUrl,
          issuer: SSO_ISSUER,
          audience: SSO_AUDIENCE,
          matchUsername: true,
        },
      },
    });
    try {
      await insertUser(trusting.db, {
        username: "sso.nama",
        status: "active",
        roleId: trusting.org.staffRole,
        password: null,
      });
      const { status, body } = await trusting.call({
        method: "POST",
        url: "/api/oauth/verify-oauth-sso-token",
        payload: { token: await provider.sign({ preferred_username: "sso.nama" }) },
      });
      expect(status).toBe(200);
      expect(body.user.username).toBe("sso.nama");
    } finally {
      await trusting.close();
    }
  });
});

describe("without SSO configured", () => {
  it("answers that SSO is not set up", async () => {
    const plain = await startAuthApp();
    try {
      const { status, body } = await plain.call({
        method: "POST",
        url: "/api/oauth/verify-oauth-sso-token",
        payload: { token: await provider.sign({ email: "x@y.z" }) },
      });
      expect(status).toBe(404);
      expect(body.code).toBe("SSO_NOT_CONFIGURED");
    } finally {
      await plain.close();
    }
  });
});
