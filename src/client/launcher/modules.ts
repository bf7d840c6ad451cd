/**
 * The modules the signed-in user may read (`GET /api/modules`), kept in the stored session
 * so the launcher and the aside show at once, refreshed on every visit.
 */
import useSWR from "swr";
import { fetchModules } from "../session/complete-sign-in";
import { readSession, saveModules } from "../session/session-store";

export function useModules() {
  return useSWR("modules", fetchModules, {
    fallbackData: readSession().modules ?? undefined,
    onSuccess: saveModules,
    revalidateOnFocus: false,
  });
}

// Screens import the path helpers from here beside the hook.
export { findRoute, moduleOf, routeHref } from "./module-paths";
