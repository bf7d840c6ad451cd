/**
 * A detail tab's sub-list (admin-area §2 "Detail"): the page its rows open on (the router
 * file's route drawing that screen) and the screen options the tab overwrites.
 */

import type { Module, ModuleRoute } from "../../../schema/modules";
import type { OverlayTab } from "../../../schema/overlay/overlay-types";
import { ACTION_NAMES, type ActionName } from "../../../schema/overlay/overlay-types";
import type { LoadedScreen } from "../api/screen-data";

export function routeOfScreen(
  modules: readonly Module[],
  screenId: string,
): { module: Module; route: ModuleRoute } | null {
  for (const module of modules) {
    const route = module.routes.find((candidate) => candidate.schema === screenId);
    if (route) return { module, route };
  }
  return null;
}

const isAction = (name: unknown): name is ActionName =>
  (ACTION_NAMES as readonly unknown[]).includes(name);

/**
 * The sub-list's screen with the tab's `overwrite` applied: `list` (layout, filter) and
 * `hidden_actions`, the options an overlay gives a list. Other keys change nothing.
 */
export function withOverwrite(
  loaded: LoadedScreen,
  overwrite: OverlayTab["overwrite"],
): LoadedScreen {
  if (!overwrite) return loaded;
  const { screen } = loaded;
  const list = overwrite.list as Partial<typeof screen.list> | undefined;
  const hidden = overwrite.hidden_actions;
  return {
    ...loaded,
    screen: {
      ...screen,
      list: {
        layout:
          list?.layout === "card" || list?.layout === "table" ? list.layout : screen.list.layout,
        filter:
          list?.filter === "panel" || list?.filter === "inline" ? list.filter : screen.list.filter,
      },
      hiddenActions: Array.isArray(hidden) ? hidden.filter(isAction) : screen.hiddenActions,
    },
  };
}
