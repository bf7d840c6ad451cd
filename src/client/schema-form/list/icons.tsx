/** The list's line icons, drawn like ui/Icons (decorative; the text beside them says it). */
import { Icon } from "../../ui/Icons";

export const SearchIcon = () => (
  <Icon size={16}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

export const FilterIcon = () => (
  <Icon size={16}>
    <path d="M3 5h18l-7 8v6l-4-2v-4z" />
  </Icon>
);

export const ColumnsIcon = () => (
  <Icon size={16}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M15 4v16" />
  </Icon>
);

export const PlusIcon = () => (
  <Icon size={16}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const SortIcon = ({ direction }: { direction?: "ASC" | "DESC" }) => (
  <Icon size={16}>
    {direction !== "DESC" && <path d="m8 9 4-4 4 4" />}
    {direction !== "ASC" && <path d="m8 15 4 4 4-4" />}
  </Icon>
);

export const FirstIcon = () => (
  <Icon size={16}>
    <path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />
  </Icon>
);

export const PreviousIcon = () => (
  <Icon size={16}>
    <path d="m15 18-6-6 6-6" />
  </Icon>
);

export const NextIcon = () => (
  <Icon size={16}>
    <path d="m9 18 6-6-6-6" />
  </Icon>
);

export const LastIcon = () => (
  <Icon size={16}>
    <path d="m13 17 5-5-5-5M6 17l5-5-5-5" />
  </Icon>
);

export const PencilIcon = () => (
  <Icon size={16}>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
);

export const TrashIcon = () => (
  <Icon size={16}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
);

/** Three dots stacked: a row's action menu. */
export const MoreIcon = () => (
  <Icon size={16}>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </Icon>
);
