/** The server's map settings from the app configuration; none answered: the offline defaults. */
import type { MapSettings } from "../../../../schema/api/app-config";
import { useAppConfig } from "../../../session/app-config";

export const OFFLINE_MAP: MapSettings = { styleUrl: "", mapboxToken: "", geocoder: "none" };

export function useMapSettings(): MapSettings {
  return useAppConfig().data?.maps ?? OFFLINE_MAP;
}
