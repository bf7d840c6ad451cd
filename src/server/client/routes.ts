/**
 * Serves the built React app: hashed assets with long caching, and `index.html` for every
 * other page address so the client's router can take over. When the client is not built yet,
 * the API keeps working and page addresses say how to build it.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";

export const clientRoutes: FastifyPluginAsync<{ clientDir: string }> = async (
  app,
  { clientDir },
) => {
  const built = existsSync(join(clientDir, "index.html"));
  if (!built) {
    app.log.warn(`client not built in ${clientDir}: run "npm run build" to serve the web app`);
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      reply.header(
        "cache-control",
        path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  app.get("/*", (_request, reply) =>
    reply.header("cache-control", "no-cache").sendFile("index.html"),
  );
  app.get("/", (_request, reply) =>
    reply.header("cache-control", "no-cache").sendFile("index.html"),
  );
};
