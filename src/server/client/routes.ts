/**
 * Serves the built React app: hashed assets with long caching, their brotli and gzip copies
 * (written by the build, src/build/precompress-assets.ts) to callers that accept them, and
 * `index.html` for every other page address so the client's router can take over; the icon
 * answers `/favicon.ico` too. Addresses under `/api` and `/assets` are never pages: an unknown
 * one is a 404, not the app. When the client is not built yet, the API keeps working and page
 * addresses answer 404.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply } from "fastify";

/** A back office has nothing for search engines. */
export const ROBOTS_TXT = "User-agent: *\nDisallow: /\n";

/** The app's icon, copied from `public/` to the build's root as itself. */
const FAVICON = "favicon.svg";

/** Where no page of the app lives (a path as the router matched it, without its first "/"). */
const NOT_PAGES = /^(?:api|assets)(?:\/|$)/;

export interface ClientOptions {
  clientDir: string;
  /** Sends the build's compressed copies to callers that accept them (default: yes). */
  preCompressed?: boolean;
}

export const clientRoutes: FastifyPluginAsync<ClientOptions> = async (
  app,
  { clientDir, preCompressed = true },
) => {
  app.get("/robots.txt", (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "no-cache").send(ROBOTS_TXT),
  );
  const built = existsSync(join(clientDir, "index.html"));
  if (!built) {
    app.log.warn(`client not built in ${clientDir}: run "npm run build" to serve the web app`);
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed,
    // The copies are sent in place of their file, never at their own address.
    globIgnore: ["**/*.br", "**/*.gz"],
    setHeaders(reply, path) {
      reply.header(
        "cache-control",
        path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  // Browsers and bookmark tools still ask for /favicon.ico; the SVG answers it (every current
  // browser reads an icon by its type, not its name).
  app.get("/favicon.ico", (_request, reply) =>
    reply.type("image/svg+xml").header("cache-control", "no-cache").sendFile(FAVICON),
  );
  const sendApp = (reply: FastifyReply) =>
    reply.header("cache-control", "no-cache").sendFile("index.html");
  app.get<{ Params: { "*": string } }>("/*", (request, reply) =>
    NOT_PAGES.test(request.params["*"]) ? reply.callNotFound() : sendApp(reply),
  );
  app.get("/", (_request, reply) => sendApp(reply));
};
