/**
 * Browser hardening for every answer. The spec keeps the session token in local storage, so
 * the Content Security Policy allows no inline or foreign script at all; Mandor sets no
 * cookie. Strict-Transport-Security only when PUBLIC_URL is https: over plain http it would
 * pin browsers to an https the server may not have.
 *
 * Helmet decides the headers; they are the same for every answer, so they are worked out
 * once at start-up (@fastify/helmet rebuilt Helmet's whole middleware on every request, a
 * visible share of a list call's time).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

export interface SecuritySettings {
  /** Origins the map engine fetches from (map-sources.ts). */
  mapSources?: readonly string[];
  /** PUBLIC_URL is https. */
  https?: boolean;
}

const options = ({ mapSources = [], https = false }: SecuritySettings): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // notistack injects its styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      // The map engine fetches the configured style, its tiles and glyphs (map-sources.ts).
      connectSrc: ["'self'", ...mapSources],
      workerSrc: ["'self'", "blob:"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: "no-referrer" },
  // Helmet's default: a year, subdomains included.
  strictTransportSecurity: https,
});

/** The headers Helmet sets for Mandor, recorded from one run of its middleware. */
export function helmetHeaders(settings: SecuritySettings = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options(settings))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error) => {
      if (error) throw error;
    },
  );
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, settings: SecuritySettings = {}) {
  const headers = helmetHeaders(settings);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
