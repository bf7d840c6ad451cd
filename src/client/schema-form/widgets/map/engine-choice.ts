/**
 * Which map engine draws the maps. mapbox-gl 2+ refuses to render without a Mapbox token, even
 * on self-hosted tiles (mapbox/mapbox-gl-js#10200), so it is chosen only when a token is
 * configured; otherwise maplibre-gl draws the company's style, or the local one.
 */
import type { MapSettings } from "../../../../schema/api/app-config";

export type MapEngineName = "maplibre" | "mapbox";

export function chooseEngine(settings: Pick<MapSettings, "mapboxToken">): MapEngineName {
  return settings.mapboxToken.trim() ? "mapbox" : "maplibre";
}
