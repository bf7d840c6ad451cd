/**
 * Place search and reverse geocoding (admin-area §7 "Map"), through a provider named by the
 * server's MAP_GEOCODER. Off by default: the company's locations go to no third party unless an
 * operator chooses one. A provider is an object of this interface added to GEOCODERS under its
 * name (its origin then belongs in the server's connect-src, see map-sources.ts).
 */
import type { LngLat } from "./map-point";

export interface Place {
  address: string;
  position: LngLat;
}

export interface Geocoder {
  /** False for the no-op provider: the widget then shows no search box. */
  enabled: boolean;
  /** The address at a point, or null when the provider knows none. */
  reverse(position: LngLat): Promise<string | null>;
  /** Places matching `query`, at most SEARCH_LIMIT. */
  search(query: string): Promise<Place[]>;
}

/** admin-area §9 typeahead: at most 10 matches, from 2 characters. */
export const SEARCH_LIMIT = 10;
export const SEARCH_MIN_LENGTH = 2;

export const NO_GEOCODER: Geocoder = {
  enabled: false,
  reverse: async () => null,
  search: async () => [],
};

export const GEOCODERS: Readonly<Record<string, Geocoder>> = { none: NO_GEOCODER };

/** The provider named `name`; an unknown name is off rather than an error on every form. */
export function geocoderFor(name: string): Geocoder {
  return GEOCODERS[name] ?? NO_GEOCODER;
}
