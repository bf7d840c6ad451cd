/**
 * How the error handler answers a database out of reach: 503 with Retry-After and the
 * message in the caller's language, nothing of the driver's text; any other failure is still
 * the 500 that names a request id.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "../../../src/server/http/error-handler";
import { errorMessage } from "../../../src/server/http/errors";

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get("/refused", async () => {
    throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432 SELECT secret"), {
      code: "ECONNREFUSED",
    });
  });
  app.get("/terminated", async () => {
    throw Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    });
  });
  app.get("/broken", async () => {
    throw new Error('relation "nope" does not exist');
  });
  await app.ready();
});

afterAll(() => app.close());

describe("a database out of reach", () => {
  it.each([
    ["/refused", "en-GB,en;q=0.9", "en"],
    ["/refused", "id", "id"],
    ["/terminated", "en", "en"],
    ["/terminated", undefined, "id"],
  ] as const)("%s with Accept-Language %s answers 503 in %s", async (url, language, locale) => {
    const response = await app.inject({
      url,
      headers: language ? { "accept-language": language } : {},
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({
      code: "DATABASE_UNAVAILABLE",
      message: errorMessage("DATABASE_UNAVAILABLE", locale),
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|SELECT|5432|administrator|\bat /);
  });

  it("leaves other failures a 500 without Retry-After", async () => {
    const response = await app.inject({ url: "/broken", headers: { "accept-language": "en" } });
    expect(response.statusCode).toBe(500);
    expect(response.headers["retry-after"]).toBeUndefined();
    expect(response.json().code).toBe("INTERNAL");
    expect(response.body).not.toContain("nope");
  });
});
