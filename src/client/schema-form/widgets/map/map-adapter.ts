/**
 * The little a map widget needs from an engine. maplibre-gl and mapbox-gl share this API
 * (maplibre-gl began as a fork of mapbox-gl 1), so one adapter (gl-adapter.ts) serves both and
 * the widget never names either; the component tests stand in a fake here.
 */
import type { CirclePolygon } from "./circle";
import type { LngLat } from "./map-point";

export interface MapAdapter {
  setView(centre: LngLat, zoom: number): void;
  /** One draggable marker per point, replacing the previous ones. */
  setMarkers(points: readonly LngLat[]): void;
  /** Called when the user drops marker `index` at `position`. */
  onMarkerDrag(listener: (index: number, position: LngLat) => void): void;
  /** The presence radius around the point; null removes it. */
  setCircle(polygon: CirclePolygon | null): void;
  destroy(): void;
}

export interface MapOptions {
  centre: LngLat;
  zoom: number;
  /** A style URL, or "local" for the inline offline style. */
  style: string;
  /** Called once the first frame is drawn. */
  onReady(): void;
}

export type CreateMap = (container: HTMLElement, options: MapOptions) => MapAdapter;
