/**
 * The map input shared by `map` and `map-multiple`: per point an address and its latitude and
 * longitude, kept in sync with a draggable marker each (typing a coordinate moves its marker,
 * dropping a marker rewrites the coordinates and, when a geocoder is configured, an empty
 * address). The coordinate inputs are the keyboard's way to place a point; the map is for
 * the mouse and the eye, and the form works without it when the engine cannot start.
 */
import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import type { MapSettings } from "../../../../schema/api/app-config";
import { Button } from "../../../ui/Button";
import { CoordinateInput } from "./CoordinateInput";
import { geocoderFor } from "./geocoder";
import { EMPTY_POINT, type LngLat, type MapPoint } from "./map-point";
import { PlaceSearch } from "./PlaceSearch";
import { useMap } from "./use-map";
import "./map-field.css";

export interface MapFieldProps {
  id: string;
  points: readonly MapPoint[];
  onChange(points: MapPoint[]): void;
  settings: MapSettings;
  multiple?: boolean;
  /** Metres of the presence radius drawn around the first point. */
  radius?: number | null;
  disabled?: boolean;
}

export function MapField(props: MapFieldProps) {
  const { t } = useLingui();
  const { id, points, settings, disabled } = props;
  const container = useRef<HTMLDivElement>(null);
  const rows = points.length > 0 || props.multiple ? points : [EMPTY_POINT];

  const change = (index: number, patch: Partial<MapPoint>) =>
    props.onChange(rows.map((point, at) => (at === index ? { ...point, ...patch } : point)));

  const geocoder = geocoderFor(settings.geocoder);
  const drop = (index: number, position: LngLat) => {
    change(index, position);
    if (rows[index]?.address) return;
    geocoder.reverse(position).then((address) => {
      if (address) change(index, { ...position, address });
    });
  };

  const state = useMap({
    container,
    settings,
    points: rows,
    radius: props.radius ?? null,
    onDrag: drop,
  });

  const rowId = (index: number, part: string) =>
    props.multiple ? `${id}_${index}_${part}` : part === "address" ? id : `${id}_${part}`;

  return (
    <div className="map-field">
      {geocoder.enabled ? (
        <PlaceSearch
          id={`${id}_search`}
          geocoder={geocoder}
          disabled={disabled}
          onChoose={(place) =>
            props.multiple
              ? props.onChange([...points, { address: place.address, ...place.position }])
              : change(0, { address: place.address, ...place.position })
          }
        />
      ) : null}
      {rows.map((point, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a point has no identity but its place
        <fieldset key={index} className="map-field__point">
          {props.multiple ? <legend>{t`Titik ${index + 1}`}</legend> : null}
          <div className="map-field__address">
            {props.multiple ? (
              <label className="field__label" htmlFor={rowId(index, "address")}>{t`Alamat`}</label>
            ) : null}
            <input
              id={rowId(index, "address")}
              className="input"
              type="text"
              value={point.address}
              disabled={disabled}
              onChange={(event) => change(index, { address: event.target.value })}
            />
          </div>
          <CoordinateInput
            id={rowId(index, "lat")}
            label={t`Lintang`}
            value={point.lat}
            limit={90}
            disabled={disabled}
            onChange={(lat) => change(index, { lat })}
          />
          <CoordinateInput
            id={rowId(index, "lng")}
            label={t`Bujur`}
            value={point.lng}
            limit={180}
            disabled={disabled}
            onChange={(lng) => change(index, { lng })}
          />
          {props.multiple ? (
            <Button
              size="small"
              disabled={disabled}
              onClick={() => props.onChange(rows.filter((_, at) => at !== index))}
            >
              {t`Hapus titik ${index + 1}`}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {props.multiple ? (
        <Button disabled={disabled} onClick={() => props.onChange([...rows, EMPTY_POINT])}>
          {t`Tambah titik`}
        </Button>
      ) : null}
      <div
        ref={container}
        className="map-field__map"
        data-map-state={state}
        role="img"
        aria-label={t`Peta lokasi`}
      />
      {state === "failed" ? (
        <p className="field__note field__note--danger" role="alert">
          {t`Peta tidak dapat dimuat; isi lintang dan bujur secara manual.`}
        </p>
      ) : null}
    </div>
  );
}
