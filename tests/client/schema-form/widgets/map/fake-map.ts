/** A map engine stand-in at the adapter boundary: records what the widget asks of the map. */
import type {
  CreateMap,
  MapAdapter,
  MapOptions,
} from "../../../../../src/client/schema-form/widgets/map/map-adapter";
import type { LngLat } from "../../../../../src/client/schema-form/widgets/map/map-point";

export interface FakeMap {
  options: MapOptions;
  markers: LngLat[];
  views: { centre: LngLat; zoom: number }[];
  circle: unknown;
  destroyed: boolean;
  /** The user drops marker `index` at `position`. */
  drag(index: number, position: LngLat): void;
}

export function fakeEngine() {
  const maps: FakeMap[] = [];
  const createMap: CreateMap = (_container, options) => {
    let listener: (index: number, position: LngLat) => void = () => {};
    const map: FakeMap = {
      options,
      markers: [],
      views: [],
      circle: null,
      destroyed: false,
      drag: (index, position) => listener(index, position),
    };
    maps.push(map);
    const adapter: MapAdapter = {
      setView: (centre, zoom) => map.views.push({ centre, zoom }),
      setMarkers: (points) => {
        map.markers = [...points];
      },
      onMarkerDrag: (next) => {
        listener = next;
      },
      setCircle: (polygon) => {
        map.circle = polygon;
      },
      destroy: () => {
        map.destroyed = true;
      },
    };
    queueMicrotask(options.onReady);
    return adapter;
  };
  return { maps, createMap };
}
