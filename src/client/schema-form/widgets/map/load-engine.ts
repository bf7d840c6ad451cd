/**
 * Loads the chosen engine and its stylesheet on demand: each is its own chunk, fetched only
 * by a screen that draws a map, and mapbox-gl only when a token is configured.
 */
import type { MapSettings } from "../../../../schema/api/app-config";
import { chooseEngine } from "./engine-choice";
import { type GlLibrary, glAdapter } from "./gl-adapter";
import type { CreateMap } from "./map-adapter";

/** A CommonJS build bundled by Vite arrives as `default`; an ES module as named exports. */
function library(module: object): GlLibrary {
  return ((module as { default?: GlLibrary }).default ?? module) as GlLibrary;
}

export async function loadEngine(settings: Pick<MapSettings, "mapboxToken">): Promise<CreateMap> {
  if (chooseEngine(settings) === "mapbox") {
    const [mapbox] = await Promise.all([
      import("mapbox-gl"),
      import("mapbox-gl/dist/mapbox-gl.css"),
    ]);
    return glAdapter(library(mapbox), { accessToken: settings.mapboxToken });
  }
  const [maplibre, worker] = await Promise.all([
    import("maplibre-gl"),
    // maplibre-gl 6 looks for its worker beside its own file, which a bundler renames: Vite
    // builds the worker (and what it imports) and hands its URL over.
    import("maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url"),
    import("maplibre-gl/dist/maplibre-gl.css"),
  ]);
  maplibre.setWorkerUrl(worker.default);
  return glAdapter(library(maplibre));
}
