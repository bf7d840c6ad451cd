/** `map-multiple`: a list of points `{address, lat, lng}` on one map, stored as one JSON value. */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { MapField } from "./map/MapField";
import { toMapPoints } from "./map/map-point";
import { useMapSettings } from "./map/use-map-settings";

export function MapMultipleWidget(props: WidgetProps) {
  const settings = useMapSettings();
  return (
    <MapField
      id={props.id}
      points={toMapPoints(props.value)}
      onChange={(points) => props.onChange(points)}
      settings={settings}
      multiple
      disabled={props.disabled || props.readonly}
    />
  );
}

export const widget = inputWidget("map-multiple", MapMultipleWidget);
