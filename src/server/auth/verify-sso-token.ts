/**
 * Verifies the identity provider's signed token (JWT) with jose: against its published keys
 * (SSO_JWKS_URL) or a shared secret (SSO_SECRET), and always for the configured issuer and
 * audience, with an expiry. Any failure is the same SSO_TOKEN_INVALID to the caller; the
 * reason goes to the log. The identity is the token's e-mail; its `preferred_username` counts
 * only where the configuration says the provider's users cannot choose it. Each token also
 * yields the key its single use is remembered by (sso-token-uses.ts).
 */
import { createHash } from "node:crypto";
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import type { Config } from "../config";
import { AppError } from "../http/errors";

export interface SsoIdentity {
  email?: string;
  username?: string;
  /** The token's `jti`, or a hash of the token where it has none. */
  useKey: string;
  /** When the token expires (its use need not be remembered longer). */
  expiresAt: Date;
}

export type SsoVerifier = (token: string) => Promise<SsoIdentity>;

const ASYMMETRIC = [
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "ES256",
  "ES384",
  "ES512",
  "EdDSA",
];
const SYMMETRIC = ["HS256", "HS384", "HS512"];
/** Seconds of clock difference tolerated between the identity provider and this server. */
const CLOCK_TOLERANCE = 30;

/** Null when SSO is not fully configured: a key source, an issuer and an audience. */
export function createSsoVerifier(
  settings: Config["sso"],
  onFailure: (reason: string) => void = () => {},
): SsoVerifier | null {
  const { jwksUrl, secret, issuer, audience, matchUsername = false } = settings;
  if (!issuer || !audience || !(jwksUrl || secret)) return null;
  const options = { issuer, audience, requiredClaims: ["exp"], clockTolerance: CLOCK_TOLERANCE };
  const verify: (token: string) => Promise<JWTPayload> = jwksUrl
    ? (() => {
        const keys = createRemoteJWKSet(new URL(jwksUrl));
        return async (token) =>
          (await jwtVerify(token, keys, { ...options, algorithms: ASYMMETRIC })).payload;
      })()
    : (() => {
        const key = new TextEncoder().encode(secret);
        return async (token) =>
          (await jwtVerify(token, key, { ...options, algorithms: SYMMETRIC })).payload;
      })();

  return async (token) => {
    let payload: JWTPayload;
    try {
      payload = await verify(token);
    } catch (error) {
      onFailure((error as Error).message);
      throw new AppError("SSO_TOKEN_INVALID");
    }
    const identity: SsoIdentity = {
      useKey:
        typeof payload.jti === "string" && payload.jti !== ""
          ? `jti:${payload.jti}`
          : `sha256:${createHash("sha256").update(token).digest("hex")}`,
      expiresAt: new Date(((payload.exp ?? 0) + CLOCK_TOLERANCE) * 1000),
    };
    if (typeof payload.email === "string") identity.email = payload.email;
    const username = payload.preferred_username ?? payload.username;
    if (matchUsername && typeof username === "string") identity.username = username;
    if (!identity.email && !identity.username) {
      onFailure(
        matchUsername
          ? "the token names neither an email nor a preferred_username"
          : "the token names no email (SSO_MATCH_USERNAME is off)",
      );
      throw new AppError("SSO_TOKEN_INVALID");
    }
    return identity;
  };
}
