/** The router file's icon names (`schemas/modules.json`) to the drawn icons. */
import type { ComponentType } from "react";
import { ChartIcon, DatabaseIcon, HomeIcon, ShieldIcon, TruckIcon, UsersIcon } from "../ui/Icons";

export type IconComponent = ComponentType<{ size?: number }>;

/** Also the base of the dashboards' card icons, which add a few of their own. */
export const MODULE_ICONS: Record<string, IconComponent> = {
  chart: ChartIcon,
  truck: TruckIcon,
  users: UsersIcon,
  database: DatabaseIcon,
  shield: ShieldIcon,
};

/** An unknown name (a steward's typo) still gets an icon rather than a hole. */
export function moduleIcon(name: string): IconComponent {
  return MODULE_ICONS[name] ?? HomeIcon;
}
