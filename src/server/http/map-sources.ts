/**
 * The origins the browser's map engine must reach, for the Content Security Policy: the
 * company's style server when one is configured, Mapbox's API when a token is. Without either
 * the local style needs no network at all.
 */
import type { MapSettings } from "../../schema/api/app-config";

const MAPBOX_ORIGINS = ["https://api.mapbox.com", "https://events.mapbox.com"];

export function mapSources(maps: MapSettings): string[] {
  return [
    ...(maps.styleUrl ? [new URL(maps.styleUrl).origin] : []),
    ...(maps.mapboxToken ? MAPBOX_ORIGINS : []),
  ];
}
