/**
 * A circle of `radius` metres around a point as a GeoJSON polygon, for the presence radius.
 * Both engines draw polygons in the same way, and a polygon keeps its size in metres at every
 * zoom, which a circle layer (sized in pixels) does not.
 */
import type { LngLat } from "./map-point";

const EARTH_RADIUS_M = 6_371_008.8;

export interface CirclePolygon {
  type: "Polygon";
  coordinates: [number, number][][];
}

/** `steps` points on the great circle at `radius` metres, the ring closed on its first point. */
export function circlePolygon(centre: LngLat, radius: number, steps = 64): CirclePolygon {
  const angular = radius / EARTH_RADIUS_M;
  const lat = (centre.lat * Math.PI) / 180;
  const lng = (centre.lng * Math.PI) / 180;
  const ring: [number, number][] = [];
  for (let step = 0; step < steps; step++) {
    const bearing = (2 * Math.PI * step) / steps;
    const pointLat = Math.asin(
      Math.sin(lat) * Math.cos(angular) + Math.cos(lat) * Math.sin(angular) * Math.cos(bearing),
    );
    const pointLng =
      lng +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat),
        Math.cos(angular) - Math.sin(lat) * Math.sin(pointLat),
      );
    ring.push([(pointLng * 180) / Math.PI, (pointLat * 180) / Math.PI]);
  }
  ring.push(ring[0] as [number, number]);
  return { type: "Polygon", coordinates: [ring] };
}

/** A radius as stored (metres, a number or its text); null when there is none to draw. */
export function toRadius(value: unknown): number | null {
  const metres = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof metres === "number" && Number.isFinite(metres) && metres > 0 ? metres : null;
}
