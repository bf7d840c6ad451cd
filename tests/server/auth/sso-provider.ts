/**
 * A stand-in identity provider for the tests: an RSA key pair made here, its public half
 * published as a JWKS on the loopback interface, and tokens signed with the private half,
 * each with its own `jti` as real providers give them.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";

export const SSO_ISSUER = "https://sso.mandor.test";
export const SSO_AUDIENCE = "mandor-web";

export interface SsoProvider {
  jwksUrl: string;
  /** A token for `claims`; `options` bend it for the negative cases. */
  sign(
    claims: JWTPayload,
    options?: { issuer?: string; audience?: string; expiresIn?: string | number },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startSsoProvider(): Promise<SsoProvider> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    sign: (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuer(options.issuer ?? SSO_ISSUER)
        .setAudience(options.audience ?? SSO_AUDIENCE)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(options.expiresIn ?? "5m")
        .sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
