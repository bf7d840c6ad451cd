/** The style each engine draws: the company's when configured, else the engine's fallback. */
import type { MapSettings } from "../../../../schema/api/app-config";
import type { MapEngineName } from "./engine-choice";

/** Mapbox's own streets, for a Mapbox token without a company style. */
export const MAPBOX_STREETS = "mapbox://styles/mapbox/streets-v12";

/** A style URL, or "local" for the inline offline style. */
export function styleSource(settings: Pick<MapSettings, "styleUrl">, engine: MapEngineName) {
  if (settings.styleUrl.trim()) return settings.styleUrl.trim();
  return engine === "mapbox" ? MAPBOX_STREETS : "local";
}
