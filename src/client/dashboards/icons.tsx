/**
 * The dashboards' icons: the names a statistics item may give (`icon`), and the few the widget
 * actions draw. Drawn with the design system's line icon; an unknown name draws nothing.
 */
import { type IconComponent, MODULE_ICONS } from "../launcher/module-icons";
import {
  AlertIcon,
  CheckIcon,
  ClipboardCheckIcon,
  ClockIcon,
  HourglassIcon,
  Icon,
} from "../ui/Icons";

/** The router file's icon names (users, truck, chart, database, shield) and a few more. */
const STAT_ICONS: Record<string, IconComponent> = {
  ...MODULE_ICONS,
  clock: ClockIcon,
  alert: AlertIcon,
  check: CheckIcon,
  clipboard: ClipboardCheckIcon,
  hourglass: HourglassIcon,
};

export function statIcon(name: string | undefined): IconComponent | undefined {
  return name && Object.hasOwn(STAT_ICONS, name) ? STAT_ICONS[name] : undefined;
}

export const MoreIcon = () => (
  <Icon>
    <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3} />
  </Icon>
);

export const ExpandIcon = () => (
  <Icon>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
);

export const DownloadIcon = () => (
  <Icon>
    <path d="M12 4v11m-4-4 4 4 4-4M4 20h16" />
  </Icon>
);

export const TableIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="16" rx="1.5" />
    <path d="M3 10h18M3 15h18M9 10v10" />
  </Icon>
);
