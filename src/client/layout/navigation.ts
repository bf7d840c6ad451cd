/**
 * What the aside lists. For now only the home page; later this table is built from the module
 * router file (`schemas/modules.json`) filtered by the user's read permissions.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ComponentType } from "react";
import { HomeIcon } from "../ui/Icons";

export type NavItem = {
  href: string;
  label: MessageDescriptor;
  icon: ComponentType<{ size?: number }>;
};

export type NavGroup = {
  label: MessageDescriptor;
  items: readonly NavItem[];
};

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    label: msg`Menu utama`,
    items: [{ href: "/", label: msg`Beranda`, icon: HomeIcon }],
  },
];
