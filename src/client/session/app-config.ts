/**
 * The steward's app configuration (`GET /api/app-config`): names, links, app code and the
 * feature options every public page and the route guard follow. Fetched once per mount.
 */
import useSWR from "swr";
import type { AppConfigAnswer } from "../../schema/api/app-config";
import { http } from "../api/http";

export function fetchAppConfig(): Promise<AppConfigAnswer> {
  return http
    .get("app-config")
    .json<{ data: AppConfigAnswer }>()
    .then((answer) => answer.data);
}

export function useAppConfig() {
  return useSWR("app-config", fetchAppConfig, { revalidateOnFocus: false });
}

/** The app configuration once loaded; only for components rendered inside the guard. */
export function useLoadedAppConfig(): AppConfigAnswer {
  const { data } = useAppConfig();
  if (!data) throw new Error("useLoadedAppConfig used outside the route guard");
  return data;
}
