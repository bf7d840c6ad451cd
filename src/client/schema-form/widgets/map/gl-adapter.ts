/**
 * The map adapter over the API maplibre-gl and mapbox-gl share: a Map, draggable Markers, a
 * GeoJSON source with fill and line layers for the radius. Typed structurally, by the members
 * used here, so both libraries' modules fit it.
 */
import type { CirclePolygon } from "./circle";
import { localStyle } from "./local-style";
import type { CreateMap, MapAdapter } from "./map-adapter";
import type { LngLat } from "./map-point";

interface GlMarker {
  setLngLat(position: [number, number]): GlMarker;
  addTo(map: GlMap): GlMarker;
  getLngLat(): LngLat;
  on(type: "dragend", listener: () => void): unknown;
  remove(): unknown;
}

interface GlGeoJsonSource {
  setData(data: unknown): unknown;
}

interface GlMap {
  once(type: "load", listener: () => void): unknown;
  jumpTo(options: { center: [number, number]; zoom: number }): unknown;
  addSource(id: string, source: unknown): unknown;
  getSource(id: string): unknown;
  addLayer(layer: unknown): unknown;
  remove(): void;
}

export interface GlLibrary {
  Map: new (options: Record<string, unknown>) => GlMap;
  Marker: new (options: { draggable: boolean; color?: string }) => GlMarker;
}

const RADIUS = "presence-radius";
const EMPTY = { type: "FeatureCollection", features: [] };

export function glAdapter(library: GlLibrary, extra: Record<string, unknown> = {}): CreateMap {
  return (container, options) => {
    const map = new library.Map({
      container,
      style: options.style === "local" ? localStyle() : options.style,
      center: [options.centre.lng, options.centre.lat],
      zoom: options.zoom,
      attributionControl: false,
      ...extra,
    });
    let markers: GlMarker[] = [];
    let listener: (index: number, position: LngLat) => void = () => {};
    let circle: CirclePolygon | null = null;
    let loaded = false;

    const drawCircle = () => {
      const source = map.getSource(RADIUS) as GlGeoJsonSource | undefined;
      source?.setData(circle ? { type: "Feature", properties: {}, geometry: circle } : EMPTY);
    };
    map.once("load", () => {
      loaded = true;
      map.addSource(RADIUS, { type: "geojson", data: EMPTY });
      map.addLayer({
        id: `${RADIUS}-fill`,
        type: "fill",
        source: RADIUS,
        paint: { "fill-color": "#1d6fd8", "fill-opacity": 0.15 },
      });
      map.addLayer({
        id: `${RADIUS}-line`,
        type: "line",
        source: RADIUS,
        paint: { "line-color": "#1d6fd8", "line-width": 2 },
      });
      drawCircle();
      options.onReady();
    });

    const adapter: MapAdapter = {
      setView: (centre, zoom) => map.jumpTo({ center: [centre.lng, centre.lat], zoom }),
      setMarkers(points) {
        for (const marker of markers) marker.remove();
        markers = points.map((point, index) => {
          const marker = new library.Marker({ draggable: true })
            .setLngLat([point.lng, point.lat])
            .addTo(map);
          marker.on("dragend", () => listener(index, marker.getLngLat()));
          return marker;
        });
      },
      onMarkerDrag(next) {
        listener = next;
      },
      setCircle(polygon) {
        circle = polygon;
        if (loaded) drawCircle();
      },
      destroy: () => map.remove(),
    };
    return adapter;
  };
}
