/**
 * What a dashboard overlay may name of a server-side cube: its dimensions (what a widget can
 * group by), its measures (what an item can show) and the filters it honours. The server's
 * cube registry publishes this description; the overlay checks read only it, so they stay pure.
 */
import type { FilterKey } from "./dashboard-types";

export interface CubeDescription {
  name: string;
  dimensions: readonly string[];
  measures: readonly string[];
  filters: readonly FilterKey[];
}

export type CubeCatalog = ReadonlyMap<string, CubeDescription>;
