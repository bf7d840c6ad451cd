/**
 * The place search above the map, shown only when a geocoder is configured: from two
 * characters, up to ten places; choosing one sets the point's address and coordinates.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { type Geocoder, type Place, SEARCH_LIMIT, SEARCH_MIN_LENGTH } from "./geocoder";

interface PlaceSearchProps {
  id: string;
  geocoder: Geocoder;
  disabled?: boolean;
  onChoose(place: Place): void;
}

export function PlaceSearch(props: PlaceSearchProps) {
  const { t } = useLingui();
  const { id, geocoder } = props;
  const [query, setQuery] = useState("");
  const [places, setPlaces] = useState<Place[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const text = query.trim();
    if (text.length < SEARCH_MIN_LENGTH) return setPlaces([]);
    let current = true;
    geocoder.search(text).then(
      (found) => {
        if (!current) return;
        setFailed(false);
        setPlaces(found.slice(0, SEARCH_LIMIT));
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [query, geocoder]);

  const choose = (place: Place) => {
    props.onChoose(place);
    setQuery("");
  };

  return (
    <div className="map-field__search">
      <label className="field__label" htmlFor={id}>
        {t`Cari tempat`}
      </label>
      <input
        id={id}
        className="input"
        type="search"
        autoComplete="off"
        value={query}
        disabled={props.disabled}
        onChange={(event) => setQuery(event.target.value)}
      />
      {places.length > 0 ? (
        <ul className="map-field__places" aria-label={t`Hasil pencarian tempat`}>
          {places.map((place) => (
            <li key={`${place.position.lat},${place.position.lng}`}>
              <button type="button" className="map-field__place" onClick={() => choose(place)}>
                {place.address}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {failed ? (
        <p className="field__note field__note--danger" role="alert">
          {t`Pencarian tempat gagal`}
        </p>
      ) : null}
    </div>
  );
}
