/**
 * `map`: one point `{address, lat, lng}` (admin-area §3). On a JSON column the value is that
 * object. On a text column — the address — the point's coordinates live in the record's
 * `lat` and `lng` columns beside it, as in projects and presences (DOMAIN.md), and a
 * `radius_m` field in the same form draws the presence radius around the point.
 */
import type { WidgetProps } from "@rjsf/utils";
import { useMemo } from "react";
import { schemaFormContext } from "../form-context";
import { useFieldValues } from "../form-store";
import { inputWidget } from "../registry/define-widget";
import { toRadius } from "./map/circle";
import { MapField } from "./map/MapField";
import { EMPTY_POINT, type MapPoint, toCoordinate, toMapPoint } from "./map/map-point";
import { useMapSettings } from "./map/use-map-settings";

/** The sibling columns of an address column's point, and the radius. */
const SIBLINGS = ["lat", "lng", "radius_m"] as const;

export function MapWidget(props: WidgetProps) {
  const context = schemaFormContext(props.registry);
  const settings = useMapSettings();
  const siblings = useFieldValues(context?.store, SIBLINGS);
  const onColumns = props.schema.type === "string";
  const [lat, lng, radius] = siblings.values;
  const point = useMemo<MapPoint>(
    () =>
      onColumns
        ? {
            address: typeof props.value === "string" ? props.value : "",
            lat: toCoordinate(lat, 90),
            lng: toCoordinate(lng, 180),
          }
        : toMapPoint(props.value),
    [onColumns, props.value, lat, lng],
  );

  const change = ([next = EMPTY_POINT]: MapPoint[]) => {
    if (!onColumns) return props.onChange(next);
    if (next.address !== point.address) props.onChange(next.address || undefined);
    if (next.lat !== point.lat) context?.setFieldValue("lat", next.lat ?? undefined);
    if (next.lng !== point.lng) context?.setFieldValue("lng", next.lng ?? undefined);
  };

  return (
    <MapField
      id={props.id}
      points={[point]}
      onChange={change}
      settings={settings}
      radius={toRadius(radius)}
      disabled={props.disabled || props.readonly}
    />
  );
}

export const widget = inputWidget("map", MapWidget);
