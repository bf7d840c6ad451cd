/**
 * What the overlay store serves (overlay-store.ts builds it): a screen loaded from its overlay
 * and model, an overlay file's state, and the store's interface. Apart from the store, so the
 * services that read screens do not depend on how overlays are read and checked.
 */
import type { GenModel } from "../../schema/model-meta";
import type { Overlay } from "../../schema/overlay/overlay-types";
import type { Problem } from "../../schema/overlay/problem";
import type { ScreenDefinition } from "../../schema/overlay/screen-types";
import type { RouterFile } from "./router-file";

export interface LoadedScreen {
  id: string;
  file: string;
  /** The overlay as the steward wrote it (the last good version). */
  overlay: Overlay;
  model: GenModel;
  screen: ScreenDefinition;
  /** Changes whenever the overlay, its model or its route does: the ETag. */
  version: string;
}

export interface OverlayState {
  /** The version in service, if any version of the file was ever good. */
  good?: LoadedScreen;
  /** What is wrong with the file as it is on disk now. */
  problems: Problem[];
}

export interface OverlayStore {
  /** schemas/modules.json, which also supplies overlays' default endpoints and resources. */
  router: RouterFile;
  ids(): string[];
  get(id: string): LoadedScreen | undefined;
  state(id: string): OverlayState | undefined;
  /** The screen serving /api/<endpoint>/…, or the one drawing model `endpoint`. */
  byEndpoint(endpoint: string): LoadedScreen | undefined;
  /** Every problem of every overlay, with those between overlays (tabs, getters). */
  problems(): Problem[];
  /** The file's text as it is on disk now (the preview shows it beside the problems). */
  source(id: string): string | null;
  /** Router lines naming a screen with no overlay file; each is logged once when it appears. */
  routeProblems(): Problem[];
}
