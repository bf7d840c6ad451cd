/**
 * The map of one widget: the engine loaded on mount, its markers following the points, the
 * view following a typed point, and a dragged marker reported back. The engine stays behind
 * the adapter interface, so this hook works the same with either library.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import type { MapSettings } from "../../../../schema/api/app-config";
import { circlePolygon } from "./circle";
import { chooseEngine } from "./engine-choice";
import { loadEngine } from "./load-engine";
import type { MapAdapter } from "./map-adapter";
import {
  initialView,
  type LngLat,
  type MapPoint,
  PLACED_ZOOM,
  placed,
  roundCoordinate,
} from "./map-point";
import { styleSource } from "./map-style";

export type MapState = "loading" | "ready" | "failed";

export function useMap(options: {
  container: RefObject<HTMLDivElement | null>;
  settings: MapSettings;
  points: readonly MapPoint[];
  radius: number | null;
  onDrag(index: number, position: LngLat): void;
}): MapState {
  const { container, settings, points, radius } = options;
  const [state, setState] = useState<MapState>("loading");
  const adapter = useRef<MapAdapter | null>(null);
  const onDrag = useRef(options.onDrag);
  onDrag.current = options.onDrag;
  const firstPoints = useRef(points);
  /** The point a marker was just dropped on: the map is already there, it must not jump. */
  const dropped = useRef("");
  /** The points the map's markers show, one key each. */
  const shown = useRef<string[]>([]);

  // The engine and style, not the settings object: a new object with the same values (a parent
  // re-rendering) must not start a new map.
  const { styleUrl, mapboxToken } = settings;
  useEffect(() => {
    let stopped = false;
    const engine = { styleUrl, mapboxToken };
    setState("loading");
    shown.current = [];
    loadEngine(engine)
      .then((createMap) => {
        if (stopped || !container.current) return;
        const view = initialView(firstPoints.current);
        adapter.current = createMap(container.current, {
          ...view,
          style: styleSource(engine, chooseEngine(engine)),
          onReady: () => setState("ready"),
        });
        adapter.current.onMarkerDrag((index, position) => {
          const rounded = {
            lat: roundCoordinate(position.lat),
            lng: roundCoordinate(position.lng),
          };
          dropped.current = JSON.stringify(rounded);
          onDrag.current(index, rounded);
        });
      })
      .catch(() => {
        if (!stopped) setState("failed");
      });
    return () => {
      stopped = true;
      adapter.current?.destroy();
      adapter.current = null;
    };
  }, [container, styleUrl, mapboxToken]);

  const positions = points.map(placed).filter((point): point is LngLat => point !== null);
  const key = JSON.stringify(positions);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `positions`
  useEffect(() => {
    const map = adapter.current;
    if (!map || state !== "ready") return;
    map.setMarkers(positions);
    const keys = positions.map((point) => JSON.stringify(point));
    // A typed point the map does not show yet: go there, at the zoom of a placed point.
    const moved = keys.findIndex((point, index) => point !== shown.current[index]);
    shown.current = keys;
    const target = positions[moved];
    if (target && keys[moved] !== dropped.current) map.setView(target, PLACED_ZOOM);
  }, [key, state]);

  const first = positions[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `first`
  useEffect(() => {
    adapter.current?.setCircle(first && radius ? circlePolygon(first, radius) : null);
  }, [key, radius, state]);

  return state;
}
