/**
 * What the client holds of a screen (its definition and version, as GET /api/schema/<id>
 * answers) and of a record. The calls (screen-calls.ts) and the hooks (screens.ts) share them.
 */
import type { ScreenDefinition } from "../../../schema/overlay/screen-types";

export interface LoadedScreen {
  id: string;
  version: string;
  screen: ScreenDefinition;
}

export type RecordData = Record<string, unknown>;
