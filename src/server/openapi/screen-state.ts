/**
 * The screens as they are on disk now, with a key that changes whenever any of them does: each
 * overlay's version (its file, model and route), which screen serves which endpoint, and the
 * router file. Asking the overlay store re-reads what a steward saved (one stat per file), so
 * the document follows live edits; the key lets it be built once per change.
 */
import type { Module } from "../../schema/modules";
import { stableHash } from "../../schema/stable-hash";
import type { LoadedScreen, OverlayStore } from "../schemas/served-screens";

export interface ScreenState {
  /** Screens that serve their endpoint (an endpoint two overlays claim goes to the one served). */
  screens: LoadedScreen[];
  modules: readonly Module[];
  key: string;
}

const routerVersions = new WeakMap<object, number>();
let nextRouterVersion = 0;

export function screenState(overlays: OverlayStore): ScreenState {
  const loaded = overlays.ids().flatMap((id) => overlays.get(id) ?? []);
  const screens = loaded.filter(
    (screen) => overlays.byEndpoint(screen.screen.endpoint)?.id === screen.id,
  );
  const modules = currentModules(overlays);
  return {
    screens,
    modules,
    key: stableHash({
      screens: screens.map((screen) => screen.version),
      router: routerVersion(modules),
    }),
  };
}

function currentModules(overlays: OverlayStore): readonly Module[] {
  try {
    return overlays.router.current().modules;
  } catch {
    // No good router file yet: screens still serve, without their module's name.
    return [];
  }
}

/** The router file's content is a new object whenever the file changed. */
function routerVersion(modules: readonly Module[]): number {
  let version = routerVersions.get(modules);
  if (version === undefined) {
    nextRouterVersion += 1;
    version = nextRouterVersion;
    routerVersions.set(modules, version);
  }
  return version;
}
