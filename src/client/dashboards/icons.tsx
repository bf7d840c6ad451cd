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

/** A person's head and shoulders, with a mark beside them. */
const person = (mark: string) => () => (
  <Icon>
    <path d="M16 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="8.5" cy="7" r="4" />
    <path d={mark} />
  </Icon>
);

const PercentIcon = () => (
  <Icon>
    <path d="M19 5 5 19" />
    <circle cx="6.5" cy="6.5" r="2.5" />
    <circle cx="17.5" cy="17.5" r="2.5" />
  </Icon>
);

const MapPinIcon = () => (
  <Icon>
    <path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" />
    <circle cx="12" cy="10" r="3" />
  </Icon>
);

const FileIcon = () => (
  <Icon>
    <path d="M13 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M13 2v7h7" />
  </Icon>
);

/** The router file's icon names (users, truck, chart, database, shield) and a few more. */
const STAT_ICONS: Record<string, IconComponent> = {
  ...MODULE_ICONS,
  clock: ClockIcon,
  alert: AlertIcon,
  check: CheckIcon,
  clipboard: ClipboardCheckIcon,
  hourglass: HourglassIcon,
  "user-check": person("m17 11 2 2 4-4"),
  "user-plus": person("M20 8v6m3-3h-6"),
  "user-minus": person("M23 11h-6"),
  "user-x": person("m18 8 5 5m0-5-5 5"),
  percent: PercentIcon,
  "map-pin": MapPinIcon,
  file: FileIcon,
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
