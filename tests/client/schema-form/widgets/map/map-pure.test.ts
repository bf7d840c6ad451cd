/**
 * The map widget's pure parts: which engine and style a configuration gets, how stored values
 * become points, the opening view (§9), and the radius polygon's size in metres.
 */
import { describe, expect, it } from "vitest";
import { circlePolygon, toRadius } from "../../../../../src/client/schema-form/widgets/map/circle";
import { chooseEngine } from "../../../../../src/client/schema-form/widgets/map/engine-choice";
import {
  DEFAULT_CENTRE,
  initialView,
  toCoordinate,
  toMapPoint,
  toMapPoints,
} from "../../../../../src/client/schema-form/widgets/map/map-point";
import {
  MAPBOX_STREETS,
  styleSource,
} from "../../../../../src/client/schema-form/widgets/map/map-style";

describe("engine and style", () => {
  it.each([
    { token: "", styleUrl: "", engine: "maplibre", style: "local" },
    { token: "  ", styleUrl: "", engine: "maplibre", style: "local" },
    {
      token: "",
      styleUrl: "https://tiles.example.co.id/style.json",
      engine: "maplibre",
      style: "https://tiles.example.co.id/style.json",
    },
    { token: "pk.abc", styleUrl: "", engine: "mapbox", style: MAPBOX_STREETS },
    {
      token: "pk.abc",
      styleUrl: "https://tiles.example.co.id/style.json",
      engine: "mapbox",
      style: "https://tiles.example.co.id/style.json",
    },
  ] as const)("token '$token', style '$styleUrl' → $engine, $style", (row) => {
    const engine = chooseEngine({ mapboxToken: row.token });
    expect(engine).toBe(row.engine);
    expect(styleSource({ styleUrl: row.styleUrl }, engine)).toBe(row.style);
  });
});

describe("values", () => {
  it.each([
    { value: -6.2, limit: 90, expected: -6.2 },
    { value: "-6,2", limit: 90, expected: -6.2 },
    { value: " 110.5 ", limit: 180, expected: 110.5 },
    { value: "110.5", limit: 90, expected: null },
    { value: "abc", limit: 90, expected: null },
    { value: "", limit: 90, expected: null },
    { value: null, limit: 180, expected: null },
    { value: 0, limit: 180, expected: 0 },
  ] as const)("coordinate $value (±$limit) → $expected", ({ value, limit, expected }) => {
    expect(toCoordinate(value, limit)).toBe(expected);
  });

  it.each([
    { value: null, expected: { address: "", lat: null, lng: null } },
    { value: "Jl. Pemuda", expected: { address: "", lat: null, lng: null } },
    {
      value: { address: "Jl. Pemuda 1", lat: "-6.98", lng: 110.41 },
      expected: { address: "Jl. Pemuda 1", lat: -6.98, lng: 110.41 },
    },
    { value: { lat: 95, lng: 200 }, expected: { address: "", lat: null, lng: null } },
  ])("point $value", ({ value, expected }) => {
    expect(toMapPoint(value)).toEqual(expected);
  });

  it("a list keeps its order and drops nothing but makes every entry a point", () => {
    expect(toMapPoints([{ lat: 1, lng: 2 }, "x"])).toEqual([
      { address: "", lat: 1, lng: 2 },
      { address: "", lat: null, lng: null },
    ]);
    expect(toMapPoints({ lat: 1 })).toEqual([]);
  });

  it.each([
    { points: [], expected: { centre: DEFAULT_CENTRE, zoom: 5 } },
    {
      points: [{ address: "x", lat: null, lng: 1 }],
      expected: { centre: DEFAULT_CENTRE, zoom: 5 },
    },
    {
      points: [
        { address: "", lat: null, lng: null },
        { address: "", lat: -7, lng: 110 },
      ],
      expected: { centre: { lat: -7, lng: 110 }, zoom: 18 },
    },
  ])("opens on $expected", ({ points, expected }) => {
    expect(initialView(points)).toEqual(expected);
  });

  it.each([
    { value: 100, expected: 100 },
    { value: "250", expected: 250 },
    { value: 0, expected: null },
    { value: "", expected: null },
    { value: null, expected: null },
    { value: -5, expected: null },
  ])("radius $value → $expected", ({ value, expected }) => {
    expect(toRadius(value)).toBe(expected);
  });
});

/** Great-circle distance in metres, to measure the polygon with another formula than its own. */
function haversine(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

describe("radius polygon", () => {
  it.each([
    { centre: { lat: -7.15, lng: 110.14 }, radius: 100, steps: 64 },
    { centre: { lat: 0, lng: 0 }, radius: 1000, steps: 16 },
    { centre: { lat: 60, lng: -170 }, radius: 50, steps: 8 },
  ])("$radius m around $centre in $steps steps", ({ centre, radius, steps }) => {
    const polygon = circlePolygon(centre, radius, steps);
    const ring = polygon.coordinates[0] ?? [];
    expect(polygon.type).toBe("Polygon");
    expect(ring).toHaveLength(steps + 1);
    expect(ring[steps]).toEqual(ring[0]);
    for (const point of ring) {
      expect(haversine([centre.lng, centre.lat], point)).toBeCloseTo(radius, 3);
    }
    // The first point is due north of the centre.
    expect(ring[0]?.[0]).toBeCloseTo(centre.lng, 9);
    expect(ring[0]?.[1]).toBeGreaterThan(centre.lat);
  });
});
