/** The dashboard controller handed to the views below a dashboard page (filter bar, indicator). */
import { createContext, useContext } from "react";
import type { DashboardController } from "./use-dashboard-controller";

export const DashboardContext = createContext<DashboardController | null>(null);

export function useDashboardContext(): DashboardController {
  const controller = useContext(DashboardContext);
  if (!controller) {
    throw new Error(
      "useDashboardContext must be used inside <DashboardContext value={controller}>, " +
        "which the dashboard page and the full-widget page provide",
    );
  }
  return controller;
}
