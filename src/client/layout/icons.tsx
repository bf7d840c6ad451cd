/** The mobile header's menu toggle icons, drawn like ui/Icons (decorative; the button is named). */
import { Icon } from "../ui/Icons";

export const MenuIcon = () => (
  <Icon size={20}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon size={20}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
