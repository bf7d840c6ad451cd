/**
 * `GET /api/app-config`: the steward's app configuration and the server's map settings, for
 * the client (nothing in it is secret: a Mapbox token is a public, URL-restricted browser token). `GET /api/app-config/pages/:page`: the terms or privacy page in the caller's
 * language, as the steward wrote it (the client sanitises it before showing it).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyPluginAsync } from "fastify";
import type { AppConfigAnswer, MapSettings } from "../../schema/api/app-config";
import { AppError } from "../http/errors";
import { DEFAULT_LOCALE, pickLocale } from "../http/locale";
import type { AppConfigSource } from "./app-config";

export const CONTENT_PAGES = ["term-condition", "privacy-policy"] as const;
type ContentPage = (typeof CONTENT_PAGES)[number];

export const appConfigRoutes: FastifyPluginAsync<{
  appConfig: AppConfigSource;
  configDir: string;
  maps: MapSettings;
  documentViewerUrl: string;
}> = async (app, { appConfig, configDir, maps, documentViewerUrl }) => {
  app.get("/app-config", { config: { public: true } }, async (request) => {
    const problem = appConfig.problem();
    if (problem) request.log.error(`app config rejected, last good version serving: ${problem}`);
    const data: AppConfigAnswer = { ...appConfig.current(), maps, documentViewerUrl };
    return { data };
  });

  app.get<{ Params: { page: ContentPage } }>(
    "/app-config/pages/:page",
    {
      config: { public: true },
      schema: {
        params: {
          type: "object",
          properties: { page: { type: "string", enum: [...CONTENT_PAGES] } },
          required: ["page"],
        },
      },
    },
    async (request) => {
      const { page } = request.params;
      const locale = pickLocale(request.headers);
      const html = await readPage(configDir, page, locale).catch(() =>
        readPage(configDir, page, DEFAULT_LOCALE),
      );
      return { data: { html } };
    },
  );
};

async function readPage(configDir: string, page: ContentPage, locale: string): Promise<string> {
  try {
    return await readFile(join(configDir, "pages", `${page}.${locale}.html`), "utf8");
  } catch {
    throw new AppError("NOT_FOUND", { path: `config/pages/${page}.${locale}.html` });
  }
}
