import { describe, expect, it } from "vitest";
import { haversineMetres } from "../../../src/server/presences/haversine-distance";

describe("haversineMetres", () => {
  it.each([
    ["the same point", { lat: -6.2, lng: 106.8 }, { lat: -6.2, lng: 106.8 }, 0, 0],
    ["one degree of latitude", { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111_195, 1],
    ["one degree of longitude on the equator", { lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 111_195, 1],
    // Monas to Bundaran HI, Jakarta: about 2.2 km.
    [
      "Monas to Bundaran HI",
      { lat: -6.1754, lng: 106.8272 },
      { lat: -6.195, lng: 106.823 },
      2_229,
      5,
    ],
    ["across the antimeridian", { lat: 0, lng: 179.9995 }, { lat: 0, lng: -179.9995 }, 111.2, 0.5],
    ["antipodes", { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 20_015_115, 10],
  ])("%s", (_, a, b, metres, tolerance) => {
    expect(Math.abs(haversineMetres(a, b) - metres)).toBeLessThanOrEqual(tolerance);
    expect(haversineMetres(b, a)).toBeCloseTo(haversineMetres(a, b), 6);
  });
});
