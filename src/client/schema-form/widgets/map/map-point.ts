/**
 * The map value of admin-area §3 (`{address, lat, lng}`), read from whatever a record holds,
 * and the view it opens on (§9: a fixed centre in Central Java at zoom 5, zoom 18 once the
 * point is known).
 */

export interface MapPoint {
  address: string;
  lat: number | null;
  lng: number | null;
}

export interface LngLat {
  lng: number;
  lat: number;
}

/** Central Java, near Semarang–Salatiga. */
export const DEFAULT_CENTRE: LngLat = { lat: -7.15, lng: 110.14 };
export const DEFAULT_ZOOM = 5;
export const PLACED_ZOOM = 18;

export const EMPTY_POINT: MapPoint = { address: "", lat: null, lng: null };

/** A coordinate as stored or typed ("-6,2" is Indonesian for -6.2); null when it is none. */
export function toCoordinate(value: unknown, limit: 90 | 180): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = typeof value === "number" ? value : Number(String(value).trim().replace(",", "."));
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** Any stored value as a point: an object `{address, lat, lng}`, or nothing. */
export function toMapPoint(value: unknown): MapPoint {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return EMPTY_POINT;
  const record = value as Record<string, unknown>;
  return {
    address: typeof record.address === "string" ? record.address : "",
    lat: toCoordinate(record.lat, 90),
    lng: toCoordinate(record.lng, 180),
  };
}

/** A list of points (map-multiple), dropping what is not one. */
export function toMapPoints(value: unknown): MapPoint[] {
  return Array.isArray(value) ? value.map(toMapPoint) : [];
}

export function placed(point: MapPoint): LngLat | null {
  return point.lat === null || point.lng === null ? null : { lat: point.lat, lng: point.lng };
}

/** Where the map opens: the first placed point at zoom 18, else Central Java at zoom 5. */
export function initialView(points: readonly MapPoint[]): { centre: LngLat; zoom: number } {
  const first = points.map(placed).find((point) => point !== null);
  return first
    ? { centre: first, zoom: PLACED_ZOOM }
    : { centre: DEFAULT_CENTRE, zoom: DEFAULT_ZOOM };
}

/** Six decimals: about 11 cm, finer than a phone's GPS; dragging gives far more digits. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
