/**
 * The style drawn when the company configures none: a plain background and a one-degree grid,
 * all inline, so the map, its marker and the radius work offline and fetch nothing.
 */

const LAND = "#eef1ec";
const GRID = "#c9d1c4";

function gridLines(): { type: "Feature"; properties: object; geometry: object }[] {
  const lines = [];
  for (let lng = -180; lng <= 180; lng++) {
    lines.push([
      [lng, -85],
      [lng, 85],
    ]);
  }
  for (let lat = -85; lat <= 85; lat++) {
    lines.push([
      [-180, lat],
      [180, lat],
    ]);
  }
  return lines.map((coordinates) => ({
    type: "Feature" as const,
    properties: {},
    geometry: { type: "LineString", coordinates },
  }));
}

export function localStyle() {
  return {
    version: 8 as const,
    sources: {
      grid: {
        type: "geojson" as const,
        data: { type: "FeatureCollection", features: gridLines() },
      },
    },
    layers: [
      { id: "background", type: "background" as const, paint: { "background-color": LAND } },
      {
        id: "grid",
        type: "line" as const,
        source: "grid",
        paint: { "line-color": GRID, "line-width": 1 },
      },
    ],
  };
}
